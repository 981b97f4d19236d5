import type { AckSample, CongestionControl, TcpCcState } from './congestion-control';
import { departures, restrict, type SettingsProfile } from '../settings-profile';
import { cubicK, renoFriendlyAckCount, wMaxAfterLoss } from './cubic-window';
import { HYSTART_LINUX, HyStart, type HyStartConfig } from './hystart';

/** CUBIC's knobs (docs/models.md "CUBIC"); defaults are RFC 9438 / Linux, `CUBIC_NS3` is ns-3.48's TcpCubic. */
export interface CubicConfig {
  /** C, segments/s³ (RFC 9438: 0.4). */
  c: number;
  /** β, the multiplicative decrease (0.7). */
  beta: number;
  fastConvergence: boolean;
  /** The Reno-friendly region (RFC 9438 §4.3; Linux's tcp_friendliness). */
  renoFriendly: boolean;
  hystart: HyStartConfig;
  /**
   * The delay CUBIC sees: 'sample' each valid RTT measurement (Linux, RFC 9438), 'srtt' the
   * smoothed RTT on every ACK, duplicates included (ns-3.48).
   */
  rttInput: 'sample' | 'srtt';
  /**
   * Delay inputs arriving this soon (s) after a congestion-avoidance epoch starts are ignored
   * (Linux: 1 s, so a recovery's queue does not raise delay_min's peers; ns-3: CubicDelta 10 ms).
   */
  ignoreDelayAfterEpoch: number;
  /** A timeout forgets W_max too (Linux's bictcp_reset); ns-3.48 keeps it. */
  resetWMaxOnTimeout: boolean;
  /** Before the first loss, at most this many ACKed segments per 1-segment step (Linux, ns-3: 20). */
  cntClamp: number;
}

export const CUBIC_DEFAULTS: CubicConfig = {
  c: 0.4,
  beta: 0.7,
  fastConvergence: true,
  renoFriendly: true,
  hystart: HYSTART_LINUX,
  rttInput: 'sample',
  ignoreDelayAfterEpoch: 1,
  resetWMaxOnTimeout: true,
  cntClamp: 20,
};

/** ns-3.48's TcpCubic where it departs from Linux (shared/reference/ns3-modern/README.md §3.2). */
export const CUBIC_NS3: CubicConfig = {
  ...CUBIC_DEFAULTS,
  hystart: { ...HYSTART_LINUX, delayThreshold: 'ns3', ackTrainLength: 'ns3' },
  rttInput: 'srtt',
  ignoreDelayAfterEpoch: 0.01,
  resetWMaxOnTimeout: false,
};

const CUBIC_NS3_DEPARTURES = departures(CUBIC_DEFAULTS as unknown as Record<string, unknown>, CUBIC_NS3 as unknown as Record<string, unknown>);

/** CUBIC's profiles (settings-profile.ts): ns-3.48's departures from Linux, and Linux's values of the same keys. */
export const CUBIC_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'linux',
    label: "Linux's tcp_cubic (the defaults, stated)",
    sources: ['net/ipv4/tcp_cubic.c'],
    settings: restrict(CUBIC_DEFAULTS as unknown as Record<string, unknown>, CUBIC_NS3_DEPARTURES),
  },
  {
    name: 'ns3',
    label: "ns-3.48's TcpCubic: HyStart thresholds, srtt as the delay input, CubicDelta 10 ms, W_max kept over a timeout",
    sources: ['src/internet/model/tcp-cubic.cc'],
    settings: CUBIC_NS3_DEPARTURES,
  },
];

/**
 * CUBIC (RFC 9438), computed as Linux's tcp_cubic does in whole segments: slow start by
 * segments acknowledged with HyStart, then per ACK the number of ACKed segments `cnt` that buys
 * one more segment, from the cubic target W(t + minRTT) and, if higher, the Reno-friendly
 * estimate. No growth when the flow was not limited by cwnd.
 */
export class CubicCongestionControl implements CongestionControl {
  readonly name = 'cubic';
  /** Telemetry: W_max (segments) and the current epoch's start (s); NaN until known. */
  wMax = 0;
  epochStart = Number.NaN;
  private originPoint = 0;
  private k = 0;
  private delayMin = Number.POSITIVE_INFINITY;
  private ackCnt = 0;
  private tcpCwnd = 0;
  private cnt = 0;
  private cwndCnt = 0;
  private readonly hystart: HyStart;

  constructor(private readonly cfg: CubicConfig) {
    this.hystart = new HyStart(cfg.hystart);
  }

