/**
 * TCP congestion events as the sender decides them, stored in the flow trace so the plots can
 * annotate them without re-deriving anything from the cwnd or sequence series.
 */

/** Kinds, as stored in the `kind` column. */
export const CongestionEvent = {
  /** cwnd reached ssthresh (by growth or because a loss lowered ssthresh): congestion avoidance. */
  SlowStartExit: 0,
  /** `detail` duplicate ACKs (or SACK loss detection) → fast retransmit of `seq`; recovery starts. */
  FastRetransmit: 1,
  /** An ACK covered the recovery point: recovery ends. */
  RecoveryEnd: 2,
  /** An ACK advanced but not past the recovery point (`detail`: partial ACKs so far in this recovery). */
  PartialAck: 3,
  /** Retransmission timeout (`detail`: the backed-off RTO in seconds now armed). */
  Timeout: 4,
  /** SYN sent again after its timer expired (`detail`: attempt number). */
  SynRetransmit: 5,
  /** ECN-Echo answered with a window reduction. */
  EcnEcho: 6,
} as const;

/** Names in code order (legends, CLI, tests). */
export const CONGESTION_EVENT_NAMES = ['slow-start exit', 'fast retransmit', 'recovery end', 'partial ACK', 'RTO timeout', 'SYN retransmit', 'ECN echo'] as const;

/**
 * Columns: time, kind, sequence number (bytes) concerned, cwnd before and after the sender's
 * reaction, ssthresh after, a kind-specific `detail` (see CongestionEvent), the sender's MSS.
 */
export const CONGESTION_COLUMNS = ['t', 'kind', 'seq', 'cwndBefore', 'cwnd', 'ssthresh', 'detail', 'mss'] as const;
export type CongestionColumn = (typeof CONGESTION_COLUMNS)[number];

/** Events one flow may record (8 float64 each, about 6.4 MB at the cap); rare in practice. */
export const MAX_CONGESTION_EVENTS_PER_FLOW = 100_000;
