import type { LeafQueueSpec as QueueSpec, Scenario } from '../../sim-core/scenario/schema';
import { NumberInput } from '../components/NumberInput';
import { setBottleneck } from '../scenario/bottleneck';
import { changeDiscipline, DISCIPLINES, disciplineOf, type Discipline } from '../scenario/queue-edit';
import { redCounterpart } from '../sweep/sweep-configs';
import { effectiveBQueue, scenarioB } from './compare-scenario';
import { useCompareStore } from './compare-store';

/** B's discipline when switched: RED from tail drop takes the scenario's usual RED (seed 000's on the testbed). */
function switchTo(a: Scenario, q: QueueSpec, to: Discipline): QueueSpec {
  if (to === 'red' && q.type === 'droptail') {
    const sc = structuredClone(a);
    setBottleneck(sc, { queue: q });
    const r = redCounterpart(sc);
    if (r) return r;
  }
  return changeDiscipline(q, to);
}

/** Run B's bottleneck queue: discipline, buffer, RED thresholds and max_p. */
export function BQueueEditor({ a }: { a: Scenario }) {
  const chosen = useCompareStore((s) => s.bQueue);
  const setBQueue = useCompareStore((s) => s.setBQueue);
  const q = effectiveBQueue(a, chosen);
  if (!q) return <p className="muted">This scenario has no built-in bottleneck to compare queues on.</p>;
  const b = scenarioB(a, chosen);
  const set = (patch: Partial<QueueSpec>) => setBQueue({ ...q, ...patch } as QueueSpec);
  const step = q.unit === 'bytes' ? 100 : 1;
  return (
    <div className="b-editor" data-testid="b-editor">
      <div className="field">
        <label htmlFor="b-disc">Queue</label>
        <select id="b-disc" data-testid="b-discipline" value={disciplineOf(q)} onChange={(e) => setBQueue(switchTo(a, q, e.target.value as Discipline))}>
          {DISCIPLINES.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <button type="button" data-testid="b-auto" disabled={chosen === null} onClick={() => setBQueue(null)} title="B follows A: RED against tail drop, tail drop against RED">
          Auto
        </button>
      </div>
      <div className="field">
        <label>Buffer</label>
        <NumberInput label="B buffer limit" testId="b-buffer" value={q.limit} min={1} step={step} onCommit={(v) => set({ limit: v })} />
        <span className="unit">{q.unit}</span>
      </div>
      {q.type === 'red' ? (
        <>
          <div className="field">
            <label>min_th</label>
            <NumberInput label="B min_th" testId="b-minth" value={q.minTh} min={0} step={step} onCommit={(v) => set({ minTh: v })} />
            <span className="unit">{q.unit}</span>
          </div>
          <div className="field">
            <label>max_th</label>
            <NumberInput label="B max_th" testId="b-maxth" value={q.maxTh} min={0} step={step} onCommit={(v) => set({ maxTh: v })} />
            <span className="unit">{q.unit}</span>
          </div>
          <div className="field">
            <label>max_p</label>
            <NumberInput label="B max_p" testId="b-maxp" value={q.maxP} min={0} max={1} step={0.01} onCommit={(v) => set({ maxP: v })} />
          </div>
        </>
      ) : null}
      {!b.ok ? (
        <ul className="errors" data-testid="b-errors">
          {b.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