  onAck(s: TcpCcState, ackedBytes: number): void {
    if (!s.cwndLimited) return;
    const mss = s.cfg.mss;
    let acked = Math.max(1, Math.round(ackedBytes / mss));
    if (s.cwnd < s.ssthresh) {
      if (this.cfg.hystart.enabled) this.hystart.onSlowStartAck(s.now, s.sndUna, s.sndNxt);
      // Slow start by segments acknowledged, up to ssthresh; the rest goes to avoidance.
      const room = Math.max(0, Math.ceil((s.ssthresh - s.cwnd) / mss));
      const used = Math.min(acked, room);
      s.cwnd = Math.min(s.cwnd + used * mss, Math.max(s.ssthresh, s.cwnd));
      acked -= used;
      if (acked === 0) return;
    }
    const w = Math.floor(s.cwnd / mss);
    this.update(s, w, acked);
    // Linux's tcp_cong_avoid_ai: a count that piled up while cnt was large (the plateau) buys
    // one segment, not a burst.
    if (this.cwndCnt >= this.cnt) {
      this.cwndCnt = 0;
      s.cwnd += mss;
    }
    this.cwndCnt += acked;
    if (this.cwndCnt >= this.cnt) {
      const delta = Math.floor(this.cwndCnt / this.cnt);
      this.cwndCnt -= delta * this.cnt;
      s.cwnd += delta * mss;
    }
  }

  /** Linux's bictcp_update: the ACK count `cnt` per extra segment. */
  private update(s: TcpCcState, w: number, acked: number): void {
    const c = this.cfg;
    this.ackCnt += acked;
    if (Number.isNaN(this.epochStart)) {
      this.epochStart = s.now;
      this.ackCnt = acked;
      this.tcpCwnd = w;
      if (this.wMax <= w) {
        this.k = 0;
        this.originPoint = w;
      } else {
        this.k = cubicK(this.wMax, w, c.c);
        this.originPoint = this.wMax;
      }
    }
    const minRtt = Number.isFinite(this.delayMin) ? this.delayMin : 0;
    const t = s.now + minRtt - this.epochStart;
    const offs = Math.abs(t - this.k);
    const delta = Math.floor(c.c * offs * offs * offs);
    const target = t < this.k ? this.originPoint - delta : this.originPoint + delta;
    this.cnt = target > w ? Math.max(1, Math.floor(w / (target - w))) : 100 * w;
    if (this.wMax === 0 && this.cnt > c.cntClamp) this.cnt = c.cntClamp;
    if (c.renoFriendly) {
      const perSegment = renoFriendlyAckCount(w, c.beta);
      while (this.ackCnt > perSegment) {
        this.ackCnt -= perSegment;
        this.tcpCwnd++;
      }
      if (this.tcpCwnd > w) this.cnt = Math.min(this.cnt, Math.max(1, Math.floor(w / (this.tcpCwnd - w))));
    }
    this.cnt = Math.max(this.cnt, 2);
  }

  ssthreshAfterLoss(s: TcpCcState, _inFlight: number): number {
    const w = Math.floor(s.cwnd / s.cfg.mss);
    this.epochStart = Number.NaN;
    this.wMax = wMaxAfterLoss(w, this.wMax, this.cfg.beta, this.cfg.fastConvergence);
    this.wMax = Math.floor(this.wMax);
    return Math.max(Math.floor(w * this.cfg.beta), 2) * s.cfg.mss;
  }

  /** RFC 9438 §4.8 / Linux's TCP_CA_Loss: a timeout starts CUBIC and HyStart afresh. */
  afterTimeout(_s: TcpCcState): void {
    if (this.cfg.resetWMaxOnTimeout) this.wMax = 0;
    this.epochStart = Number.NaN;
    this.originPoint = 0;
    this.k = 0;
    this.delayMin = Number.POSITIVE_INFINITY;
    this.ackCnt = 0;
    this.tcpCwnd = 0;
    this.hystart.reset();
  }

  onRttSample(s: TcpCcState, rtt: number): void {
    if (this.cfg.rttInput === 'sample') this.onDelay(s, rtt);
    // The handshake's sample seeds the minimum in 'srtt' mode too (srtt = that sample).
    else if (!Number.isFinite(this.delayMin)) this.delayMin = s.rtt.srtt;
  }

  onAckSample(s: TcpCcState, _rs: AckSample): void {
    if (this.cfg.rttInput === 'srtt' && s.rtt.hasSample) this.onDelay(s, s.rtt.srtt);
  }

  /** Linux's bictcp_acked: the minimum delay, then HyStart while in slow start. */
  private onDelay(s: TcpCcState, delay: number): void {
    if (!Number.isNaN(this.epochStart) && s.now - this.epochStart < this.cfg.ignoreDelayAfterEpoch) return;
    if (delay < this.delayMin) this.delayMin = delay;
    const h = this.cfg.hystart;
    if (h.enabled && !this.hystart.found && s.cwnd < s.ssthresh && s.cwnd >= h.lowWindow * s.cfg.mss) {
      if (this.hystart.onSample(s.now, delay, this.delayMin)) s.ssthresh = s.cwnd;
    }
  }

  /** Registry keys wMax, epochStart. */
  telemetry(into: Float64Array): void {
    into[0] = this.wMax;
    into[1] = this.epochStart;
  }
}
