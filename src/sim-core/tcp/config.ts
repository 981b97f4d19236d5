import { CC_SETTINGS_DEFAULTS, type CcSettingsConfig } from './registry';

/**
 * Every TCP knob the model has, with one documented meaning each (see docs/models.md): the
 * stack's, and each congestion control's own settings object under its key (`tcp.<key>`; the
 * module declares it, tcp/cc-settings.ts, and the registry lists it).
 */
export type TcpConfig = TcpStackConfig & CcSettingsConfig;

/** The TCP stack's knobs: every one but the congestion controls' own settings. */
export interface TcpStackConfig {
  /** Congestion-control module (tcp/registry.ts: window growth and reaction to loss signals). */
  cc: string;
  /**
   * Pace transmissions (docs/models.md "Pacing"): segments leave payload·8/rate apart, at the
   * congestion control's rate or, if it sets none, Linux's 200 % (slow start) / 120 % of
   * cwnd/srtt. BBR always paces.
   */
  pacing: boolean;
  /** Loss-recovery module (tcp/registry.ts): Tahoe (no fast recovery), RFC 5681 Reno, RFC 6582 NewReno, or RFC 6675 SACK-based. */
  recovery: string;
  /** Maximum segment size (payload bytes of a full segment). */
  mss: number;
  /** Initial congestion window in segments. */
  initialWindow: number;
  /** Initial ssthresh in bytes (Infinity = "arbitrarily high"). */
  initialSsthresh: number;
  /** Receiver's advertised window in bytes: the cap on the sender's window. */
  rcvWindow: number;
  /** Optional cap on cwnd, in segments. */
  maxCwnd: number | null;
  /**
   * Socket send buffer in bytes (null: unlimited), for a sender whose application keeps it full
   * (Linux's SO_SNDBUF without its doubling for bookkeeping): data stays in it until cumulatively
   * acknowledged, so the bytes between snd.una and the end of a new segment never exceed it.
   * SACKed data still occupies it. It limits the window in use like a cwnd clamp in bytes,
   * except that cwnd keeps its own rule (and is not cwnd-limited while the buffer holds it back).
   */
  sendBuffer: number | null;
  /**
   * Window growth per ACK that acknowledges new data:
   * 'per-ack' (ns-2/ns-3, Linux 2.4): slow start +1 MSS, avoidance +MSS²/cwnd per ACK;
   * 'abc' (RFC 3465, L = 2): growth by bytes acknowledged.
   */
  windowGrowth: 'per-ack' | 'abc';
  /** The ACK that ends fast recovery also grows cwnd from ssthresh (ns-3 does; RFC 5681 and Linux 2.4 leave cwnd = ssthresh). */
  growOnRecoveryExit: boolean;
  /**
   * RFC 6675 pipe: keep counting a retransmitted segment until the cumulative ACK covers it,
   * even after it has been SACKed (ns-3's TcpTxBuffer does; the RFC does not).
   */
  pipeCountsSackedRetransmissions: boolean;
  /**
   * SACK recovery: ssthresh from RFC 6675's pipe (ns-3, the default) or from FlightSize
   * (RFC 6675 §5 step 4.2 and RFC 5681; close to ns-2's Sack1, which halves its window). With
   * windows of a few segments the difference matters: pipe leaves out the SACKed segments.
   */
  sackSsthreshFromPipe: boolean;
  /**
   * SACK recovery's window: 'rfc6675' (cwnd = ssthresh at once, as ns-3) or 'linux-2.4' (rate
   * halving: one segment off every second ACK, capped at in-flight + 1; see linux-sack-recovery.ts).
   */
  sackWindow: 'rfc6675' | 'linux-2.4';
  /** Duplicate ACKs that trigger fast retransmit. */
  dupThresh: number;
  /** RFC 3042 limited transmit. */
  limitedTransmit: boolean;
  /** cwnd after a retransmission timeout (and after Tahoe's fast retransmit), in segments (1 per RFC 5681; seed 003's Tahoe uses 2). */
  lossWindow: number;
  /**
   * How the RTO follows the RTT: 'rfc6298' (RTO = max(minRto, SRTT + 4·RTTVAR)) or 'linux-2.4'
   * (SRTT plus the largest deviation of the last round trip, at least minRto; first RTO = 5·RTT).
   */
  rtoEstimator: 'rfc6298' | 'linux-2.4';
  /**
   * When the retransmission timer is (re)started:
   * 'rfc6298': on new data acknowledged, RTO from now; the back-off ends with the next valid sample.
   * 'linux-2.4' (tcp_input.c/tcp_output.c of 2.4): retransmitting the oldest outstanding segment
   * (a fast retransmit) restarts it, and outside a timeout's recovery every ACK of new data (in
   * fast recovery too) sets it to expire RTO + deviation after the oldest outstanding segment was
   * sent, not after now. (Linux also keeps the back-off until a timeout's data is all ACKed; with
   * Karn's rule on the oldest segment no sample can come sooner, so both rules agree here. With
   * timestamps Linux would sample every ACK; we do not model that.)
   */
  retransmitTimer: 'rfc6298' | 'linux-2.4';
  /** Lower bound on RTO (s); with 'linux-2.4', on its deviation term (Linux: 0.2 s). */
  minRto: number;
  /** RTO before the first RTT sample (s). */
  initialRto: number;
  /**
   * Linux without timestamps (tcp_init_metrics, 2.2–2.6): when the handshake's RTT would give an
   * RTO below `initialRto`, the sample is forgotten and the first data waits `initialRto`, because
   * a small SYN's RTT understates a data segment's.
   */
  discardShortHandshakeRtt: boolean;
  /** Upper bound on the backed-off RTO (s). */
  maxRto: number;
  /** Clock granularity G of RFC 6298 (s). */
  clockGranularity: number;
  /**
   * Open the connection with SYN, SYN-ACK, ACK (true). False: data leaves at the flow's start
   * with no set-up, as from ns-2's one-way Agent/TCP (the first RTO is then `initialRto`).
   */
  handshake: boolean;
  /** First SYN retransmission timeout (s); doubles with each retry. */
  synTimeout: number;
  /** SYN retries before the connection is abandoned. */
  synRetries: number;
  /** Receiver: delayed ACKs (RFC 1122). */
  delayedAck: boolean;
  /** Receiver: ACK the first data segment at once (Linux quick-ACK at start; ns-3 does the same). */
  quickAckFirst: boolean;
  /** Receiver: ACK at least every this many full segments. */
  delAckCount: number;
  /** Receiver: delayed-ACK timer (s), started at the first unacknowledged segment. */
  delAckTimeout: number;
  /**
   * Receiver ACK policy. 'count': ACK every `delAckCount` full segments or after `delAckTimeout`
   * (RFC 1122, ns-3). 'linux-2.4': Linux 2.2–2.4's receiver (tcp_input.c, tcp_output.c,
   * tcp_timer.c): quick-ACK mode (every segment ACKed at once) for the first segments, while the
   * advertised window is still growing (tcp_grow_window, about 20 segments), after a segment out
   * of order and after a silence longer than the RTO (up to 16 segments: tcp_incr_quickack);
   * otherwise an ACK at the second full segment or after an adaptive timeout `ato` (from 40 ms,
   * following the segments' inter-arrival time, doubled when the timer fires, at most 200 ms).
   * Ignores delAckCount, delAckTimeout and quickAckFirst.
   */
  ackPolicy: 'count' | 'linux-2.4';
  /** Receiver sends SACK blocks (RFC 2018); required by the 'sack' recovery. */
  sack: boolean;
  /** At most this many SACK blocks per ACK. */
  maxSackBlocks: number;
  /** ECN (RFC 3168): data is sent ECT, CE is echoed, the sender halves once per window. */
  ecn: boolean;
}

