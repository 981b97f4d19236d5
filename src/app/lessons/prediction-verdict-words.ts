import type { EditSummary } from '../../lessons/edit-notes';
import type { Judged } from '../state/lesson-store';

/**
 * A prediction's verdict in words, naming the figure it was judged on: "Your prediction matches
 * the run: Vegas/Reno 0.811." On a phone the glance with that figure sat behind the lesson sheet
 * (phone trial 02:20); the sheet's line and the screen reader's announcement say the same.
 * `beforeEdit` (judgedBeforeEdit): the student has since changed the scenario, so the line names
 * the run it was judged on, "the step's run, before your edit" (bloat-0055 confusion 5: after
 * Buffer → 20 the verdict still read "✗ … one-way delay 358.3 ms" in large type beside At a
 * glance's 40.7, with nothing saying it was the unedited run).
 */
export function predictionVerdictWords(j: Pick<Judged, 'matched' | 'figure'>, beforeEdit = false): string {
  const run = beforeEdit ? "the step's run, before your edit" : 'the run';
  const head = j.matched ? `Your prediction matches ${run}` : `Your prediction does not match ${run}`;
  return j.figure ? `${head}: ${j.figure}.` : `${head}.`;
}

/**
 * Whether a prediction judged on the step's own run now sits beside another one: `now` is how the
 * scenario on screen differs from the step's (describeEdits).
 */
export function judgedBeforeEdit(j: Pick<Judged, 'edits'>, now: EditSummary): boolean {
  return j.edits.kind === 'none' && now.kind !== 'none';
}
