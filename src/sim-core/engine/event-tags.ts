/** Tags of event kinds, mixed into the trace hash so that reordered work changes the hash. */
export const Tag = {
  LinkTxDone: 1,
  LinkArrive: 2,
  FlowStart: 3,
  RetransmitTimer: 4,
  DelayedAck: 5,
  SynTimer: 6,
  CbrSend: 7,
  Stop: 8,
  HostJitter: 9,
  LinkWake: 10,
  WebArrival: 11,
  DelayBox: 12,
  WebRequest: 13,
  PacingTimer: 14,
} as const;