/**
 * Linux 2.4's sender and receiver rules where they differ from the RFCs, as one set (the seed-000
 * testbed's stack; docs/models.md): its RTO estimator with TCP_RTO_MIN 200 ms, its timer
 * restarts, rate-halving SACK recovery with no growth on the ACK that ends it (tcp_cong_avoid is
 * skipped while still in Recovery), and its receiver's ACK policy.
 */
export const LINUX_24_STACK = {
  rtoEstimator: 'linux-2.4',
  minRto: 0.2,
  retransmitTimer: 'linux-2.4',
  sackWindow: 'linux-2.4',
  ackPolicy: 'linux-2.4',
  growOnRecoveryExit: false,
} as const satisfies Partial<TcpStackConfig>;

export const TCP_DEFAULTS: TcpConfig = {
  cc: 'reno',
  ...CC_SETTINGS_DEFAULTS,
  pacing: false,
  recovery: 'newreno',
  mss: 1460,
  initialWindow: 2,
  initialSsthresh: Number.POSITIVE_INFINITY,
  rcvWindow: 2 * 1024 * 1024,
  maxCwnd: null,
  sendBuffer: null,
  windowGrowth: 'per-ack',
  growOnRecoveryExit: true,
  pipeCountsSackedRetransmissions: false,
  sackSsthreshFromPipe: true,
  sackWindow: 'rfc6675',
  dupThresh: 3,
  limitedTransmit: true,
  lossWindow: 1,
  rtoEstimator: 'rfc6298',
  retransmitTimer: 'rfc6298',
  minRto: 1,
  initialRto: 1,
  discardShortHandshakeRtt: false,
  maxRto: 60,
  clockGranularity: 0.001,
  handshake: true,
  synTimeout: 3,
  synRetries: 6,
  delayedAck: true,
  quickAckFirst: true,
  delAckCount: 2,
  delAckTimeout: 0.2,
  ackPolicy: 'count',
  sack: false,
  maxSackBlocks: 4,
  ecn: false,
};
