/**
 * The kinds of TCP congestion event the sender decides (the recorder, metrics/congestion-events.ts,
 * stores them for the plots' annotations). Here, with the sender, so that it does not import its recorder.
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

/**
 * One kind of congestion event, described once: the kinds every sender records are listed in
 * metrics/congestion-events.ts; a congestion control's own decisions are declared in its
 * registry entry (CongestionControlInfo.events), so no generic file names it.
 */
export interface CongestionEventInfo {
  /** Its code (a CongestionEvent value, as stored in the `kind` column). */
  kind: number;
  /** Short name (legends, the CLI, the event list, data attributes). */
  name: string;
  /** Legend label when longer than the name (what its markers show). */
  legend?: string;
  /** `detail` is a step (+1 grow, 0 hold, −1 shrink): its marker shows which way. */
  step?: boolean;
  /** The event's own words, from its recorded detail and measurement (the generic text adds the window). */
  explain?(e: { detail: number; measure: number; low: number; high: number }): string;
}
