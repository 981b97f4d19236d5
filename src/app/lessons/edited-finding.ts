import { tryLineExpects } from '../../lessons/schema';

/**
 * What a lesson check on the student's edited run says. The run was edited from the step's "Try:"
 * line (its button is there), and the Try line sets out to flip the step's claim
 * (tryLineExpects): so the ✓/✗ says whether the edit did what the Try line expects, and the next
 * words say whether the claim holds on the edited run and how the step's set-up compares.
 * A neutral "On your edited run: …" left a student unsure whether failing "needs > 150 ms" was the
 * intended outcome (bloat trial 08:20, confusion 6); a ✗ for the claim, followed by "…which is what
 * the Try line sets out to show", still read as failure at first glance (bloat-1130 step 29).
 */

export interface EditedOutcome {
  /** ✓: the edit flipped the claim, as the Try line expects; ✗: it did not (yet). */
  mark: '✓' | '✗';
  /** "As the Try line expects: your change flips the step's claim" / "Not what the Try line expects yet: …". */
  head: string;
  /** Whether the claim holds on the edited run ("The claim does not hold on your edited run"). */
  claim: string;
  /** How the step's set-up compares ("as the step set it up, it held"). */
  setUp: string;
  /** The edit flipped the step's outcome. */
  flipped: boolean;
}

/**
 * `pass`: the check on the edited run; `setUp`: the step's outcome as set up (the lesson's
 * `expect`, which the lesson tests hold to the run).
 */
export function editedOutcome(pass: boolean, setUp: 'pass' | 'fail'): EditedOutcome {
  const flipped = (pass ? 'pass' : 'fail') === tryLineExpects(setUp);
  const held = setUp === 'pass';
  return {
    mark: flipped ? '✓' : '✗',
    head: flipped ? 'As the Try line expects: your change flips the step’s claim' : 'Not what the Try line expects yet: your change does not flip the step’s claim',
    claim: `The claim ${flipped ? '' : 'still '}${pass ? 'holds' : 'does not hold'} on your edited run`,
    setUp: flipped ? `as the step set it up, it ${held ? 'held' : 'did not hold'}` : `as it ${held ? 'did' : 'did not'} on the step’s set-up`,
    flipped,
  };
}
