import type { TcpCcState } from './congestion-control';

/** The Vegas thresholds the ns-2 rule reads (a subset of VegasConfig). */
export interface Ns2VegasThresholds {
  alpha: number;
  beta: number;
  gamma: number;
}

/**
 * ns-2's diff, in whole packets: Expected counts the packets outstanding after this ACK plus the
 * one it acknowledges, Actual the packets sent during the epoch over the epoch's mean RTT, and
 * the difference times BaseRTT is rounded half up (C's int(x + 0.5), truncating towards zero).
 */
export function ns2VegasDelta(outstandingPkts: number, epochPkts: number, baseRtt: number, rtt: number): number {
  const expected = outstandingPkts / baseRtt;
  const actual = epochPkts / rtt;
  return Math.trunc((expected - actual) * baseRtt + 0.5);
}

/**
 * The window rule of ns-2's Agent/TCP/Vegas (tcp/tcp-vegas.cc; identical in its revisions of
 * 2000 and 2005, so also in ns-2.27 of 2004, which seed 002 ran). Differences from the Brakmo–Peterson
 * reading in vegas-cc.ts, each of which moves where flows settle (docs/models.md):
 * - an epoch ends when the first packet sent in it is acknowledged; the ACK's own RTT sample
 *   counts towards the next epoch;
 * - diff is `ns2VegasDelta`, an integer, so the band [α, β] becomes [α − ½, β + ½);
 * - above β cwnd drops by one packet at once; below α it grows by 1/cwnd per ACK over the next
 *   epoch, and only while the window is in use (at most two packets unused);
 * - slow start grows one packet per ACK in every other epoch and checks γ only after the epoch
 *   without growth; leaving it takes cwnd × 7/8 (not rounded) and sets ssthresh to 2 packets;
 * - BaseRTT also takes the epoch's mean RTT when only one packet was in flight.
 */
export class Ns2VegasWindow {
  baseRtt = Number.POSITIVE_INFINITY;
  /** Sequence number that opened the epoch: the epoch ends when the segment starting here is acknowledged. */
  private begSeq = 0;
  private begTime = Number.NaN;
  private rttSum = 0;
  private rttCount = 0;
  private rttMin = Number.POSITIVE_INFINITY;
  /** The latest sample, held back until its ACK has been through the epoch check (ns-2's order). */
  private pending = Number.NaN;
  /** Toggled every epoch in slow start: growth only in every other epoch. */
  private incFlag = true;
  /** Packets added to cwnd per ACK until the next epoch (1 in slow start, 1/cwnd in avoidance). */
  private incr = 0;

  constructor(
    private readonly th: Ns2VegasThresholds,
    /** The epoch's RTT: ns-2's mean of its samples, or their minimum (VegasConfig.rttMeasure). */
    private readonly measure: 'mean' | 'min' = 'mean',
  ) {}

  onRttSample(rtt: number): void {
    this.foldPending();
    // The first sample seeds BaseRTT before the first epoch check (ns-2's firstrecv_).
    if (!Number.isFinite(this.baseRtt)) this.baseRtt = rtt;
    this.pending = rtt;
  }

  onAck(s: TcpCcState): void {
    const mss = s.cfg.mss;
    // ns-2's t_seqno_ − last_ack_: packets outstanding plus the one just acknowledged.
    const outstanding = () => (s.sndNxt - s.sndUna) / mss + 1;
    if (s.sndUna > this.begSeq) this.endEpoch(s, outstanding());
    if (this.incr === 1 && s.cwnd >= s.ssthresh) this.incr = 0;
    // Grow only while the window is being used.
    if (this.incr > 0 && s.cwnd / mss - outstanding() <= 2) s.cwnd += this.incr * mss;
    this.foldPending();
  }

  private endEpoch(s: TcpCcState, outstandingPkts: number): void {
    const mss = s.cfg.mss;
    const measured = this.measure === 'mean' ? this.rttSum / this.rttCount : this.rttMin;
    const rtt = this.rttCount > 0 ? measured : Number.isFinite(this.begTime) ? s.now - this.begTime : this.pending;
    this.rttSum = 0;
    this.rttCount = 0;
    this.rttMin = Number.POSITIVE_INFINITY;
    const epochPkts = (s.sndNxt - this.begSeq) / mss;
    if (rtt > 0) {
      if (rtt < this.baseRtt || epochPkts <= 1) this.baseRtt = rtt;
      const delta = ns2VegasDelta(outstandingPkts, epochPkts, this.baseRtt, rtt);
      const before = s.cwnd;
      if (s.cwnd < s.ssthresh) this.slowStart(s, delta);
      else if (delta > this.th.beta) {
        s.cwnd = Math.max(2 * mss, s.cwnd - mss);
        this.incr = 0;
        s.noteDecision?.(-1, delta, this.th.alpha, this.th.beta, before);
      } else {
        this.incr = delta < this.th.alpha ? mss / s.cwnd : 0;
        s.noteDecision?.(delta < this.th.alpha ? 1 : 0, delta, this.th.alpha, this.th.beta, before);
      }
    }
    this.begSeq = s.sndNxt;
    this.begTime = s.now;
  }

  private slowStart(s: TcpCcState, delta: number): void {
    const mss = s.cfg.mss;
    this.incFlag = !this.incFlag;
    if (!this.incFlag) {
      this.incr = 0;
    } else if (delta > this.th.gamma) {
      // The last doubling built a queue: back off an eighth and stay in avoidance for good.
      s.ssthresh = 2 * mss;
      s.cwnd = Math.max(2 * mss, s.cwnd - s.cwnd / 8);
      this.incr = 0;
    } else {
      this.incr = 1;
    }
  }

  private foldPending(): void {
    if (Number.isNaN(this.pending)) return;
    const rtt = this.pending;
    this.pending = Number.NaN;
    this.rttSum += rtt;
    this.rttCount++;
    if (rtt < this.rttMin) this.rttMin = rtt;
    if (rtt < this.baseRtt) this.baseRtt = rtt;
  }
}

/**
 * ns-2's window after a fast retransmit, in whole packets of the (integer) window: 2 for a
 * window of 3 or less, half if the lost packet had been retransmitted already, else win − ⌊win/4⌋.
 */
export function ns2VegasLossWindow(winPkts: number, retransmitted: boolean): number {
  const win = Math.floor(winPkts);
  if (win <= 3) return 2;
  if (retransmitted) return win >> 1;
  return win - (win >> 2);
}
