import type { TcpSender } from './sender';

/**
 * Congestion control: how cwnd grows on ACKs and where ssthresh goes after a congestion signal.
 * Reno-style AIMD is the first module; Vegas, CUBIC and others plug in here as their own files.
 */
export interface CongestionControl {
  readonly name: string;
  /** An ACK of `ackedBytes` new data arrived outside loss recovery. */
  onAck(s: TcpSender, ackedBytes: number): void;
  /** ssthresh after a loss or ECN signal, given the bytes in flight at that moment. */
  ssthreshAfterLoss(s: TcpSender, inFlight: number): number;
  /** A valid RTT sample (Karn's rule applied). Delay-based algorithms use it. */
  onRttSample?(s: TcpSender, rtt: number): void;
}
