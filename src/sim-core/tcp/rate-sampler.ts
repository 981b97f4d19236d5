import type { AckSample } from './congestion-control';

/** What the rate sampler needs of its sender: segment geometry and each segment's last send. */
interface SampledSender {
  readonly sndUna: number;
  readonly sndMax: number;
  readonly dataEnd: number;
  readonly now: number;
  segIndex(seq: number): number;
  segStart(i: number): number;
  segEnd(i: number): number;
  readonly board: { transmissions(i: number): number; lastTransmit(i: number): number };
}

/**
 * Delivery-rate estimation after Linux's tcp_rate.c (and the BBR draft's "Delivery Rate
 * Estimation"): every segment remembers, when it is sent, how much had been delivered and when,
 * and when the current send burst began. When an ACK delivers (cumulatively or by SACK) segments,
 * the most recently sent of them gives the sample: data delivered since it left, over the longer
 * of its send phase and its ACK phase (so ACK compression cannot inflate the rate).
 */
export class RateSampler {
  /**
   * `snapshot` 'send' (Linux): a segment remembers the delivered total when it leaves.
   * 'before-last-ack' (what ns-3.48's samples show): the total before the last delivering ACK
   * was counted, while the time is that ACK's, so each sample holds one ACK's data too many
   * (about +2 % at 48 ACKs per round trip; docs/validation.md "R8").
   */
  constructor(private readonly snapshot: 'send' | 'before-last-ack' = 'send') {}

  /** Bytes delivered so far, and when the last delivery happened. */
  delivered = 0;
  private deliveredTime = 0;
  /** The delivered total before the last delivering ACK was counted. */
  private deliveredBeforeLastAck = 0;
  /** Send time of the segment that started the current flight. */
  private firstTx = 0;
  private atSendDelivered = new Float64Array(64);
  private atSendTime = new Float64Array(64);
  private atSendFirstTx = new Float64Array(64);
  /** Bit 1: delivered; bit 2: sent while application-limited. */
  private flags = new Uint8Array(64);

  private ensure(i: number): void {
    if (i < this.flags.length) return;
    let n = this.flags.length;
    while (n <= i) n *= 2;
    const grow = <T extends Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.atSendDelivered = grow(this.atSendDelivered, (k) => new Float64Array(k));
    this.atSendTime = grow(this.atSendTime, (k) => new Float64Array(k));
    this.atSendFirstTx = grow(this.atSendFirstTx, (k) => new Float64Array(k));
    this.flags = grow(this.flags, (k) => new Uint8Array(k));
  }

  /** A sample with no rate information (for congestion controls that do not ask for rates). */
  static none(): AckSample {
    return { newlyDelivered: 0, delivered: 0, priorDelivered: 0, deliveryRate: -1, interval: -1, rtt: -1, appLimited: false, priorInFlight: 0, newlyLost: 0 };
  }

  /** Segment i is being sent now (tcp_rate_skb_sent). */
  onTransmit(s: SampledSender, i: number, now: number): void {
    this.ensure(i);
    if (s.sndMax <= s.sndUna) {
      // Nothing in flight: a new flight starts, and idle time does not count as sending time.
      this.firstTx = now;
      this.deliveredTime = now;
    }
    this.atSendDelivered[i] = this.snapshot === 'before-last-ack' ? this.deliveredBeforeLastAck : this.delivered;
    this.atSendTime[i] = this.deliveredTime;
    this.atSendFirstTx[i] = this.firstTx;
    // The application had nothing more to send after this segment.
    this.flags[i] = s.segEnd(i) >= s.dataEnd ? 2 : 0;
  }

  /** An ACK arrived (before the sender moves sndUna): the sample it gives. */
  onAck(s: SampledSender, ack: number, sack: number[] | null): AckSample {
    let newly = 0;
    let best = -1;
    let bestTx = Number.NEGATIVE_INFINITY;
    const take = (i: number) => {
      if (i >= this.flags.length || this.flags[i] & 1) return;
      this.flags[i] |= 1;
      newly += s.segEnd(i) - s.segStart(i);
      const tx = s.board.lastTransmit(i);
      if (tx >= bestTx) {
        bestTx = tx;
        best = i;
      }
    };
    if (ack > s.sndUna) for (let i = s.segIndex(s.sndUna); s.segEnd(i) <= ack && s.segStart(i) < ack; i++) take(i);
    if (sack !== null)
      for (let b = 0; b < sack.length; b += 2) {
        const lo = Math.max(sack[b], ack);
        for (let i = s.segIndex(lo); s.segStart(i) < sack[b + 1] && s.segEnd(i) <= sack[b + 1]; i++) if (s.segStart(i) >= lo) take(i);
      }
    const rs: AckSample = { ...RateSampler.none(), newlyDelivered: newly, delivered: this.delivered, priorDelivered: this.delivered };
    if (best < 0) return rs;
    const now = s.now;
    this.deliveredBeforeLastAck = this.delivered;
    this.delivered += newly;
    this.deliveredTime = now;
    rs.delivered = this.delivered;
    rs.priorDelivered = this.atSendDelivered[best];
    rs.appLimited = (this.flags[best] & 2) !== 0;
    const sendElapsed = bestTx - this.atSendFirstTx[best];
    const ackElapsed = now - this.atSendTime[best];
    this.firstTx = bestTx;
    rs.interval = Math.max(sendElapsed, ackElapsed);
    if (rs.interval > 0) rs.deliveryRate = ((rs.delivered - rs.priorDelivered) * 8) / rs.interval;
    if (s.board.transmissions(best) === 1) rs.rtt = now - bestTx;
    return rs;
  }
}
