/**
 * When an edit's run starts. Edits made while a slider is dragged (one per pointer move) are
 * coalesced so that the worker finishes runs a person can look at, instead of starting one per
 * move and cancelling it at the next:
 * - while a slider's thumb is held, an edit made while a run is in progress waits; the newest
 *   scenario runs when that run finishes, when the thumb is let go (the run controller does both),
 *   or MAX_WAIT_MS after the first waiting edit (a heavy scenario still shows something during a
 *   long drag);
 * - other edits in quick succession (less than QUIET_MS apart: a held arrow key) wait the same
 *   way, but only until no edit came for QUIET_MS;
 * - any other edit starts its run at once, cancelling a run in progress.
 * A light scenario (a run in milliseconds) thus runs every step of a drag; the dumbbells show a
 * complete run a few times a second while dragging, and the last value's run as soon as the
 * thumb is let go (npm run bench:ui).
 */
export const QUIET_MS = 50;
export const MAX_WAIT_MS = 600;

export interface EditMoment {
  now: number;
  /** When the previous edit was made (−Infinity: none). */
  lastEditAt: number;
  /** When the first edit still waiting was made (null: none waits). */
  waitingSince: number | null;
  /** A slider's thumb is held. */
  held: boolean;
  /** The newest run has not finished. */
  runInProgress: boolean;
}

export type EditDecision = { start: 'now' } | { start: 'later'; within: number; waitingSince: number };

export function coalesceEdit(m: EditMoment): EditDecision {
  const burst = m.now - m.lastEditAt < QUIET_MS;
  if (!m.runInProgress || (!burst && !m.held)) return { start: 'now' };
  const since = m.waitingSince ?? m.now;
  const limit = Math.max(0, since + MAX_WAIT_MS - m.now);
  return { start: 'later', within: m.held ? limit : Math.min(QUIET_MS, limit), waitingSince: since };
}
