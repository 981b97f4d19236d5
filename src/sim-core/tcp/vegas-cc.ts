import type { CongestionControl, TcpCcState } from './congestion-control';
import { Ns2VegasWindow, ns2VegasLossWindow } from './vegas-ns2';
import { Ns3VegasWindow, ns3VegasSsthresh } from './vegas-ns3';
import type { SettingsProfile } from '../settings-profile';

/** Vegas knobs; where the sources disagree, docs/models.md says which default and why. */
export interface VegasConfig {
  /** Lower bound on the packets this flow keeps queued (Brakmo & Peterson: 1). */
  alpha: number;
  /** Upper bound on the packets this flow keeps queued (3). */
  beta: number;
  /** Slow start ends when diff exceeds γ packets (ns-2 default 1; absent from seed 002). */
  gamma: number;
  /**
   * 'per-rtt': compare Expected and Actual once per RTT with the RTT averaged over it, and move
   * cwnd by one packet (Brakmo & Peterson, ns-2). 'per-ack': compare on every ACK with the latest
   * sample (seed 002 read literally) and move cwnd by MSS²/cwnd, i.e. about one packet per RTT.
   * 'ns2': ns-2's tcp-vegas.cc, the code seed 002 ran (vegas-ns2.ts): per-RTT epochs, diff
   * from the packets in flight and sent, rounded to whole packets.
   * 'ns3': ns-3.48's TcpVegas (vegas-ns3.ts): srtt as the RTT input, diff in whole segments,
   * Vegas only in the Open state, its own loss answer; `rttMeasure` and `lossReaction` are not read.
   */
  update: VegasUpdate;
  /**
   * Reaction to a fast retransmit: cwnd × 3/4 (Brakmo & Peterson, seed 002 L313; with update
   * 'ns2' on ns-2's whole-packet window) or cwnd − 1 packet (Lai, L425).
   */
  lossReaction: 'three-quarters' | 'minus-one';
  /** Fine-grained retransmission checks on duplicate ACKs and the first two ACKs after a retransmission. */
  fineGrainedRetransmit: boolean;
  /**
   * The RTT a round's comparison uses (rules 'per-rtt' and 'ns2'; 'per-ack' takes each sample).
   * A receiver that delays ACKs holds the odd segment for its timer, so single samples can be
   * 200 ms long on an idle path; docs/models.md "Vegas: the RTT measure".
   * 'min-of-round': the smallest sample of the round (Linux's tcp_vegas) — one undelayed ACK
   * in the round is enough.
   * 'epoch-mean': the mean of the round's samples (ns-2's tcp-vegas.cc, seed 002; scenarios of
   * versions 1 and 2 run with it).
   * 'ns3': ns-3's TcpVegas: the round's minimum, but a round with two samples or fewer is not
   * judged and the window grows as Reno's for that ACK (rule 'per-rtt' only).
   */
  rttMeasure: VegasRttMeasure;
}

/** The Vegas models (VegasConfig.update): Brakmo–Peterson per RTT or per ACK, ns-2's, ns-3's. */
export const VEGAS_UPDATES = ['per-rtt', 'per-ack', 'ns2', 'ns3'] as const;
export type VegasUpdate = (typeof VEGAS_UPDATES)[number];

export const VEGAS_RTT_MEASURES = ['min-of-round', 'epoch-mean', 'ns3'] as const;
export type VegasRttMeasure = (typeof VEGAS_RTT_MEASURES)[number];

export const VEGAS_DEFAULTS: VegasConfig = {
  alpha: 1,
  beta: 3,
  gamma: 1,
  update: 'per-rtt',
  lossReaction: 'three-quarters',
  fineGrainedRetransmit: true,
  rttMeasure: 'min-of-round',
};

/** Vegas's profiles (settings-profile.ts): ns-3.48's TcpVegas (vegas-ns3.ts; shared/reference/ns3-behaviour/vegas.md). */
export const VEGAS_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'ns3',
    label: "ns-3.48's TcpVegas: srtt input, diff in whole segments, Vegas only in the Open state, ssthresh max(min(ssthresh, cwnd − MSS), 2 MSS) on loss",
    sources: ['src/internet/model/tcp-vegas.cc', 'src/internet/model/tcp-socket-base.cc'],
    settings: { update: 'ns3', fineGrainedRetransmit: false } satisfies Partial<VegasConfig>,
  },
];

/** ns-3 judges a round only with more than this many samples (at least one not delayed). */
const NS3_MIN_SAMPLES = 3;

/**
 * Vegas's estimate of its own backlog in packets: diff = (Expected − Actual)·BaseRTT with
 * Expected = cwnd/BaseRTT and Actual = cwnd/RTT, i.e. cwnd·(1 − BaseRTT/RTT) / MSS.
 */
