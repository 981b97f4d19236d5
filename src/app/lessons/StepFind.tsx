import { useEffect, useState } from 'react';
import { judgeFind, type FindVerdict } from '../../lessons/find';
import type { Step } from '../../lessons/schema';
import { packetData, usePacketsStore } from '../packets/packets-store';
import { Markup } from './Markup';
import { LESSON_BUTTONS } from '../../lessons/button-names';

/** A "find the packet" task: the student selects an event in the event list; the check judges the selection on their own run. */
export function StepFind({ step }: { step: Step }) {
  const find = step.find!;
  const [verdict, setVerdict] = useState<FindVerdict | null>(null);
  const selected = usePacketsStore((s) => s.selected);
  const version = usePacketsStore((s) => s.version);
  // A new selection or recording makes the last verdict stale.
  useEffect(() => setVerdict(null), [selected, version]);
  return (
    <section className="lesson-challenge" aria-label="Find the packet" data-testid="lesson-find">
      <h4>Find the packet</h4>
      <Markup text={find.task} />
      {find.hint ? (
        <details>
          <summary>Hint</summary>
          <Markup text={find.hint} />
        </details>
      ) : null}
      <button type="button" className="primary" onClick={() => setVerdict(judgeFind(packetData.recording, find.target, usePacketsStore.getState().selected))} data-testid="check-find">
        {LESSON_BUTTONS.checkSelection}
      </button>
      {verdict ? (
        <div className={`verdict ${verdict.pass ? 'pass' : 'fail'}`} role="status" data-testid="find-verdict">
          <span className="verdict-head">{verdict.pass ? '✓ ' : '✗ '}</span>
          {verdict.text}
        </div>
      ) : null}
    </section>
  );
}
