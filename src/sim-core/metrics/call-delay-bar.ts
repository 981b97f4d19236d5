/**
 * The one-way delay a call tolerates: ITU-T G.114's 150 ms, below which most conversations do not
 * notice the delay. One bar, defined here and nowhere else: the metric catalogue's
 * flow.oneWayLateShare counts the packets over it, and the bufferbloat lesson states it, checks the
 * call against it (steps 1–3 and 6, the challenge) and draws it on the queueing-delay plot. Issue 37:
 * the lesson held the call to 100 ms, judged step 1 and step 6 by 150 ms and drew a 70 ms line, three
 * bars a student could not tell apart.
 */
export const CALL_DELAY_BAR = {
  /** One way, sender to receiver (s). */
  seconds: 0.15,
  /** Where the figure comes from, as the lesson's sources name it. */
  source: 'ITU-T G.114',
} as const;

/** The bar in milliseconds, as the lessons and the labels say it. */
export const CALL_DELAY_BAR_MS = Math.round(CALL_DELAY_BAR.seconds * 1000);
