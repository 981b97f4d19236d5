import type { RandomStream } from '../../engine/random';
import { Ecn, type Packet } from '../../net/packet';
import { ECN_MARK, OVERFLOW, type GaugeReader, type QueueDisc, type QueueLimit, type QueueObserver } from '../queue-disc';
import { l4sRamp, pi2Update } from './pi2';

export interface DualPi2Params {
  /** PI2's Classic queue-delay target (s); RFC 9332: 15 ms. */
  target: number;
  /** Update period of p′ (s); RFC 9332: min(target, RTT_max/3). */
  tUpdate: number;
  /** Integral and proportional gains (per second of delay). */
  alpha: number;
  beta: number;
  /** Coupling factor k: p_CL = k·p′ (RFC 9332: 2). */
  k: number;
  /** Native L4S ramp: from minTh (s) over range (s), only above thLen packets in the L queue. */
  minTh: number;
  range: number;
  thLen: number;
  /** Time-shifted FIFO: serve L while its head's sojourn + tshift ≥ C's head's (s). */
  tshift: number;
  /**
   * Which queue goes next: RFC 9332 Appendix A's time-shifted FIFO (absent), or Linux
   * sch_dualpi2's weighted round robin with C-protection ('wrr').
   */
  scheduler?: 'time-shifted-fifo' | 'wrr';
  /** WRR: the Classic queue's weight wc in percent (Linux default 10; the L queue's is 100 − wc). */
  cProtection?: number;
}

/** The MTU that sets Linux's initial WRR credit (psched_mtu of an Ethernet device). */
const WRR_MTU = 1500;

/** A FIFO of packets whose head can be looked at (both queues need their head's sojourn time). */
class PacketFifo {
  private items: Packet[] = [];
  private head = 0;
  bytes = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(p: Packet): void {
    this.items.push(p);
    this.bytes += p.size;
  }
  peek(): Packet | null {
    return this.head < this.items.length ? this.items[this.head] : null;
  }
  forEach(visit: (p: Packet) => void): void {
    for (let i = this.head; i < this.items.length; i++) visit(this.items[i]);
  }
  shift(): Packet | null {
    if (this.head >= this.items.length) return null;
    const p = this.items[this.head++];
    this.bytes -= p.size;
    // Compact now and then so the array does not grow without bound.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return p;
  }
}

/** Gauges in the order of the registry entry (dualpi2-discipline.ts). */
const GAUGE_KEYS = ['pBase', 'pC', 'pL', 'lDelay', 'cDelay', 'lPackets'] as const;

/**
 * DualPI2 (RFC 9332, the DualQ Coupled AQM with the pseudo-code of its Appendix A): ECT(1) and
 * CE packets (the L4S identifier) go to the L queue, all others to the C queue, under one shared
 * limit. PI2 steers p′ from the C queue's head sojourn towards target every tUpdate; the C queue
 * drops (or, if ECN-capable, marks) with p_C = p′², the L queue marks with
 * p_L = max(k·p′, native ramp), spread out by the RFC's recur() accumulator rather than drawn
 * at random. A time-shifted FIFO picks the queue: L while its head has waited no less than C's
 * head minus tshift, so C is served once its head has waited tshift longer (no starvation).
 * Classic packets are dropped or marked with p_C capped at p_Cmax = min(1/k², 1); in overload
 * (k·p′ ≥ 1) L packets are dropped with that probability too, like Classic ones.
 */
export class DualPi2Queue implements QueueDisc {
  readonly kind = 'dualpi2';
  observer: QueueObserver | null = null;
  private readonly l = new PacketFifo();
  private readonly c = new PacketFifo();
  /** PI2's base probability p′. */
  pBase = 0;
  /** PI2's memory: the queue delay of the previous update, updates done, and recur()'s accumulator for the L queue. */
  private readonly pi = { prevq: 0, updates: 0, lCount: 0 };
  /**
   * Linux's WRR credit (bytes × percent): its sign picks the queue while both hold packets (≤ 0:
   * L), serving L adds wc·size, serving C takes wl·size; it restarts when both are empty.
   */
  private credit = 0;
  /** Telemetry: the last L marking probability and the sojourn times of the last L and C packets dequeued. */
  private readonly seen = { pL: 0, lDelay: 0, cDelay: 0 };
  readonly gauges: readonly GaugeReader[] = GAUGE_KEYS.map((key, i) => ({ key, read: () => this.gauge(i) }));

  constructor(
    readonly limit: QueueLimit,
    readonly params: DualPi2Params,
    private readonly rng: RandomStream,
  ) {
    this.resetCredit();
  }

  /** Linux's dualpi2_calculate_c_protection: start at MTU·(wc − wl), so L goes first when wl > wc. */
  private resetCredit(): void {
    const wc = this.params.cProtection ?? 10;
    this.credit = WRR_MTU * (wc - (100 - wc));
  }

  get packets(): number {
    return this.l.length + this.c.length;
  }
  get bytes(): number {
    return this.l.bytes + this.c.bytes;
  }
  forEachPacket(visit: (p: Packet) => void): void {
    this.l.forEach(visit);
    this.c.forEach(visit);
  }
  /** Packets in the L (low-latency) queue. */
  get lPackets(): number {
    return this.l.length;
  }
  get pC(): number {
    return this.pBase * this.pBase;
  }
  /** The probability a Classic packet (and an L4S one in overload) is dropped or marked: p_C, at most p_Cmax = min(1/k², 1). */
  get pCDrop(): number {
    return Math.min(this.pC, 1 / (this.params.k * this.params.k), 1);
  }
  get pCL(): number {
    return Math.min(1, this.params.k * this.pBase);
  }

