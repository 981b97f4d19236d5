import { editsText, type EditSummary } from './edit-notes';

/**
 * The lesson panel's line once the run on screen is no longer a step's own scenario: what the
 * student changed, in the one describer's words (edit-notes.ts, as "Judged on your edited run"
 * and the heading's "Edited from" name it), and that the step's prose is about the step's run
 * (issue 37 item 4: after max_th 18 → 8 the step still read as if it described this run). Null
 * while the run is the step's own.
 */
export function editedStepWords(edits: EditSummary): string | null {
  if (edits.kind === 'none') return null;
  const what = edits.kind === 'changes' ? `You changed ${editsText(edits)}` : `This run is not the step's (${editsText(edits)})`;
  return `${what}: this text describes the step's own run.`;
}

/** The banner's button, which loads the step's own scenario again. */
export const BACK_TO_STEP_SCENARIO = "Back to this step's scenario";
