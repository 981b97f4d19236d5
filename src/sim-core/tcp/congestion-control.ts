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
  /** Send operation: retransmit the oldest unacknowledged segment now. */
  retransmitFirstUnacked(): void;
  /** Send operation: restart the retransmission timer (backed off or not). */
  restartRetransmitTimer(backOff: boolean): void;
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
  /** ssthresh after a loss or ECN signal, given the bytes in flight at that moment. */
  ssthreshAfterLoss(s: TcpCcState, inFlight: number): number;
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
