/**
 * Drive a RED queue directly with packets, without links or TCP: enough to watch its average,
 * its drop spacing and its max_p adaptation under a controlled backlog.
 */
import { RandomStream } from '../../src/sim-core/engine/random';
import { Ecn, Packet, Proto } from '../../src/sim-core/net/packet';
import { ARED_DEFAULTS } from '../../src/sim-core/queues/adaptive-red';
import { DropKind, newDropCounts } from '../../src/sim-core/queues/drop-reasons';
import type { DropReasonId, QueueObserver } from '../../src/sim-core/queues/queue-disc';
import { dropReasonCode } from '../../src/sim-core/queues/registry';
import { RedQueue, type RedConfig } from '../../src/sim-core/queues/red';

export const PKT = 1000;

export function redConfig(over: Partial<RedConfig> = {}): RedConfig {
  return {
    limit: { limit: 1000, unit: 'packets' },
    minTh: 5,
    maxTh: 15,
    maxP: 0.1,
    wq: 0.002,
    gentle: false,
    wait: false,
    meanPktSize: PKT,
    nsByteMode: false,
    ecn: false,
    hardDrop: true,
    linkBps: 10e6,
    adaptive: null,
    flowCount: null,
    ...over,
  };
}

export const adaptive = { ...ARED_DEFAULTS };

export function packet(size = PKT, ect = false): Packet {
  const p = new Packet(1, Proto.Tcp, 0, 1, size);
  if (ect) p.ecn = Ecn.Ect0;
  return p;
}

/** Observer that tallies drops and marks by kind. */
export class Tally implements QueueObserver {
  readonly byKind = newDropCounts();
  enqueued = 0;
  dequeued = 0;
  last: number | null = null;
  onEnqueue(): void {
    this.enqueued++;
  }
  onDequeue(): void {
    this.dequeued++;
  }
  onDrop(_p: Packet, _now: number, reason: DropReasonId): void {
    const kind = dropReasonCode(reason);
    this.byKind[kind]++;
    this.last = kind;
  }
  get early(): number {
    return this.byKind[DropKind.Early];
  }
}

export function redQueue(over: Partial<RedConfig> = {}, seed = 12345): { q: RedQueue; tally: Tally } {
  const q = new RedQueue(redConfig(over), new RandomStream(seed));
  const tally = new Tally();
  q.observer = tally;
  return { q, tally };
}

/**
 * With w_q = 1 the average equals the backlog an arrival sees, so holding the backlog at
 * `level` packets holds p_b constant. Fill to `level`, then offer `arrivals` packets one at a
 * time, each accepted one followed by a departure. Returns the arrival indices (1-based) of the
 * early drops, and the times at which max_p changed.
 */
export function holdBacklog(
  q: RedQueue,
  level: number,
  arrivals: number,
  opts: { t0?: number; dt?: number; onArrival?: (t: number, accepted: boolean) => void } = {},
): { drops: number[]; end: number } {
  const dt = opts.dt ?? 0;
  let t = opts.t0 ?? 0;
  let guard = 0;
  while (q.packets < level) {
    q.enqueue(packet(), t);
    if (++guard > 100 * level + 1000) throw new Error('could not fill the queue');
  }
  while (q.packets > level) q.dequeue(t);
  const drops: number[] = [];
  for (let i = 1; i <= arrivals; i++) {
    t += dt;
    const ok = q.enqueue(packet(), t);
    if (ok) q.dequeue(t);
    else drops.push(i);
    opts.onArrival?.(t, ok);
  }
  return { drops, end: t };
}

export function gaps(dropIdx: number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < dropIdx.length; i++) out.push(dropIdx[i] - dropIdx[i - 1]);
  return out;
}

export function mean(xs: number[]): number {
  return xs.reduce((a, x) => a + x, 0) / xs.length;
}

export function variance(xs: number[]): number {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) * (x - m), 0) / (xs.length - 1);
}
