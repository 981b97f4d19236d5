import type { TcpCcState } from './congestion-control';

/** The Vegas thresholds ns-3's rule reads (a subset of VegasConfig), in whole segments. */
export interface Ns3VegasThresholds {
  alpha: number;
  beta: number;
  gamma: number;
}

/**
 * ns-3's diff and target in whole segments (tcp-vegas.cc): W = ⌊cwnd/MSS⌋,
 * target = ⌊W·baseRTT/minRTT⌋, diff = W − target. With α = 1, diff < α only when
 * minRTT equals baseRTT exactly.
 */
export function ns3VegasDiff(cwndBytes: number, mss: number, baseRtt: number, minRtt: number): { w: number; target: number; diff: number } {
  const w = Math.floor(cwndBytes / mss);
  const target = Math.floor(w * (baseRtt / minRtt));
  return { w, target, diff: w - target };
}

/** ns-3's TcpVegas::GetSsThresh: max(min(ssthresh, cwnd − MSS), 2·MSS), not a halving. */
export function ns3VegasSsthresh(cwnd: number, ssthresh: number, mss: number): number {
  return Math.max(Math.min(ssthresh, Math.max(0, cwnd - mss)), 2 * mss);
}

/**
 * The window rule of ns-3.48's TcpVegas (src/internet/model/tcp-vegas.cc over TcpNewReno), as
 * shared/reference/ns3-behaviour/vegas.md describes it:
 * - its RTT input is the smoothed RTT (srtt) on every ACK of new data, so the handshake's
 *   sample, which seeds srtt, is in it from the start; baseRTT and the cycle's minRTT are minima
 *   of srtt, cntRTT counts those ACKs;
 * - a cycle ends when an ACK reaches the SND.NXT recorded at its start; with cntRTT ≤ 2 the
 *   NewReno increase applies, else diff in whole segments (ns3VegasDiff) decides;
 * - slow start ends with cwnd = min(W, target + 1) segments; avoidance moves W by one segment;
 *   every cycle end keeps ssthresh ≥ ¾·cwnd;
 * - Vegas runs only in the Open state: after duplicate ACKs, in recovery and after a timeout
 *   until the data outstanding then is acknowledged the flow follows NewReno, and the return to
 *   Open restarts the cycle (baseRTT is kept).
 */
export class Ns3VegasWindow {
  baseRtt = Number.POSITIVE_INFINITY;
  minRtt = Number.POSITIVE_INFINITY;
  cntRtt = 0;
  /** SND.NXT when the cycle began (ns-3's m_begSndNxt; 0 at start, so the first ACK ends a cycle). */
  private begSndNxt = 0;
  /** ns-3's m_doingVegasNow: false outside the Open state. */
  private doingVegas = true;
  /** After a timeout, the Loss state lasts until the data outstanding then is acknowledged. */
  private lossEnd = -1;
  /** Bytes acknowledged that did not make a whole segment yet (ns-3's m_bytesAckedNotProcessed). */
  private bytesNotCounted = 0;

  constructor(private readonly th: Ns3VegasThresholds) {}

  /** PktsAcked: every ACK of new data, in every state, gives Vegas the current srtt. */
  onNewData(s: TcpCcState): void {
    if (!s.rtt.hasSample || !(s.rtt.srtt > 0)) return;
    const rtt = s.rtt.srtt;
    if (rtt < this.minRtt) this.minRtt = rtt;
    if (rtt < this.baseRtt) this.baseRtt = rtt;
    this.cntRtt++;
  }

  /** Leaving Open: a duplicate ACK (Disorder), fast retransmit (Recovery) or a timeout (Loss). */
  disable(): void {
    this.doingVegas = false;
  }

  afterTimeout(s: TcpCcState): void {
    this.doingVegas = false;
    this.lossEnd = s.sndMax;
  }

  /** An ACK of `ackedBytes` new data outside recovery (ns-3's IncreaseWindow). */
  onAck(s: TcpCcState, ackedBytes: number): void {
    const segments = this.segmentsAcked(s, ackedBytes);
    if (!this.doingVegas) {
      if (s.sndUna < this.lossEnd) {
        this.newRenoIncrease(s, segments);
        return;
      }
      // Back in Open: EnableVegas restarts the cycle from the current SND.NXT.
      this.doingVegas = true;
      this.begSndNxt = s.sndNxt;
      this.cntRtt = 0;
      this.minRtt = Number.POSITIVE_INFINITY;
    }
    const mss = s.cfg.mss;
    if (s.sndUna < this.begSndNxt) {
      if (s.cwnd < s.ssthresh) this.slowStart(s, segments);
      return;
    }
    this.begSndNxt = s.sndNxt;
    if (this.cntRtt <= 2) {
      // Too few samples to be sure one of them was not a delayed ACK's: NewReno for this ACK.
      this.newRenoIncrease(s, segments);
    } else {
      const { w, target, diff } = ns3VegasDiff(s.cwnd, mss, this.baseRtt, this.minRtt);
      if (diff > this.th.gamma && s.cwnd < s.ssthresh) {
        s.cwnd = Math.min(w, target + 1) * mss;
        s.ssthresh = ns3VegasSsthresh(s.cwnd, s.ssthresh, mss);
      } else if (s.cwnd < s.ssthresh) {
        this.slowStart(s, segments);
      } else {
        const before = s.cwnd;
        const step = diff > this.th.beta ? -1 : diff < this.th.alpha ? 1 : 0;
        if (step !== 0) s.cwnd = (w + step) * mss;
        if (step < 0) s.ssthresh = ns3VegasSsthresh(s.cwnd, s.ssthresh, mss);
        s.noteDecision?.(step, diff, this.th.alpha, this.th.beta, before);
      }
      s.ssthresh = Math.max(s.ssthresh, Math.floor((3 * s.cwnd) / 4));
    }
    this.cntRtt = 0;
    this.minRtt = Number.POSITIVE_INFINITY;
  }

  /** ns-3 counts whole segments acknowledged and carries the remainder to the next ACK. */
  private segmentsAcked(s: TcpCcState, ackedBytes: number): number {
    const total = this.bytesNotCounted + ackedBytes;
    const segments = Math.floor(total / s.cfg.mss);
    this.bytesNotCounted = total - segments * s.cfg.mss;
    return segments;
  }

  /** TcpNewReno::SlowStart: one MSS for an ACK of at least one segment; returns the rest. */
  private slowStart(s: TcpCcState, segments: number): number {
    if (segments < 1) return 0;
    s.cwnd += s.cfg.mss;
    return segments - 1;
  }

  /** TcpNewReno::IncreaseWindow: slow start, then avoidance (max(1, MSS²/cwnd)) with what is left. */
  private newRenoIncrease(s: TcpCcState, segments: number): void {
    let left = segments;
    if (s.cwnd < s.ssthresh) left = this.slowStart(s, left);
    if (s.cwnd >= s.ssthresh && left > 0) s.cwnd += Math.max(1, Math.floor((s.cfg.mss * s.cfg.mss) / s.cwnd));
  }
}
