/**
 * What a lesson check on the student's edited run says: whether the step's claim holds on it, with
 * ✓ or ✗ and in words, as the step's own check does, and how that compares with the step's set-up.
 * A neutral "On your edited run: Flow 5 (voice) one-way delay 46.7 ms…" left a student unsure
 * whether failing "needs > 150 ms" was the intended outcome (bloat trial 08:20, confusion 6); a bare
 * red ✗ before it read as "you did it wrong" (bloat trial 23:10, s18). So the ✓/✗ is the claim's,
 * said as the claim's, and the next words say whether the edit flipped the step's outcome. A flip
 * the Try line asked for is shown in the neutral colour of a finding, not the red of a failure.
 */

export interface EditedOutcome {
  mark: '✓' | '✗';
  /** "The step's claim holds on your edited run" / "does not hold". */
  head: string;
  /** Against the step's set-up: flipped, or the same. */
  against: string;
  /** The edit flipped the step's outcome: a finding, not a failure. */
  flipped: boolean;
}

/**
 * `pass`: the check on the edited run; `setUp`: the step's outcome as set up (the lesson's
 * `expect`, which the lesson tests hold to the run).
 */
export function editedOutcome(pass: boolean, setUp: 'pass' | 'fail'): EditedOutcome {
  const flipped = (pass ? 'pass' : 'fail') !== setUp;
  return {
    mark: pass ? '✓' : '✗',
    head: pass ? 'The step’s claim holds on your edited run' : 'The step’s claim does not hold on your edited run',
    against: flipped ? 'the opposite of the step’s set-up: your change flips it, which is what the Try line sets out to show' : 'the same as the step’s set-up: your change does not flip it',
    flipped,
  };
}
