import { useMemo } from 'react';
import { describeEdits } from '../../lessons/edit-notes';
import { BACK_TO_STEP_SCENARIO, editedStepWords } from '../../lessons/edited-step-words';
import type { Step } from '../../lessons/schema';
import { useScenarioStore } from '../state/scenario-store';
import { restoreStepScenario } from './lesson-controller';

/**
 * Whether the run on screen is an edit of the step's own scenario, and how (describeEdits, the
 * describer every "you edited" line uses). Null while there is no valid scenario to compare.
 */
export function useStepEdits(step: Step) {
  const current = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  return useMemo(() => (current ? describeEdits(step, current, preset) : null), [step, current, preset]);
}

/**
 * At the top of a step, once the student has edited its scenario: what changed, that the step's
 * prose describes the step's own run, and a button that loads that run again (issue 37 item 4:
 * after max_th 18 → 8 the step's figures still read as this run's).
 */
export function StepEditedBanner({ step }: { step: Step }) {
  const edits = useStepEdits(step);
  const words = edits ? editedStepWords(edits) : null;
  if (!words) return null;
  return (
    <p className="stale step-edited" role="status" data-testid="step-edited">
      <span data-testid="step-edited-words">{words}</span>{' '}
      <button type="button" onClick={() => restoreStepScenario()} data-testid="step-edited-back">
        {BACK_TO_STEP_SCENARIO}
      </button>
    </p>
  );
}
