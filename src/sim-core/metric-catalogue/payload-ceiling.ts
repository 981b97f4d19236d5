import { IP_HEADER, TCP_HEADER, UDP_HEADER } from '../net/packet';
import { TCP_DEFAULTS } from '../tcp/config';
import { formatValue } from './format';
import type { Metric } from './metric';

/**
 * The most application data a run's bottleneck can carry per second: its rate × the largest
 * payload share of a packet any flow sends (a TCP segment: mss / (mss + 40 bytes of IP and TCP
 * headers); a UDP packet: (size − 28) / size). A goodput over a window above it is not a faster
 * link but bytes counted when they are delivered in order (bufferbloat trial 13:30: a tail-drop
 * sweep point of 9.90 Mbit/s on a 10 Mbit/s link whose payload rate is 9.73 Mbit/s).
 */
export interface PayloadCeiling {
  /** Payload bit/s. */
  bps: number;
  /** The link's rate, bit/s. */
  linkBps: number;
  /** "1460 of each 1500 bytes". */
  share: string;
}

/** What the ceiling reads of a scenario, validated or as given (a sweep job's, before its defaults). */
export interface CeilingScenario {
  topology: unknown;
  flows: readonly { kind: string; packetSize?: number; tcp?: { mss?: number } | null }[];
  tcp?: { mss?: number } | null;
}

/** The bottleneck's rate where the topology has one (a dumbbell's or the testbed's), else null (a graph). */
function bottleneckRate(sc: CeilingScenario): number | null {
  const t = sc.topology as { kind: string; bottleneck?: { rate: number }; bottleneckRate?: number };
  if (t.kind === 'dumbbell' && t.bottleneck) return t.bottleneck.rate;
  if (t.kind === 'testbed' && t.bottleneckRate !== undefined) return t.bottleneckRate;
  return null;
}

/** Payload and packet bytes of the flow whose packets carry the most payload per byte. */
function bestPacket(sc: CeilingScenario): { payload: number; packet: number } | null {
  let best: { payload: number; packet: number } | null = null;
  for (const f of sc.flows) {
    // A UDP flow's packet size not given (an input before its defaults) cannot be the best: TCP's is.
    if (f.kind === 'cbr' && f.packetSize === undefined) continue;
    const mss = f.tcp?.mss ?? sc.tcp?.mss ?? TCP_DEFAULTS.mss;
    const p = f.kind === 'cbr' ? { payload: f.packetSize! - IP_HEADER - UDP_HEADER, packet: f.packetSize! } : { payload: mss, packet: mss + IP_HEADER + TCP_HEADER };
    if (!best || p.payload / p.packet > best.payload / best.packet) best = p;
  }
  return best;
}

export function payloadCeiling(sc: CeilingScenario): PayloadCeiling | null {
  const rate = bottleneckRate(sc);
  const p = bestPacket(sc);
  if (rate === null || !p) return null;
  return { bps: (rate * p.payload) / p.packet, linkBps: rate, share: `${p.payload} of each ${p.packet} bytes` };
}

/** Rates counted when bytes are delivered in order (goodputs), which a window can see above the link's payload rate. */
export function countedAtDelivery(m: Metric): boolean {
  return m.kind === 'rate' && m.glossary === 'goodput';
}

/** Why a goodput over a window can exceed the link's payload rate, in one place for every surface that notes it. */
export const DELIVERED_IN_ORDER_WHY =
  'goodput counts bytes when they are delivered in order, not when they cross the link: data that arrived out of order before the window opened is delivered inside it once the missing packet is resent, so a window can count more than the link carried in it';

/**
 * The note said where a goodput is above the link's payload rate: "9.91 Mbit/s is above the
 * 9.73 Mbit/s of payload a 10.00 Mbit/s link carries (1460 of each 1500 bytes): goodput counts …".
 * Null when the value is not above it, the metric is not a goodput, or the run has no single bottleneck.
 */
export function aboveCeilingNote(m: Metric, value: number, sc: CeilingScenario): string | null {
  if (!countedAtDelivery(m) || !Number.isFinite(value)) return null;
  const c = payloadCeiling(sc);
  if (!c || value <= c.bps) return null;
  // Enough digits to tell the two apart: "9.77 Mbit/s is above the 9.77 Mbit/s" read as a
  // contradiction (bufferbloat trial 07:50, step 33; 9.772 against 9.767).
  // The catalogue's rate format (formatValue: Mbit/s to 2 places, kbit/s to 1), with places added until they differ.
  const [scale, unit, shown] = c.bps >= 1e6 ? [1e6, 'Mbit/s', 2] : c.bps >= 1e3 ? [1e3, 'kbit/s', 1] : [1, 'bit/s', 0];
  let digits = shown;
  while (digits < shown + 3 && (value / scale).toFixed(digits) === (c.bps / scale).toFixed(digits)) digits++;
  const rate = (v: number) => (digits === shown ? formatValue('rate', v, 2) : `${(v / scale).toFixed(digits)} ${unit}`);
  return `${rate(value)} is above the ${rate(c.bps)} of payload a ${formatValue('rate', c.linkBps, 2)} link carries (${c.share}): ${DELIVERED_IN_ORDER_WHY}.`;
}

/** A UDP flow's payload: each packet's bytes less its IP and UDP headers, and its payload rate at a set (wire) rate (80 kbit/s of 200-byte packets: 172 bytes, 68.8 kbit/s). */
export function udpPayload(wireBps: number, packetSize: number): { bytes: number; bps: number } {
  const bytes = packetSize - IP_HEADER - UDP_HEADER;
  return { bytes, bps: (wireBps * bytes) / packetSize };
}
