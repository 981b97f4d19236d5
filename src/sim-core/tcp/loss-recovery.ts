import type { TcpSender } from './sender';

/**
 * Loss recovery after duplicate ACKs: fast retransmit and what the sender does until the lost
 * data is repaired. Implementations: Reno (RFC 5681), NewReno (RFC 6582), SACK (RFC 6675).
 */
export interface LossRecovery {
  readonly name: string;
  /** Keeps SACK scoreboard state and uses it to pick retransmissions. */
  readonly usesSack: boolean;
  /**
   * Uses the `recover` guard (RFC 6582): no new fast retransmit until the cumulative ACK passes
   * the highest sequence sent when the last recovery or timeout began.
   */
  readonly recoverGuard: boolean;
  /** Enter recovery: set ssthresh and cwnd, retransmit the first lost segment. */
  enter(s: TcpSender): void;
  /** A duplicate ACK arrived during recovery. */
  onDupAck(s: TcpSender): void;
  /** An ACK of new data arrived during recovery; returns true when recovery is over. */
  onNewAck(s: TcpSender, ackedBytes: number): boolean;
  /** Send whatever recovery allows now. */
  send(s: TcpSender): void;
}
