import type { RandomStream } from '../../engine/random';
import { Ecn, type Packet } from '../../net/packet';
import { FifoBuffer } from '../fifo-buffer';
import { ECN_MARK, OVERFLOW, type GaugeReader, type QueueDisc, type QueueLimit, type QueueObserver } from '../queue-disc';
import { BurstState, PIE_INITIAL_STATE, pieUpdate, type PieControlParams, type PieState } from './pie-probability';

export interface PieParams extends PieControlParams {
  /** Replace the coin flip by RFC 8033's de-randomisation (accumulated probability, §5.4). */
  derandomize: boolean;
  /** Mark ECN-capable packets instead of dropping them while drop_prob is below markEcnThreshold. */
  ecn: boolean;
  /** RFC 8033 §5.1: above this probability even ECN-capable packets are dropped (10 %). */
  markEcnThreshold: number;
}

/**
 * PIE (RFC 8033) on one FIFO, in packet mode, with the queue delay taken from the measured
 * sojourn time of the last dequeued packet (ns-3 UseDequeueRateEstimator = false). The
 * probability is updated every t_update starting at t = 0; the updates are computed lazily,
 * in order, whenever the queue is next touched, which gives the same sequence as a timer since
 * the delay they read only changes at dequeues.
 */
export class PieQueue implements QueueDisc {
  readonly kind = 'pie';
  observer: QueueObserver | null = null;
  /** The probability of the latest early decision (see QueueDisc). */
  decisionProbability = Number.NaN;
  /** Telemetry (registry order): the drop probability, the queue delay estimate (s). */
  readonly gauges: readonly GaugeReader[] = [
    { key: 'dropProb', read: () => this.state.dropProb },
    { key: 'qdelay', read: () => this.qdelay },
  ];
  state: PieState = PIE_INITIAL_STATE;
  /** Current queue delay estimate (s): sojourn of the last dequeued packet, 0 once the queue empties. */
  qdelay = 0;
  private readonly buf = new FifoBuffer();
  private updates = 0;
  /** De-randomisation's accumulated probability. */
  private accuProb = 0;
  /** Coin flip of an early drop (replaceable so a test can script the decisions). */
  dropTest: (prob: number) => boolean;

  constructor(
    readonly limit: QueueLimit,
    readonly params: PieParams,
    rng: RandomStream,
  ) {
    this.dropTest = (prob) => !(rng.uniform() > prob);
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

  /** Run every probability update due at or before `now`. */
  private catchUp(now: number): void {
    const { tUpdate } = this.params;
    while (this.updates * tUpdate <= now) {
      this.state = pieUpdate(this.state, this.qdelay, this.params);
      this.updates++;
    }
  }

  /** RFC 8033 §4.1 random drop decision for an arrival that finds `queued` packets. */
  private dropEarly(queued: number): boolean {
    const s = this.state;
    if (s.burstAllowance > 0) return false;
    if (s.burstState === BurstState.NoBurst) this.state = { ...s, burstState: BurstState.Protecting, burstAllowance: this.params.maxBurst };
    const p = s.dropProb;
    this.decisionProbability = p;
    // Safeguards that keep PIE work-conserving.
    if (s.qdelayOld < 0.5 * this.params.target && p < 0.2) return false;
    if (queued <= 2) return false;
    if (this.params.derandomize) {
      if (p === 0) this.accuProb = 0;
      this.accuProb += p;
      if (this.accuProb < 0.85) return false;
      if (this.accuProb >= 8.5) return true;
    }
    return this.dropTest(p);
  }

  enqueue(p: Packet, now: number): boolean {
    this.catchUp(now);
    if (!this.buf.fits(p, this.limit)) {
      this.accuProb = 0;
      this.observer?.onDrop(p, now, OVERFLOW);
      return false;
    }
    if (this.dropEarly(this.buf.packets)) {
      const mark = this.params.ecn && this.state.dropProb < this.params.markEcnThreshold && p.ecn !== Ecn.NotEct;
      if (mark) {
        p.ecn = Ecn.Ce;
        this.observer?.onDrop(p, now, ECN_MARK);
      } else {
        this.accuProb = 0;
        this.observer?.onDrop(p, now, 'early');
        return false;
      }
    }
    this.buf.push(p);
    this.observer?.onEnqueue(p, now);
    return true;
  }

  dequeue(now: number): Packet | null {
    this.catchUp(now);
    const p = this.buf.shift();
    if (p === null) return null;
    this.qdelay = this.buf.bytes === 0 ? 0 : now - p.enqueuedAt;
    this.observer?.onDequeue(p, now);
    return p;
  }
}
