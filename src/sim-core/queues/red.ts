import type { RandomStream } from '../engine/random';
import { Ecn, type Packet } from '../net/packet';
import { aredStep, type AdaptiveRedConfig } from './adaptive-red';
import { FifoBuffer } from './fifo-buffer';
import { ECN_MARK, type GaugeReader, type QueueDisc, type QueueLimit, type QueueObserver } from './queue-disc';
import { flowCountThresholds, type FlowCountThresholdRule } from './flow-count-thresholds';
import { redActualProbability, redAverage, redBaseProbability, redForced } from './red-formulas';

export interface RedConfig {
  /** Hard buffer limit (tail drop behind RED). */
  limit: QueueLimit;
  /** Thresholds in the limit's unit (packets, or bytes in byte mode). */
  minTh: number;
  maxTh: number;
  maxP: number;
  wq: number;
  gentle: boolean;
  /** ns-2 `wait`: no early drop until count·p_b ≥ 1 (see redActualProbability). */
  wait: boolean;
  /** Bytes of a typical packet: idle-time decay, and byte-mode count/probability scaling. */
  meanPktSize: number;
  /**
   * ns-2/ns-3 byte-mode arithmetic (only with a byte limit): `count` is measured in
   * meanPktSize units and p_a is scaled by size/meanPktSize. Off = Linux sch_red (count in packets).
   */
  nsByteMode: boolean;
  /** Mark ECN-capable packets instead of dropping them on early decisions. */
  ecn: boolean;
  /** With ECN: forced decisions (avg above max_th) still drop (Linux `harddrop`, ns-3 UseHardDrop). */
  hardDrop: boolean;
  /** Link rate, for the idle-time correction (typical packet time = 8·meanPktSize/rate). */
  linkBps: number;
  adaptive: AdaptiveRedConfig | null;
  /**
   * Seed 002's dynamic thresholds: min_th/max_th recomputed from the number of active
   * connections on every arrival (minTh/maxTh above are then only the initial values).
   */
  flowCount: (FlowCountThresholdRule & { activeFlows: () => number }) | null;
}

/**
 * Random Early Detection on one egress buffer. The average is updated on every arrival before
 * the packet joins the queue, with the idle-time correction; the drop test follows ns-2/ns-3
 * (which follow Floyd & Jacobson), including the `old` flag that skips the first decision after
 * the average crosses min_th.
 */
export class RedQueue implements QueueDisc {
  observer: QueueObserver | null = null;
  private readonly buf = new FifoBuffer();
  private avg = 0;
  private count = 0;
  private countBytes = 0;
  private old = false;
  private idle = true;
  private idleSince = 0;
  private maxP: number;
  private lastAdapt = 0;
  private readonly bytesMode: boolean;
  /** Typical packets per second, for converting idle time into missed arrivals. */
  private readonly ptc: number;
  /** Thresholds in force (fixed unless cfg.flowCount makes them follow n). */
  private minTh: number;
  private maxTh: number;
  private lastN = -1;

  /**
   * The coin flip of an early-drop decision: drop with probability `pa`. Replaceable so a test
   * can replay the decisions of a recorded run (e.g. an ns-3 trace) through this queue.
   */
  earlyDropTest: (p: Packet, pa: number) => boolean;
  /** p_a of the latest early decision; NaN after a forced one (see QueueDisc). */
  decisionProbability = Number.NaN;

  /**
   * The probability the latest arrival was tested with: p_a of an early decision, 1 for a forced
   * one, 0 when there was no decision (avg below min_th, or the first arrival above it).
   */
  private lastPa = 0;

  /** The registry's gauges after each change: the average, max_p, count since the last drop and p_a. */
  readonly gauges: readonly GaugeReader[] = RED_GAUGE_KEYS.map((key, i) => new RedGauge(key, this, i));

  /** Gauge `i` of RED_GAUGE_KEYS. */
  gaugeValue(i: number): number {
    switch (i) {
      case 0:
        return this.avg;
      case 1:
        return this.maxP;
      case 2:
        return this.bytesMode && this.cfg.nsByteMode ? Math.floor(this.countBytes / this.cfg.meanPktSize) : this.count;
      default:
        return this.lastPa;
    }
  }

  constructor(
    readonly cfg: RedConfig,
    rng: RandomStream,
    /** Registry name it runs as ('ared' and 'dynamic-red' are this queue configured). */
    readonly kind: string = 'red',
  ) {
    this.earlyDropTest = (_p, pa) => rng.uniform() <= pa;
    // min_th = max_th: a step marker (red-discipline.ts).
    if (!(cfg.minTh <= cfg.maxTh) && cfg.flowCount === null) throw new Error('RED: min_th must not exceed max_th');
    this.minTh = cfg.minTh;
    this.maxTh = cfg.maxTh;
    this.maxP = cfg.maxP;
    this.bytesMode = cfg.limit.unit === 'bytes';
    this.ptc = cfg.linkBps / (8 * cfg.meanPktSize);
  }

