import type { WorkerProblem } from './results-store';

/**
 * The simulator failed or stopped answering: what happened, in words, and the scenario's link
 * to report it with (as plain text in a read-only field; nothing from the scenario is HTML).
 */
export function RunProblemNotice({ problem }: { problem: WorkerProblem & { message: string } }) {
  return (
    <div className="status warn run-problem" role="alert" data-testid="run-problem" data-kind={problem.kind}>
      <p>{problem.message}</p>
      {problem.link !== null ? <ReportLink link={problem.link} testId="run-problem-link" /> : null}
    </div>
  );
}

/** A scenario link to report a problem with, in a read-only field (select to copy). */
export function ReportLink({ link, testId }: { link: string; testId: string }) {
  return (
    <label className="report-link">
      Scenario link <input readOnly data-testid={testId} value={link} onFocus={(e) => e.target.select()} size={48} />
    </label>
  );
}
