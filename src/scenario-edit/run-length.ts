import { LIMITS, type Scenario } from '../sim-core';

/**
 * The scenario's run length (`duration`, simulated seconds), as the editor's "Run length" field
 * sets it. A bufferbloat student could not run the voice lesson's scenario longer than its 30 s
 * to see the 1000-packet FIFO refill, "I found no duration field" (bloat trial 04:30, confusion 2
 * and section 4).
 */

/** The field's name, in the editor and wherever an edit of it is listed ("Run length 30 → 120 s"). */
export const RUN_LENGTH_LABEL = 'Run length';

/** The field's bounds (s): the core's limit on simulated time; what a run may cost is the validator's budget. */
export const RUN_LENGTH_BOUNDS = { min: 1, max: LIMITS.maxDuration } as const;

/**
 * Set the run length to `seconds`. A measurement window that ended at the old end of the run
 * follows it to the new one (it meant "to the end"); one without an end already does. A window
 * that would start at or after the new end is left as it is, so the validator refuses the edit
 * with its message ("the measurement window starts at or after the end of the run").
 */
export function setRunLength(d: Scenario, seconds: number): void {
  const old = d.duration;
  d.duration = seconds;
  for (const w of d.measure ?? []) if (w.to !== undefined && w.to === old) w.to = seconds;
}

/**
 * Whether an error message is about the run length (shown under its field): the run length
 * itself, a measurement window it no longer contains, or the cost check's refusal of a run that
 * would simulate more packets than the budget allows (cost-estimate.ts: "… Shorten the duration …").
 */
export function isRunLengthError(error: string): boolean {
  return /^(duration|measure)\b/.test(error) || error.startsWith('(scenario): this scenario would simulate');
}
