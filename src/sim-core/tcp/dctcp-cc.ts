import { Ecn } from '../net/packet';
import type { CongestionControl, TcpCcState } from './congestion-control';
import { linuxAndNs3Profiles, type SettingsProfile } from '../settings-profile';

/**
 * DCTCP's knobs (RFC 8257; docs/models.md "DCTCP"). Defaults are Linux's tcp_dctcp.c;
 * `DCTCP_NS3` is ns-3.48's TcpDctcp where it departs (shared/reference/ns3-r10/README.md §4).
 */
export interface DctcpConfig {
  /** g, the gain of the α estimate (RFC 8257 §3.3: 1/16). */
  g: number;
  /** α before its first update (Linux dctcp_alpha_on_init 1024/1024, ns-3 DctcpAlphaOnInit 1). */
  alphaInit: number;
  /** The ECN codepoint every packet is sent with: ECT(0) (classic DCTCP) or ECT(1) (L4S identifier, RFC 9331). */
  ect: 'ect0' | 'ect1';
  /** ssthresh after a reduction is never below this many segments (Linux 2; ns-3 0: no floor). */
  minSsthreshSegments: number;
  /** ssthresh in whole segments (Linux) or in bytes, truncated (ns-3: cwnd then need not be a multiple of the MSS). */
  granularity: 'segments' | 'bytes';
  /**
   * How α counts acknowledged data: 'delivered' the bytes each ACK newly acknowledges (Linux's
   * delivered counts); 'segments-acked' ns-3's segmentsAcked × MSS, where an ACK that SACKs new
   * data without moving the cumulative ACK counts as one segment.
   */
  alphaInput: 'delivered' | 'segments-acked';
  /** Congestion avoidance grows only while cwnd limits the sender (Linux tcp_is_cwnd_limited); ns-3 grows regardless. */
  growOnlyWhenCwndLimited: boolean;
  /**
   * The receiver's ECE (RFC 8257 §3.2; dctcp-echo.ts): 'linux' an extra ACK with the old state
   * for the data before the segment that changed the CE state, then that segment ACKed at once;
   * 'ns3' ns-3's order (the extra ACK for the start of the previous segment, the segment itself
   * by the normal delayed-ACK rule, and its sticky "ACK pending" flag).
   */
  receiverEcho: 'linux' | 'ns3';
  /** ssthresh after a loss: 'halve' (RFC 8257 §3.5, Linux) or the same (1 − α/2) as after marks (ns-3). */
  lossResponse: 'halve' | 'alpha';
}

export const DCTCP_DEFAULTS: DctcpConfig = {
  g: 1 / 16,
  alphaInit: 1,
  ect: 'ect0',
  minSsthreshSegments: 2,
  granularity: 'segments',
  alphaInput: 'delivered',
  growOnlyWhenCwndLimited: true,
  receiverEcho: 'linux',
  lossResponse: 'halve',
};

/** ns-3.48's TcpDctcp (with TcpLinuxReno growth) where it departs from Linux. */
export const DCTCP_NS3: DctcpConfig = {
  ...DCTCP_DEFAULTS,
  minSsthreshSegments: 0,
  granularity: 'bytes',
  alphaInput: 'segments-acked',
  growOnlyWhenCwndLimited: false,
  receiverEcho: 'ns3',
  lossResponse: 'alpha',
};

/** DCTCP's profiles (settings-profile.ts): ns-3.48's departures from Linux, and Linux's values of the same keys. */
export const DCTCP_PROFILES: readonly SettingsProfile[] = linuxAndNs3Profiles(
  DCTCP_DEFAULTS,
  DCTCP_NS3,
  { label: "Linux's tcp_dctcp (the defaults, stated)", sources: ['net/ipv4/tcp_dctcp.c', 'net/ipv4/tcp_dctcp.h'] },
  {
    label: "ns-3.48's TcpDctcp: ssthresh in bytes with no 2-segment floor, α from segmentsAcked × MSS, growth when not cwnd-limited, its receiver's ECE order, (1 − α/2) after a loss",
    sources: ['src/internet/model/tcp-dctcp.cc', 'src/internet/model/tcp-linux-reno.cc', 'src/internet/model/tcp-socket-base.cc'],
  },
);

/** The IP codepoint of a DCTCP configuration. */
export function dctcpCodepoint(cfg: Pick<DctcpConfig, 'ect'>): Ecn {
  return cfg.ect === 'ect1' ? Ecn.Ect1 : Ecn.Ect0;
}

/**
 * DCTCP (RFC 8257): the sender estimates α, the fraction of its data that was CE-marked, once
 * per window of data with gain g, and answers marks with cwnd × (1 − α/2) at most once per
 * window (the sender's ECN guard, sender.ts). Growth is Reno's, computed as Linux's
 * tcp_reno_cong_avoid and ns-3's TcpLinuxReno do (+1 MSS per cwnd's worth of ACKed segments),
 * and the window does not grow while a reduction is in progress (Linux's and ns-3's CWR state).
 */
