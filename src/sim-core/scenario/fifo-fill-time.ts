import type { Scenario } from './schema';
import { BASELINE_DISCIPLINE } from '../queues/registry';
import { IP_HEADER, TCP_HEADER } from '../net/packet';
import { TCP_DEFAULTS } from '../tcp/config';

/**
 * How long a tail-drop (FIFO) bottleneck's buffer takes to fill from empty by the long TCP flows'
 * congestion avoidance, and whether a run's measurement window is shorter than that: then its
 * delay and queue figures are of a queue still growing, not of the queue the buffer settles at.
 * After the start-up's losses each long download's window grows by 1/delAck packet per round
 * trip (half a packet with delayed ACKs), and the round trip grows with the queue itself: at q
 * packets it is the path's round trip plus q packets' sending time. Filling B packets takes
 *   ∫₀ᴮ (rtt₀ + q·s) / (n / delAck) dq = (rtt₀·B + s·B²/2) · delAck / n
 * (n long flows, s one full packet's sending time at the bottleneck rate). The bufferbloat lesson's
 * FIFO (1000 packets, 10 Mbit/s, four downloads) takes minutes, its 30 s run far less; a sweep's
 * 2000-packet FIFO read as settled (bloat8, item 4). One rule, here: the Sweep says it beside its
 * results (app/sweep/sweep-settle.ts), and tests/lessons/bufferbloat-plateau.test.ts works out the
 * same growth from the run.
 */
export interface FifoFill {
  /** Seconds to fill the buffer from empty, by the rule above. */
  fillSeconds: number;
  /** The measurement window's length in seconds (its first window, at most to the run's end). */
  windowSeconds: number;
  /** The buffer in packets of full size. */
  packets: number;
}

/** A full-size TCP packet's bytes on the wire in this scenario (its MSS and the IP and TCP headers). */
export function fullPacketBytes(sc: Pick<Scenario, 'tcp'>): number {
  return (sc.tcp?.mss ?? TCP_DEFAULTS.mss) + IP_HEADER + TCP_HEADER;
}

/** The fill time of the scenario's bottleneck FIFO, or null when the rule does not apply (not a dumbbell with a tail-drop bottleneck and long TCP flows). */
export function fifoFill(sc: Scenario): FifoFill | null {
  const topo = sc.topology;
  if (topo.kind !== 'dumbbell') return null;
  const q = topo.bottleneck.queue as { type: string; limit?: number; unit?: string };
  // The baseline discipline is tail drop (queues/registry.ts): a FIFO that drops only when full.
  if (q.type !== BASELINE_DISCIPLINE || typeof q.limit !== 'number') return null;
  const long = sc.flows.filter((f) => f.kind === 'tcp' && f.bytes === null);
  if (long.length === 0) return null;
  const delAck = sc.tcp?.delAckCount ?? TCP_DEFAULTS.delAckCount;
  const full = fullPacketBytes(sc);
  const s = (full * 8) / topo.bottleneck.rate;
  const packets = q.unit === 'bytes' ? q.limit / full : q.limit;
  const rtt0 = 2 * (2 * topo.access.delay + topo.bottleneck.delay);
  const fillSeconds = ((rtt0 * packets + (s * packets * packets) / 2) * delAck) / long.length;
  const w = sc.measure?.[0];
  const windowSeconds = Math.min(w?.to ?? sc.duration, sc.duration) - (w?.from ?? 0);
  return { fillSeconds, windowSeconds, packets };
}

/** The fill when the measurement window is shorter than it (the run's figures are transient), else null. */
export function fifoUnsettled(sc: Scenario): FifoFill | null {
  const f = fifoFill(sc);
  return f && f.fillSeconds > f.windowSeconds ? f : null;
}
