import type { Ecn } from '../net/packet';
import type { TcpConfig } from './config';

/**
 * What a congestion control sees of its connection (after Linux's tcp_sock fields that
 * tcp_congestion_ops use, and ns-3's TcpSocketState): the window it owns, the sequence state,
 * the RTT estimate and the segments' send history, plus the two send operations Vegas needs.
 * The sender implements it; a congestion control never reaches further into the sender.
 */
export interface TcpCcState {
  /** Congestion window and slow-start threshold, bytes: the congestion control's to change. */
  cwnd: number;
  ssthresh: number;
  readonly cfg: Readonly<TcpConfig>;
  /** Simulated time, s. */
  readonly now: number;
  readonly sndUna: number;
  readonly sndNxt: number;
  readonly sndMax: number;
  readonly rtt: { readonly hasSample: boolean; readonly srtt: number; readonly rttvar: number };
  /** Segment index of a sequence number, and each segment's send history. */
  segIndex(seq: number): number;
  readonly board: { transmissions(i: number): number; lastTransmit(i: number): number };
  /** Bytes in flight: RFC 6675's pipe with SACK, FlightSize otherwise. */
  inFlight(): number;
  /** In fast recovery. */
  readonly inRecovery: boolean;
  /**
   * The last transmission attempt was stopped by cwnd (Linux's tcp_is_cwnd_limited): growth
   * is pointless when the application, the receiver window or pacing limited the sender.
   */
  readonly cwndLimited: boolean;
  /**
   * Pacing rate, bit/s, the congestion control's to set (docs/models.md "Pacing"): when the flow
   * is paced, successive segments leave payload·8/pacingRate apart. Unpaced flows ignore it.
   */
  pacingRate: number;
  /** Send operation: retransmit the oldest unacknowledged segment now. */
  retransmitFirstUnacked(): void;
  /** Send operation: restart the retransmission timer (backed off or not). */
  restartRetransmitTimer(backOff: boolean): void;
  /**
   * Recording only (never changes the run): the congestion control's once-per-RTT window
   * decision, +1 grow / 0 hold / −1 shrink, from `measure` compared with [`low`, `high`]
   * (Vegas: diff against α, β), taken when cwnd was `cwndBefore`.
   */
  noteDecision?(step: -1 | 0 | 1, measure: number, low: number, high: number, cwndBefore: number): void;
}

/**
 * What one ACK told the sender (Linux's rate_sample, tcp_rate.c): the data it newly delivered
 * (cumulatively ACKed or SACKed) and, from the send-time snapshot of the most recently sent
 * segment among those, the delivery rate over that segment's flight.
 */
export interface AckSample {
  /** Bytes newly delivered by this ACK. */
  newlyDelivered: number;
  /** Total bytes delivered so far, and the total when the sampled segment was sent. */
  delivered: number;
  priorDelivered: number;
  /** Delivery rate, bit/s; −1 when this ACK gave no valid sample. */
  deliveryRate: number;
  /** The interval (s) the rate is measured over: the longer of the send and ACK phases. */
  interval: number;
  /** The sampled segment's RTT (s), −1 if it was retransmitted (Karn) or none. */
  rtt: number;
  /** The sampled segment left while the application had nothing more to send. */
  appLimited: boolean;
  /** Bytes in flight before this ACK. */
  priorInFlight: number;
  /** Bytes newly deemed lost by this ACK (SACK scoreboard). */
  newlyLost: number;
}

/**
 * Congestion control: how cwnd grows on ACKs and where ssthresh goes after a congestion signal,
 * on a narrow TcpCcState. Reno-style AIMD and Vegas are modules (registered in tcp/registry.ts);
 * CUBIC and others plug in here as their own files.
 */
export interface CongestionControl {
  readonly name: string;
  /** An ACK of `ackedBytes` new data arrived outside loss recovery. */
  onAck(s: TcpCcState, ackedBytes: number): void;
  /** ssthresh after a loss or ECN signal (`cause`, 'loss' unless an ECN-Echo), given the bytes in flight at that moment. */
  ssthreshAfterLoss(s: TcpCcState, inFlight: number, cause?: 'loss' | 'ecn'): number;
  /** With ECN: the codepoint data is sent with (default ECT(0), RFC 3168; DCTCP may send ECT(1)). */
  readonly ecnCodepoint?: Ecn;
  /** With ECN: retransmissions are ECN-capable too (DCTCP; RFC 3168 §6.1.5 says not). */
  readonly ectOnRetransmit?: boolean;
  /**
   * With ECN, every ACK that moves snd.una, and every ACK that repeats it while data is
   * outstanding (`duplicate`), before the window grows (onAck) and before the sender answers its ECE: the bytes it newly
   * acknowledges cumulatively and whether it carried ECE (DCTCP's marked-fraction estimate).
   */
  onEcnFeedback?(s: TcpCcState, ackedBytes: number, ece: boolean, duplicate: boolean): void;
  /**
   * Every ACK (duplicates too), after the sender has processed it and before it sends. Its
   * delivery-rate fields are filled only for congestion controls that set `wantsRateSamples`
   * (the sender then keeps per-segment rate state and measures in-flight before each ACK).
   */
  onAckSample?(s: TcpCcState, rs: AckSample): void;
  readonly wantsRateSamples?: boolean;
  /** How its rate samples snapshot the delivered total (rate-sampler.ts; default 'send', Linux). */
  readonly deliveredSnapshot?: 'send' | 'before-last-ack';
  /** Always paced (BBR): the sender paces whatever the flow's `pacing` setting. */
  readonly pacesItself?: boolean;
  /**
   * The congestion control's own state variables for the plots: written into `into` in the order
   * of its registry entry's `telemetry` keys (one array reused for every sample: no object per ACK).
   */
  telemetry?(into: Float64Array): void;
  /**
   * Every ACK of new data, in every state, after the RTT estimate has taken its sample and
   * before the window changes (ns-3's PktsAcked: ns-3's Vegas reads srtt here).
   */
  onNewData?(s: TcpCcState): void;
  /** A duplicate ACK outside recovery (ns-3's Disorder state). */
  onDuplicateAck?(s: TcpCcState): void;
  /** A valid RTT sample (Karn's rule applied). Delay-based algorithms use it. */
  onRttSample?(s: TcpCcState, rtt: number): void;
  /**
   * A duplicate ACK below the fast-retransmit threshold, outside recovery: return true to start
   * fast retransmit now (Vegas's fine-grained timeout check).
   */
  retransmitEarly?(s: TcpCcState): boolean;
  /** After every ACK of new data has been processed (Vegas checks for expired segments). */
  afterNewAck?(s: TcpCcState): void;
  /** Fast retransmit has just happened (ns-2's Vegas restarts its timer, backed off, here). */
  afterFastRetransmit?(s: TcpCcState): void;
  /**
   * A retransmission timeout has set cwnd to the loss window and ssthresh as usual; `windowBefore`
   * is the window (bytes) in force when it fired. ns-2's Vegas restarts from its own values.
   */
  afterTimeout?(s: TcpCcState, windowBefore: number): void;
}