export function vegasDiff(cwndBytes: number, mss: number, baseRtt: number, rtt: number): number {
  return ((cwndBytes / mss) * (rtt - baseRtt)) / rtt;
}

/** The per-RTT decision of congestion avoidance: +1, −1 or 0 packets. */
export function vegasStep(diff: number, alpha: number, beta: number): -1 | 0 | 1 {
  if (diff < alpha) return 1;
  if (diff > beta) return -1;
  return 0;
}

/**
 * TCP Vegas (Brakmo & Peterson 1994): delay-based congestion avoidance that keeps between α and
 * β of its packets queued, a slow start that doubles every other RTT and stops when diff > γ,
 * a gentler loss reaction, and fine-grained retransmission checks. Works with Reno recovery.
 */
export class VegasCongestionControl implements CongestionControl {
  readonly name = 'vegas';
  /** Smallest RTT seen on data (handshake samples are skipped: SYNs are shorter than data). */
  baseRtt = Number.POSITIVE_INFINITY;
  private lastRtt = Number.NaN;
  /** One "epoch" is the RTT in which the data sent up to `epochEnd` is acknowledged. */
  private epochEnd = -1;
  private rttSum = 0;
  private rttCount = 0;
  private rttMin = Number.POSITIVE_INFINITY;
  /** Slow start grows only in every other epoch, so each growth step can be measured. */
  private growThisEpoch = true;
  /** Time of the last loss-triggered decrease; losses of packets sent before it are not punished again. */
  private lastDecreaseAt = Number.NEGATIVE_INFINITY;
  /** ACKs of new data left to check for expired segments after a retransmission. */
  private checksLeft = 0;
  private readonly ns2: Ns2VegasWindow | null;
  private readonly ns3: Ns3VegasWindow | null;

  constructor(readonly cfg: VegasConfig = VEGAS_DEFAULTS) {
    this.ns2 = cfg.update === 'ns2' ? new Ns2VegasWindow(cfg, cfg.rttMeasure === 'epoch-mean' ? 'mean' : 'min') : null;
    this.ns3 = cfg.update === 'ns3' ? new Ns3VegasWindow(cfg) : null;
  }

  onNewData(s: TcpCcState): void {
    this.ns3?.onNewData(s);
  }

  onDuplicateAck(_s: TcpCcState): void {
    this.ns3?.disable();
  }

  onRttSample(s: TcpCcState, rtt: number): void {
    if (s.sndMax === 0 || this.ns3) return;
    if (this.ns2) {
      this.ns2.onRttSample(rtt);
      return;
    }
    if (rtt < this.baseRtt) this.baseRtt = rtt;
    this.lastRtt = rtt;
    this.rttSum += rtt;
    this.rttCount++;
    if (rtt < this.rttMin) this.rttMin = rtt;
  }

  onAck(s: TcpCcState, ackedBytes: number): void {
    const mss = s.cfg.mss;
    const slowStart = s.cwnd < s.ssthresh;
    if (this.ns2) {
      this.ns2.onAck(s);
      return;
    }
    if (this.ns3) {
      this.ns3.onAck(s, ackedBytes);
      return;
    }
    if (this.cfg.update === 'per-ack') {
      this.perAck(s, slowStart);
      return;
    }
    if (slowStart && this.growThisEpoch) s.cwnd += Math.min(ackedBytes, mss);
    if (this.epochEnd < 0) this.epochEnd = s.sndMax;
    if (s.sndUna < this.epochEnd) return;
    // End of an epoch: compare the rates with the round's RTT (cfg.rttMeasure).
    if (this.cfg.rttMeasure === 'ns3' && this.rttCount < NS3_MIN_SAMPLES) {
      // Too few samples to trust (one may be a delayed ACK): Reno's increase instead.
      if (!slowStart) s.cwnd += Math.max(1, Math.floor((mss * mss) / s.cwnd));
    } else if (this.rttCount > 0 && Number.isFinite(this.baseRtt)) {
      const rtt = this.cfg.rttMeasure === 'epoch-mean' ? this.rttSum / this.rttCount : this.rttMin;
      const diff = vegasDiff(s.cwnd, mss, this.baseRtt, rtt);
      if (slowStart) {
        if (diff > this.cfg.gamma) this.leaveSlowStart(s, rtt);
        else this.growThisEpoch = !this.growThisEpoch;
      } else {
        const step = vegasStep(diff, this.cfg.alpha, this.cfg.beta);
        const before = s.cwnd;
        this.adjust(s, step * mss);
        s.noteDecision?.(step, diff, this.cfg.alpha, this.cfg.beta, before);
      }
    }
    this.rttSum = 0;
    this.rttCount = 0;
    this.rttMin = Number.POSITIVE_INFINITY;
    this.epochEnd = s.sndMax;
  }

