import type { TcpSender } from './sender';

/**
 * Congestion control: how cwnd grows on ACKs and where ssthresh goes after a congestion signal.
 * Reno-style AIMD and Vegas are modules; CUBIC and others plug in here as their own files.
 */
export interface CongestionControl {
  readonly name: string;
  /** An ACK of `ackedBytes` new data arrived outside loss recovery. */
  onAck(s: TcpSender, ackedBytes: number): void;
  /** ssthresh after a loss or ECN signal, given the bytes in flight at that moment. */
  ssthreshAfterLoss(s: TcpSender, inFlight: number): number;
  /** A valid RTT sample (Karn's rule applied). Delay-based algorithms use it. */
  onRttSample?(s: TcpSender, rtt: number): void;
  /**
   * A duplicate ACK below the fast-retransmit threshold, outside recovery: return true to start
   * fast retransmit now (Vegas's fine-grained timeout check).
   */
  retransmitEarly?(s: TcpSender): boolean;
  /** After every ACK of new data has been processed (Vegas checks for expired segments). */
  afterNewAck?(s: TcpSender): void;
  /** Fast retransmit has just happened (ns-2's Vegas restarts its timer, backed off, here). */
  afterFastRetransmit?(s: TcpSender): void;
  /**
   * A retransmission timeout has set cwnd to the loss window and ssthresh as usual; `windowBefore`
   * is the window (bytes) in force when it fired. ns-2's Vegas restarts from its own values.
   */
  afterTimeout?(s: TcpSender, windowBefore: number): void;
}
