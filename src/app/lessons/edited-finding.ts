import { tryLineExpects } from '../../lessons/schema';
import { conditionsWords, type Condition } from '../../lessons/check-words';

/**
 * What a lesson check on the student's edited run says. The run was edited from the step's "Try:"
 * line (its button is there), and the Try line sets out to flip the step's claim
 * (tryLineExpects): so the ✓/✗ says whether the edit did what the Try line expects, and the next
 * words say whether the claim holds on the edited run and how the step's set-up compares.
 * A neutral "On your edited run: …" left a student unsure whether failing "needs > 150 ms" was the
 * intended outcome (bloat trial 08:20, confusion 6); a ✗ for the claim, followed by "…which is what
 * the Try line sets out to show", still read as failure at first glance (bloat-1130 step 29); and
 * "✓ As the Try line expects: your change flips the step's claim. The claim does not hold…", a tick
 * of success over a failing claim, read as a double negative (bloat trial 17:40, step 27). So the
 * first words say what happened (the change flips the claim, or not yet), the icon is a flip's ⇄,
 * not a ✓, and the next sentence says whether the claim holds on the edited run.
 * "⇄ Your change flips the claim, as the Try line expected. On your edited run it does not hold"
 * still read as a double negative over a success (bloat-2235 confusion 10): an expected flip now
 * opens with "It worked", and the claim it turned over is said as "the claim no longer holds", its
 * bound as what the claim needs, not what the run needs. "It worked: your change flips the
 * claim" then needed a re-read, a success said as the claim failing (bloat trial 11:45, confusion
 * 7): the head now says the change did what the Try line asked, and the next sentence which way
 * the claim went.
 */

/** A flip's icon: the claim's outcome turned over, neither a success's ✓ nor a failure's ✗. */
export const FLIPPED_MARK = '⇄';

export interface EditedOutcome {
  /** ⇄: the edit flipped the claim, as the Try line expects (not a ✓: the claim may now fail); ✗: it did not (yet). */
  mark: typeof FLIPPED_MARK | '✗';
  /** "It worked: your change did what the Try line asked" / "Not yet: your change has not done what the Try line asks". */
  head: string;
  /** Whether the claim holds on the edited run ("On your edited run it does not hold"). */
  claim: string;
  /** How the step's set-up compares ("as the step set it up, it held"). */
  setUp: string;
  /** The edit flipped the step's outcome. */
  flipped: boolean;
  /** The claim holds on the edited run. */
  holds: boolean;
}

/**
 * `pass`: the check on the edited run; `setUp`: the step's outcome as set up (the lesson's
 * `expect`, which the lesson tests hold to the run).
 */
export function editedOutcome(pass: boolean, setUp: 'pass' | 'fail'): EditedOutcome {
  const flipped = (pass ? 'pass' : 'fail') === tryLineExpects(setUp);
  const held = setUp === 'pass';
  return {
    mark: flipped ? FLIPPED_MARK : '✗',
    head: flipped ? 'It worked: your change did what the Try line asked' : 'Not yet: your change has not done what the Try line asks',
    claim: flipped ? (pass ? 'On your edited run the claim holds' : 'On your edited run the claim no longer holds') : `On your edited run it still ${pass ? 'holds' : 'does not hold'}`,
    setUp: flipped ? `as the step set it up, the claim ${held ? 'held' : 'did not hold'}` : `as it ${held ? 'did' : 'did not'} on the step’s set-up`,
    flipped,
    holds: pass,
  };
}

/**
 * The sentence after the head, under the "Try:" line's button: whether the claim holds on the
 * edited run, with each condition's own figure and bound (check-words.ts), and how the set-up
 * compares: "On your edited run the claim no longer holds: Flow 5 (voice) one-way delay 183.8 ms, where
 * the claim needs < 100 ms (> 40 ms is met); as the step set it up, the claim held". It quoted the
 * first bound whatever failed, "…183.8 ms, needs > 40 ms" (bloat-2045 C6).
 */
export function editedClaimLine(edited: EditedOutcome, conditions: readonly Condition[]): string {
  // A claim turned over, as asked: its bound is what the claim needs, not a shortfall of the run.
  const words = conditionsWords(conditions, edited.flipped && !edited.holds ? 'where the claim needs' : 'needs');
  return `${edited.claim}${words ? `: ${words}` : ''}; ${edited.setUp}`;
}