  private perAck(s: TcpCcState, slowStart: boolean): void {
    const mss = s.cfg.mss;
    if (!Number.isFinite(this.lastRtt) || !Number.isFinite(this.baseRtt)) return;
    const diff = vegasDiff(s.cwnd, mss, this.baseRtt, this.lastRtt);
    if (slowStart) {
      // Doubling every other RTT is half of Reno's per-ACK growth on average.
      if (diff > this.cfg.gamma) this.leaveSlowStart(s, this.lastRtt);
      else if ((this.growThisEpoch = !this.growThisEpoch)) s.cwnd += mss;
      return;
    }
    const step = vegasStep(diff, this.cfg.alpha, this.cfg.beta);
    const before = s.cwnd;
    this.adjust(s, step * Math.max(1, Math.floor((mss * mss) / s.cwnd)));
    s.noteDecision?.(step, diff, this.cfg.alpha, this.cfg.beta, before);
  }

  /** Linear increase/decrease; ssthresh follows cwnd down so a decrease never re-enters slow start. */
  private adjust(s: TcpCcState, delta: number): void {
    if (delta === 0) return;
    s.cwnd = Math.max(2 * s.cfg.mss, s.cwnd + delta);
    if (s.cwnd < s.ssthresh) s.ssthresh = s.cwnd;
  }

  /**
   * diff > γ: the last doubling built a queue. Take an eighth off the window (ns-2, after
   * Brakmo & Peterson) and continue in congestion avoidance.
   */
  private leaveSlowStart(s: TcpCcState, _rtt: number): void {
    const mss = s.cfg.mss;
    s.cwnd = Math.max(2 * mss, s.cwnd - Math.floor(s.cwnd / 8));
    s.ssthresh = s.cwnd;
    this.growThisEpoch = true;
  }

  ssthreshAfterLoss(s: TcpCcState, _inFlight: number): number {
    const mss = s.cfg.mss;
    if (this.ns3) {
      // ns-3 answers every loss signal alike and leaves Open (NewReno until it is back).
      this.ns3.disable();
      return ns3VegasSsthresh(s.cwnd, s.ssthresh, mss);
    }
    this.checksLeft = 2;
    const first = s.segIndex(s.sndUna);
    // A packet sent before the last decrease was lost in the window that decrease answered.
    if (s.board.transmissions(first) > 0 && s.board.lastTransmit(first) < this.lastDecreaseAt) return Math.max(2 * mss, s.cwnd);
    this.lastDecreaseAt = s.now;
    if (this.cfg.lossReaction === 'minus-one') return Math.max(2 * mss, s.cwnd - mss);
    if (this.ns2) return ns2VegasLossWindow(Math.min(s.cwnd, s.cfg.rcvWindow) / mss, s.board.transmissions(first) > 1) * mss;
    return Math.max(2 * mss, Math.floor((s.cwnd * 3) / 4));
  }

  /** ns-2's Vegas restarts the retransmission timer, backed off, at a fast retransmit. */
  afterFastRetransmit(s: TcpCcState): void {
    if (this.ns2) s.restartRetransmitTimer(true);
  }

  /** ns-2's Vegas after a timeout: ssthresh half the window (at least 2), cwnd 2 packets. */
  afterTimeout(s: TcpCcState, windowBefore: number): void {
    this.ns3?.afterTimeout(s);
    if (!this.ns2) return;
    const mss = s.cfg.mss;
    s.ssthresh = Math.max(2, Math.floor(windowBefore / mss / 2)) * mss;
    s.cwnd = 2 * mss;
  }

  /** Fine-grained timeout: the RFC 6298 estimate without the coarse minimum. */
  private expired(s: TcpCcState): boolean {
    if (!s.rtt.hasSample || s.sndMax <= s.sndUna) return false;
    const fineRto = s.rtt.srtt + Math.max(s.cfg.clockGranularity, 4 * s.rtt.rttvar);
    return s.now - s.board.lastTransmit(s.segIndex(s.sndUna)) > fineRto;
  }

  retransmitEarly(s: TcpCcState): boolean {
    return this.cfg.fineGrainedRetransmit && this.expired(s);
  }

  afterNewAck(s: TcpCcState): void {
    if (this.checksLeft === 0 || !this.cfg.fineGrainedRetransmit) return;
    this.checksLeft--;
    if (this.expired(s)) s.retransmitFirstUnacked();
  }
}
