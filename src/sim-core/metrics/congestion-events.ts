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
  /**
   * Fast recovery ends (`detail` 0: an ACK covered the recovery point; 1: a retransmission
   * timeout ended it). With the FastRetransmit before it, it bounds the shaded recovery period.
   */
  RecoveryEnd: 2,
  /** An ACK advanced but not past the recovery point (`detail`: partial ACKs so far in this recovery). */
  PartialAck: 3,
  /** Retransmission timeout (`detail`: the backed-off RTO in seconds now armed). */
  Timeout: 4,
  /** SYN sent again after its timer expired (`detail`: attempt number). */
  SynRetransmit: 5,
  /** ECN-Echo answered with a window reduction. */
  EcnEcho: 6,
  /**
   * Vegas's once-per-RTT decision changed (`detail`: +1 increase, 0 hold, −1 decrease cwnd):
   * `measure` is diff = (Expected − Actual)·BaseRTT in packets, compared with [`low`, `high`] =
   * [α, β]. Only changes are recorded (a decision that repeats every RTT would flood the plot).
   */
  VegasDecision: 7,
} as const;

/** Names in code order (legends, CLI, tests). */
export const CONGESTION_EVENT_NAMES = ['slow-start exit', 'fast retransmit', 'recovery end', 'partial ACK', 'RTO timeout', 'SYN retransmit', 'ECN echo', 'Vegas decision'] as const;

/** Kinds caused by a lost (or, for ECN echoes, marked) packet: the trace links them to it. */
export const CAUSED_BY_LOSS: ReadonlySet<number> = new Set([CongestionEvent.FastRetransmit, CongestionEvent.PartialAck, CongestionEvent.Timeout, CongestionEvent.SynRetransmit]);

/**
 * Columns: time, kind, sequence number (bytes) concerned, cwnd before and after the sender's
 * reaction, ssthresh after, a kind-specific `detail` (see CongestionEvent), the sender's MSS;
 * the packet drop (or ECN mark) that caused it — its time `causeT` and the link `causeLink`
 * where it happened, NaN when none was seen (flow-trace.ts links them; the animated view finds
 * the drop in that link's packet events); and a kind-specific measurement with the band it was
 * compared with (`measure`, `low`, `high`: Vegas's diff, α, β; NaN otherwise).
 */
export const CONGESTION_COLUMNS = ['t', 'kind', 'seq', 'cwndBefore', 'cwnd', 'ssthresh', 'detail', 'mss', 'causeT', 'causeLink', 'measure', 'low', 'high'] as const;
export type CongestionColumn = (typeof CONGESTION_COLUMNS)[number];

/** Events one flow may record (13 float64 each, about 10 MB at the cap); rare in practice. */
export const MAX_CONGESTION_EVENTS_PER_FLOW = 100_000;
