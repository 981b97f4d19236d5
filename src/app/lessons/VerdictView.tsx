import { useEffect, useRef } from 'react';
import type { Verdict } from '../../lessons/check';
import type { CheckWork } from './lesson-store';

/** A check's outcome on the student's run: the verdict and every figure it read. */
export function VerdictView({ work, testId }: { work: CheckWork; testId: string }) {
  if (work.status === 'idle') return null;
  if (work.status === 'error') return <p className="lesson-error" role="alert" data-testid={`${testId}-error`}>Could not check: {work.error}</p>;
  if (work.status === 'running') {
    return (
      <div className="lesson-progress" data-testid={`${testId}-progress`}>
        {work.total > 1 ? (
          <>
            <progress max={work.total} value={work.done} /> {work.done} of {work.total} runs
          </>
        ) : (
          'Waiting for your run to finish…'
        )}
      </div>
    );
  }
  return <VerdictTable verdict={work.verdict!} testId={testId} />;
}

function VerdictTable({ verdict, testId }: { verdict: Verdict; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Bring a new verdict into view (the panel may be a small drawer).
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [verdict]);
  const head = !verdict.measurable ? 'Not measurable on this run' : verdict.pass ? 'Holds on your run' : 'Does not hold on your run';
  return (
    <div ref={box} className={`verdict ${verdict.pass ? 'pass' : 'fail'}`} data-testid={testId} data-pass={verdict.pass ? 'yes' : 'no'}>
      <p className="verdict-head">
        <span aria-hidden="true">{verdict.pass ? '✓' : '✗'}</span> {head}
      </p>
      <ul>
        {verdict.figures.slice(0, 40).map((f, i) => (
          <li key={i} className={f.ok === false ? 'bad' : f.ok ? 'good' : ''}>
            <span className="mark" aria-label={f.ok === null ? undefined : f.ok ? 'holds' : 'does not hold'}>
              {f.ok === null ? '' : f.ok ? '✓' : '✗'}
            </span>
            <span className="fig-label">{f.label}</span>
            <span className="fig">{f.value}</span>
            {f.needs ? <span className="needs">needs {f.needs}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