  private gauge(i: number): number {
    switch (i) {
      case 0:
        return this.pBase;
      case 1:
        return this.pC;
      case 2:
        return this.seen.pL;
      case 3:
        return this.seen.lDelay;
      case 4:
        return this.seen.cDelay;
      default:
        return this.l.length;
    }
  }

  /**
   * Every PI2 update due at or before `now`, each on the queue as it stood at its own instant
   * k·Tupdate: this runs before every enqueue and dequeue, so the Classic head has not changed
   * since the last event and its sojourn at that instant is exact (RFC 9332's timer, computed
   * when next needed instead of scheduled as an event).
   */
  private catchUp(now: number): void {
    const { tUpdate, target, alpha, beta } = this.params;
    const head = this.c.peek();
    while ((this.pi.updates + 1) * tUpdate <= now) {
      const at = ++this.pi.updates * tUpdate;
      const curq = head === null ? 0 : at - head.enqueuedAt;
      this.pBase = pi2Update(this.pBase, curq, this.pi.prevq, target, alpha, beta);
      this.pi.prevq = curq;
      if (head !== null && this.pBase === 1 && curq > target) {
        // Saturated behind a Classic head that has not moved: the sojourn only grows, so every
        // further update until now adds α·(curq − target) + β·Tupdate > 0 and stays clamped at 1.
        // Skip to the last one (a very slow link could otherwise cost one step per Tupdate).
        let last = Math.floor(now / tUpdate);
        if (last * tUpdate > now) last--;
        if (last > this.pi.updates) {
          this.pi.updates = last;
          this.pi.prevq = last * tUpdate - head.enqueuedAt;
        }
        return;
      }
      if (head === null && this.pBase === 0 && curq === 0) {
        // Idle and at rest: every further update until now leaves p′ = 0 and prevq = 0, so skip
        // them (a long idle gap would otherwise cost one step per Tupdate).
        let last = Math.floor(now / tUpdate);
        if (last * tUpdate > now) last--;
        this.pi.updates = Math.max(this.pi.updates, last);
        return;
      }
    }
  }

  enqueue(p: Packet, now: number): boolean {
    this.catchUp(now);
    const full = this.limit.unit === 'packets' ? this.packets + 1 > this.limit.limit : this.bytes + p.size > this.limit.limit;
    if (full) {
      this.observer?.onDrop(p, now, OVERFLOW);
      return false;
    }
    (p.ecn === Ecn.Ect1 || p.ecn === Ecn.Ce ? this.l : this.c).push(p);
    this.observer?.onEnqueue(p, now);
    return true;
  }

  /** RFC 9332's recur(): true once the accumulated likelihood passes 1 (evenly spaced marks). */
  private recur(likelihood: number): boolean {
    this.pi.lCount += likelihood;
    if (this.pi.lCount > 1) {
      this.pi.lCount -= 1;
      return true;
    }
    return false;
  }

  /** Whether the next packet comes from the L queue (false: from C; both empty never asks). */
  private serveL(now: number): boolean {
    const lh = this.l.peek();
    if (lh === null) return false;
    const ch = this.c.peek();
    if (ch === null) return true;
    if (this.params.scheduler === 'wrr') return this.credit <= 0;
    // Time-shifted FIFO: the L queue unless the C head has waited more than tshift longer.
    return now - lh.enqueuedAt + this.params.tshift >= now - ch.enqueuedAt;
  }

  /** Linux's WRR bookkeeping for a packet taken from one queue while the other one waits. */
  private charge(fromL: boolean, size: number): void {
    if (this.params.scheduler !== 'wrr') return;
    const wc = this.params.cProtection ?? 10;
    if (fromL && this.c.length > 0) this.credit += wc * size;
    else if (!fromL && this.l.length > 0) this.credit -= (100 - wc) * size;
  }

  dequeue(now: number): Packet | null {
    this.catchUp(now);
    const { k, minTh, range, thLen } = this.params;
    for (;;) {
      if (this.packets === 0) {
        this.resetCredit();
        return null;
      }
      if (this.serveL(now)) {
        const lPackets = this.l.length;
        const p = this.l.shift()!;
        this.charge(true, p.size);
        this.seen.lDelay = now - p.enqueuedAt;
        const overload = k * this.pBase >= 1;
        if (overload && this.pCDrop > this.rng.uniform()) {
          this.observer?.onDrop(p, now, 'early', true);
          continue;
        }
        const pL = Math.max(l4sRamp(this.seen.lDelay, lPackets, minTh, range, thLen), this.pCL);
        this.seen.pL = pL;
        if (this.recur(pL) && p.ecn !== Ecn.Ce) {
          p.ecn = Ecn.Ce;
          this.observer?.onDrop(p, now, ECN_MARK, true);
        }
        this.observer?.onDequeue(p, now);
        return p;
      }
      const p = this.c.shift()!;
      this.charge(false, p.size);
      this.seen.cDelay = now - p.enqueuedAt;
      if (this.pCDrop > this.rng.uniform()) {
        if (p.ecn === Ecn.NotEct) {
          this.observer?.onDrop(p, now, 'early', true);
          continue;
        }
        if (p.ecn !== Ecn.Ce) {
          p.ecn = Ecn.Ce;
          this.observer?.onDrop(p, now, ECN_MARK, true);
        }
      }
      this.observer?.onDequeue(p, now);
      return p;
    }
  }
}
