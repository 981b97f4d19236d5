/**
 * What happened to a flow's segment, as its trace records it (tcptrace style): the senders (tcp,
 * traffic) write these codes and the recorder (metrics/flow-trace.ts) stores them. Kept below
 * both so that a sender does not import its recorder.
 */
/** Kinds of time-sequence events, as stored in the `kind` column. */
export const SeqEvent = {
  Send: 0,
  Retransmit: 1,
  Ack: 2,
  /** This flow's packet dropped by a queue (column `link` says where). */
  Drop: 3,
  /** Lost on a link by a loss model. */
  LinkLoss: 4,
  /** CE-marked by a queue. */
  EcnMark: 5,
  /** UDP: packet received at the sink. */
  Receive: 6,
} as const;
