import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useScenarioStore } from '../state/scenario-store';
import { RunProblemNotice } from '../results/RunProblemNotice';


/** Whether the plots are current: invalid edits and worker errors are said here, as text. */
export function StatusLine() {
  useResultsVersion();
  const valid = useScenarioStore((s) => s.valid);
  const errors = useScenarioStore((s) => s.errors);
  const err = results.error;
  if (!valid)
    return (
      <p className="status warn" role="status" data-testid="status">
        The scenario is invalid ({errors.length} problem{errors.length === 1 ? '' : 's'}, see the editor); the plots show the last valid run.
      </p>
    );
  if (err?.kind) return <RunProblemNotice problem={err} />;
  if (err)
    return (
      <p className="status warn" role="status" data-testid="status">
        This scenario was not run: {err.message}
      </p>
    );
  return null;
}