export class DctcpCongestionControl implements CongestionControl {
  readonly name = 'dctcp';
  readonly ecnCodepoint: Ecn;
  /** DCTCP makes every data packet ECN-capable, retransmissions included (as Linux and ns-3 do). */
  readonly ectOnRetransmit = true;
  /** The estimate of the marked fraction, 0..1. */
  alpha: number;
  /** Bytes acknowledged, and acknowledged by ACKs carrying ECE, since the last α update. */
  private bytesTotal = 0;
  private bytesEce = 0;
  /** α is updated when the cumulative ACK reaches this (SND.NXT at the previous update; −1 before the first ACK). */
  private windowEnd = -1;
  /** The window does not grow until the cumulative ACK passes this (SND.NXT at the last ECN reduction). */
  private cwrEnd = -1;
  /** The ACK being processed carried ECE (onEcnFeedback comes before onAck). */
  private ackEce = false;
  /** ns-3's ECE_RCVD state and the last ACK that set it (alphaInput 'segments-acked'). */
  private eceState = false;
  private lastEceAck = -1;
  /** ACKed segments towards the next +1 MSS in congestion avoidance (Linux snd_cwnd_cnt). */
  private cwndCount = 0;

  constructor(private readonly cfg: DctcpConfig) {
    this.alpha = cfg.alphaInit;
    this.ecnCodepoint = dctcpCodepoint(cfg);
  }

  onAck(s: TcpCcState, ackedBytes: number): void {
    // No growth in CWR (a reduction in progress) nor on an ACK whose ECE starts one: Linux and
    // ns-3 both answer the ECE before they would grow the window.
    if (s.sndUna <= this.cwrEnd || this.ackEce) return;
    const mss = s.cfg.mss;
    const segs = Math.max(1, Math.round(ackedBytes / mss));
    if (s.cwnd < s.ssthresh) {
      // Slow start by segments acknowledged, up to ssthresh (TcpLinuxReno::SlowStart, tcp_slow_start).
      const w = Math.floor(s.cwnd / mss);
      s.cwnd = Math.min(w + segs, Math.floor(s.ssthresh / mss)) * mss;
      return;
    }
    if (this.cfg.growOnlyWhenCwndLimited && !s.cwndLimited) return;
    const w = Math.max(1, Math.floor(s.cwnd / mss));
    if (this.cwndCount >= w) {
      this.cwndCount = 0;
      s.cwnd += mss;
    }
    this.cwndCount += segs;
    if (this.cwndCount >= w) {
      const delta = Math.floor(this.cwndCount / w);
      this.cwndCount -= delta * w;
      s.cwnd += delta * mss;
    }
  }

  /**
   * Every ACK: count its data towards F, and once the cumulative ACK has covered the window
   * sent at the previous update, α ← (1 − g)·α + g·F (RFC 8257 §3.3).
   */
  onEcnFeedback(s: TcpCcState, ackedBytes: number, ece: boolean, duplicate: boolean): void {
    let counted = ackedBytes;
    let marked = ece;
    if (this.cfg.alphaInput === 'segments-acked') {
      // ns-3: a repeated ACK counts as one segment; its ECN state is set by ECE on an ACK above
      // the last ECE-carrying one and cleared by an ACK without ECE.
      counted = duplicate ? s.cfg.mss : Math.round(ackedBytes / s.cfg.mss) * s.cfg.mss;
      if (!ece) this.eceState = false;
      else if (s.sndUna > this.lastEceAck) {
        this.eceState = true;
        this.lastEceAck = s.sndUna;
      }
      marked = this.eceState;
    }
    this.ackEce = marked;
    this.bytesTotal += counted;
    if (marked) this.bytesEce += counted;
    if (this.windowEnd < 0) this.windowEnd = s.sndNxt;
    if (s.sndUna < this.windowEnd) return;
    const f = this.bytesTotal > 0 ? this.bytesEce / this.bytesTotal : 0;
    this.alpha = (1 - this.cfg.g) * this.alpha + this.cfg.g * f;
    this.bytesTotal = 0;
    this.bytesEce = 0;
    this.windowEnd = s.sndNxt;
  }

  ssthreshAfterLoss(s: TcpCcState, _inFlight: number, cause: 'loss' | 'ecn' = 'loss'): number {
    if (cause === 'ecn') this.cwrEnd = s.sndMax;
    this.cwndCount = 0;
    const mss = s.cfg.mss;
    const floor = this.cfg.minSsthreshSegments * mss;
    if (cause === 'loss' && this.cfg.lossResponse === 'halve') return Math.max(2 * mss, Math.floor(s.cwnd / 2));
    if (this.cfg.granularity === 'bytes') return Math.max(floor, Math.floor((1 - this.alpha / 2) * s.cwnd));
    const w = Math.floor(s.cwnd / mss);
    return Math.max(floor, (w - Math.floor((w * this.alpha) / 2)) * mss);
  }

  /** Registry key alpha. */
  telemetry(into: Float64Array): void {
    into[0] = this.alpha;
  }
}