  get limit(): QueueLimit {
    return this.cfg.limit;
  }
  get packets(): number {
    return this.buf.packets;
  }
  get bytes(): number {
    return this.buf.bytes;
  }

  forEachPacket(visit: (p: Packet) => void): void {
    this.buf.forEach(visit);
  }

  get average(): number {
    return this.avg;
  }
  get currentMaxP(): number {
    return this.maxP;
  }
  get currentMinTh(): number {
    return this.minTh;
  }
  get currentMaxTh(): number {
    return this.maxTh;
  }

  /** Dynamic thresholds: follow the connection count (reported to the observer when they move). */
  private updateThresholds(now: number): void {
    const fc = this.cfg.flowCount!;
    const n = fc.activeFlows();
    if (n === this.lastN) return;
    this.lastN = n;
    const t = flowCountThresholds(n, fc, this.cfg.limit.limit);
    if (t.minTh === this.minTh && t.maxTh === this.maxTh) return;
    this.minTh = t.minTh;
    this.maxTh = t.maxTh;
    this.observer?.onThresholds?.([t.minTh, t.maxTh], now);
  }

  enqueue(p: Packet, now: number): boolean {
    const cfg = this.cfg;
    const q = this.bytesMode ? this.buf.bytes : this.buf.packets;
    let idleSlots = 0;
    if (this.idle) {
      idleSlots = Math.floor(this.ptc * (now - this.idleSince));
      this.idle = false;
    }
    this.avg = redAverage(this.avg, q, cfg.wq, idleSlots);
    if (cfg.flowCount !== null) this.updateThresholds(now);
    const minTh = this.minTh;
    const maxTh = this.maxTh;
    if (cfg.adaptive && now - this.lastAdapt > cfg.adaptive.interval) {
      const next = aredStep(this.maxP, this.avg, minTh, maxTh, cfg.adaptive);
      if (next !== this.maxP) {
        this.maxP = next;
        this.lastAdapt = now;
      }
    }
    this.count++;
    this.countBytes += p.size;

    let decision: 0 | 1 | 2 = 0; // 0 accept, 1 forced, 2 early
    this.lastPa = 0;
    // With no room between the thresholds (dynamic rule, β·n ≥ B or n = 0) RED stays out of it.
    if (this.avg >= minTh && q > 1 && (cfg.flowCount === null || minTh < maxTh)) {
      if (redForced(this.avg, maxTh, cfg.gentle)) {
        decision = 1;
        this.decisionProbability = Number.NaN;
        this.lastPa = 1;
      } else if (!this.old) {
        this.old = true;
        this.count = 1;
        this.countBytes = p.size;
      } else {
        const pb = redBaseProbability(this.avg, minTh, maxTh, this.maxP, cfg.gentle);
        const nsBytes = this.bytesMode && cfg.nsByteMode;
        const c = nsBytes ? Math.floor(this.countBytes / cfg.meanPktSize) : this.count;
        let pa = redActualProbability(pb, c, cfg.wait);
        if (nsBytes) pa = Math.min(1, (pa * p.size) / cfg.meanPktSize);
        this.decisionProbability = Math.min(1, pa);
        this.lastPa = this.decisionProbability;
        if (this.earlyDropTest(p, pa)) {
          decision = 2;
          this.count = 0;
          this.countBytes = 0;
        }
      }
    } else {
      this.old = false;
    }

    if (decision !== 0) {
      // ECN marks replace drops for ECT packets; above max_th (the gentle region and forced
      // decisions) only when harddrop is off, as Linux `harddrop` and seed 001's gentle RED say.
      const canMark = cfg.ecn && p.ecn !== Ecn.NotEct && (this.avg < maxTh || !cfg.hardDrop);
      if (canMark) {
        p.ecn = Ecn.Ce;
        this.observer?.onDrop(p, now, ECN_MARK);
      } else {
        this.observer?.onDrop(p, now, decision === 1 ? 'forced' : 'early');
        return false;
      }
    }
    // The hard limit behind RED: an accepted packet that does not fit is an overflow drop.
    return this.buf.offer(p, cfg.limit, now, this.observer);
  }

  dequeue(now: number): Packet | null {
    const p = this.buf.shift();
    if (p === null) {
      if (!this.idle) {
        this.idle = true;
        this.idleSince = now;
      }
      return null;
    }
    this.observer?.onDequeue(p, now);
    return p;
  }
}

/** RED's gauges in the order of its registry entry (red-discipline.ts). */
const RED_GAUGE_KEYS = ['avg', 'maxP', 'count', 'pa'] as const;

/**
 * One gauge of a RED queue. A class rather than one closure per gauge: the link monitor reads
 * the gauges several times per packet from one call site, which then sees one function it can
 * inline (four closures made the call megamorphic, and each value came back as a new heap number).
 */
class RedGauge implements GaugeReader {
  constructor(
    readonly key: string,
    private readonly queue: RedQueue,
    private readonly index: number,
  ) {}

  read(): number {
    return this.queue.gaugeValue(this.index);
  }
}
