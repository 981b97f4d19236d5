import { editsText, type EditSummary } from '../../lessons/edit-notes';
import { predictionOutcomeWords, predictionRight } from '../../lessons/prediction-outcome';
import type { CheckWork, Judged } from '../state/lesson-store';

/**
 * A prediction's verdict in words, naming the figure it was judged on: "Your prediction: right.
 * The run: Vegas/Reno 0.811." On a phone the glance with that figure sat behind the lesson sheet
 * (phone trial 02:20); the sheet's line and the screen reader's announcement say the same. Said
 * as right or "not this one", never "does not match the run" beside a check's ✓ (issue 37 item 2).
 * `beforeEdit` (judgedBeforeEdit): the student has since changed the scenario, so the line names
 * the run it was judged on, "the step's run, before your edit" (bloat-0055 confusion 5: after
 * Buffer → 20 the verdict still read "✗ … one-way delay 358.3 ms" in large type beside At a
 * glance's 40.7, with nothing saying it was the unedited run).
 */
export function predictionVerdictWords(j: Pick<Judged, 'matched' | 'figure'>, beforeEdit = false, held = false): string {
  const head = `Your prediction: ${predictionOutcomeWords(j.matched)}.`;
  const run = beforeEdit ? "The step's run, before your edit" : 'The run';
  // `held`: "Hide the numbers until the replay ends" holds them (numbers-held.ts). The line said
  // "The run: Vegas/Reno 0.281" right under At a glance's "Numbers are hidden until the replay
  // ends" (phone trial 02:30, step 20): the figure waits for the replay's end with the others.
  if (held && j.figure) return `${head} ${run === 'The run' ? "The run's" : `${run},`} figure is hidden until the replay ends.`;
  return j.figure ? `${head} ${run}: ${j.figure}.` : beforeEdit ? `${head} Judged on the step's run, before your edit.` : head;
}

/**
 * Whether a prediction judged on the step's own run now sits beside another one: `now` is how the
 * scenario on screen differs from the step's (describeEdits).
 */
export function judgedBeforeEdit(j: Pick<Judged, 'edits'>, now: EditSummary): boolean {
  return j.edits.kind === 'none' && now.kind !== 'none';
}

/**
 * The prediction's outcome as the panel marks it: by the check shown beside it when that check
 * judged the same run (predictionRight on its verdict, the one rule), else as it was judged. A
 * verdict kept from an earlier visit (lesson-answers.ts) or from a run since re-checked could
 * otherwise say ✗ on the prediction beside a ✓ on the claim it predicted.
 */
export function shownPredictionRight(ifCheck: 'pass' | 'fail', judged: Pick<Judged, 'matched' | 'edits'>, check: Pick<CheckWork, 'status' | 'verdict' | 'edits'>): boolean {
  const v = check.status === 'done' ? check.verdict : null;
  if (!v || !v.measurable || editsText(check.edits) !== editsText(judged.edits) || check.edits.kind !== judged.edits.kind) return judged.matched;
  return predictionRight(ifCheck, v);
}
