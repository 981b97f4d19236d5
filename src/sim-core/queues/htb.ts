import { Proto, type Packet } from '../net/packet';
import type { GaugeReader, QueueDisc, QueueLimit, QueueObserver } from './queue-disc';
import { TokenBucket } from './token-bucket';

export interface HtbClassConfig {
  name: string;
  rateBps: number;
  ceilBps: number;
  /** Lower number = served first. */
  prio: number;
  /** Which protocol this class takes. */
  match: 'tcp' | 'udp' | 'any';
  /** Flows (by index) this class takes, whatever their protocol. */
  flows: readonly number[];
  /** Bytes the rate and ceil buckets may save up. */
  burst: number;
  cburst: number;
  /** DRR quantum in bytes (how much a class sends per turn when classes share spare bandwidth). */
  quantum: number;
  queue: QueueDisc;
}

export interface HtbConfig {
  rateBps: number;
  ceilBps: number;
  burst: number;
  cburst: number;
  classes: HtbClassConfig[];
}

interface Leaf {
  cfg: HtbClassConfig;
  rate: TokenBucket;
  ceil: TokenBucket;
  deficit: number;
}

/**
 * A two-level hierarchical token bucket, after Linux HTB as seed 000 uses it: a root with
 * rate/ceil and leaf classes with rate, ceil and priority, each with its own queue. A leaf under
 * its rate sends ("green"); over its rate but under its ceil it may borrow the root's unused rate
 * ("yellow"); over its ceil it waits ("red"). Among leaves of one kind, the lowest prio goes
 * first, and equal prios share by deficit round robin. Sending charges the leaf's and the
 * root's buckets. When nothing may send yet, `readyAt` tells the link when to ask again.
 */
export class HtbQueue implements QueueDisc {
  readonly kind = 'htb';
  observer: QueueObserver | null = null;
  readonly gauges: readonly GaugeReader[] = [];
  readonly leaves: Leaf[];
  private readonly rootRate: TokenBucket;
  private readonly rootCeil: TokenBucket;
  /** Round-robin position per priority level. */
  private readonly rr = new Map<number, number>();

  constructor(readonly cfg: HtbConfig) {
    this.rootRate = new TokenBucket(cfg.rateBps, cfg.burst);
    this.rootCeil = new TokenBucket(cfg.ceilBps, cfg.cburst);
    this.leaves = cfg.classes.map((c) => ({ cfg: c, rate: new TokenBucket(c.rateBps, c.burst), ceil: new TokenBucket(c.ceilBps, c.cburst), deficit: c.quantum }));
    // Child queues report through us, so the link's monitor sees one queue.
    const forward: QueueObserver = {
      onEnqueue: (p, now) => this.observer?.onEnqueue(p, now),
      onDequeue: (p, now) => this.observer?.onDequeue(p, now),
      onDrop: (p, now, reason, fromQueue) => this.observer?.onDrop(p, now, reason, fromQueue),
    };
    for (const l of this.leaves) l.cfg.queue.observer = forward;
  }

  get shapedRateBps(): number {
    return this.cfg.ceilBps;
  }

  get limit(): QueueLimit {
    // The sum of the leaves' limits when they share a unit (for display only).
    const units = new Set(this.leaves.map((l) => l.cfg.queue.limit.unit));
    const unit = units.size === 1 ? this.leaves[0].cfg.queue.limit.unit : 'bytes';
    return { unit, limit: this.leaves.reduce((a, l) => a + l.cfg.queue.limit.limit, 0) };
  }

  get packets(): number {
    let n = 0;
    for (const l of this.leaves) n += l.cfg.queue.packets;
    return n;
  }

  forEachPacket(visit: (p: Packet) => void): void {
    for (const l of this.leaves) l.cfg.queue.forEachPacket(visit);
  }

  get bytes(): number {
    let n = 0;
    for (const l of this.leaves) n += l.cfg.queue.bytes;
    return n;
  }

  /** A class listing the packet's flow, else one matching its protocol, else an 'any' class, else the first. */
  classify(p: Packet): Leaf {
    const kind = p.proto === Proto.Udp ? 'udp' : 'tcp';
    return (
      this.leaves.find((l) => l.cfg.flows.includes(p.flowId)) ??
      this.leaves.find((l) => l.cfg.match === kind) ??
      this.leaves.find((l) => l.cfg.match === 'any') ??
      this.leaves[0]
    );
  }

  enqueue(p: Packet, now: number): boolean {
    return this.classify(p).cfg.queue.enqueue(p, now);
  }

  private refill(now: number): void {
    this.rootRate.refill(now);
    this.rootCeil.refill(now);
    for (const l of this.leaves) {
      l.rate.refill(now);
      l.ceil.refill(now);
    }
  }

  dequeue(now: number): Packet | null {
    this.refill(now);
    // Let empty leaf queues notice they were polled (RED's idle-time correction).
    for (const l of this.leaves) if (l.cfg.queue.packets === 0) l.cfg.queue.dequeue(now);
    if (this.rootCeil.tokens < 0) return null;
    const leaf = this.pick((l) => l.rate.tokens >= 0) ?? (this.rootRate.tokens >= 0 ? this.pick(() => true) : null);
    if (leaf === null) return null;
    const p = leaf.cfg.queue.dequeue(now);
    if (p === null) return null;
    for (const b of [leaf.rate, leaf.ceil, this.rootRate, this.rootCeil]) b.charge(p.size);
    leaf.deficit -= p.size;
    if (leaf.deficit < 0) {
      leaf.deficit += leaf.cfg.quantum;
      this.rr.set(leaf.cfg.prio, this.leaves.indexOf(leaf) + 1);
    }
    return p;
  }

  /** The backlogged, not-over-ceil leaf with the lowest prio passing `ok`, round robin within a prio. */
  private pick(ok: (l: Leaf) => boolean): Leaf | null {
    let best: Leaf | null = null;
    let bestPrio = Number.POSITIVE_INFINITY;
    const n = this.leaves.length;
    for (const prio of new Set(this.leaves.map((l) => l.cfg.prio))) {
      if (prio >= bestPrio) continue;
      const start = (this.rr.get(prio) ?? 0) % n;
      for (let k = 0; k < n; k++) {
        const l = this.leaves[(start + k) % n];
        if (l.cfg.prio !== prio || l.cfg.queue.packets === 0 || l.ceil.tokens < 0 || !ok(l)) continue;
        best = l;
        bestPrio = prio;
        break;
      }
    }
    return best;
  }

  /** Earliest time at which some backlogged leaf may send (Infinity: only an arrival helps). */
  readyAt(now: number): number {
    this.refill(now);
    const rootCeil = this.rootCeil.timeToNonNegative();
    const rootRate = this.rootRate.timeToNonNegative();
    let wait = Number.POSITIVE_INFINITY;
    for (const l of this.leaves) {
      if (l.cfg.queue.packets === 0) continue;
      const w = Math.max(rootCeil, l.ceil.timeToNonNegative(), Math.min(l.rate.timeToNonNegative(), rootRate));
      if (w < wait) wait = w;
    }
    return now + wait;
  }
}
