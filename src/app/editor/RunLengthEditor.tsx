import { useId } from 'react';
import { useScenarioStore } from '../state/scenario-store';
import { isRunLengthError, RUN_LENGTH_BOUNDS, RUN_LENGTH_LABEL, setRunLength } from '../../scenario-edit/run-length';
import { NumberInput } from '../components/NumberInput';
import { TermTip } from '../glossary/TermTip';
import { ErrorList } from './ErrorList';
import { SideTag, useEditedSide } from '../compare/EditedSide';

/**
 * The run's length in simulated seconds (the scenario's `duration`): a student could not run the
 * voice lesson's 30 s scenario for 5 minutes to watch the big buffer refill, "I found no duration
 * field" (bloat trial 04:30, section 4). Its errors (a measurement window starting after the new
 * end, a run over the simulator's budget) are shown under it.
 */
export function RunLengthEditor() {
  const duration = useScenarioStore((s) => s.draft.duration);
  const errors = useScenarioStore((s) => s.errors);
  const edit = useScenarioStore((s) => s.edit);
  const id = useId();
  // B is A with its own queue (compare-scenario.ts), so in A/B the run length is both sides'; once
  // A is pinned to a preset the editor's scenario is B, and the tag says so as on every heading.
  const side = useEditedSide();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="run-length-panel">
      <h2 id={`${id}-h`}>
        Run
        {side === 'A' ? (
          <span className="ab-tag editor-side-tag" data-testid="run-length-sides">
            A and B
          </span>
        ) : (
          <SideTag />
        )}
      </h2>
      <TermTip term="run-length">
        <div className="field">
          <label htmlFor={`${id}-len`}>{RUN_LENGTH_LABEL}</label>
          <NumberInput
            id={`${id}-len`}
            label={RUN_LENGTH_LABEL}
            unit="s"
            testId="run-length"
            value={duration}
            min={RUN_LENGTH_BOUNDS.min}
            max={RUN_LENGTH_BOUNDS.max}
            onCommit={(v) => edit((d) => setRunLength(d, v))}
          />
          <span className="unit">s</span>
        </div>
      </TermTip>
      <ErrorList errors={errors.filter(isRunLengthError)} testId="run-length-errors" />
    </section>
  );
}
