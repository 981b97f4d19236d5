import type { LeafQueueSpec as QueueSpec, Scenario } from '../../sim-core/scenario/schema';
import type { NumberParam } from '../../sim-core/queues/params';
import { queueDiscipline } from '../../sim-core/queues/registry';
import { NumberInput } from '../components/NumberInput';
import { setBottleneck } from '../../scenario-edit/bottleneck';
import { changeDiscipline, DISCIPLINES, disciplineOf, type Discipline } from '../../scenario-edit/queue-edit';
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

/** Run B's bottleneck queue: discipline, buffer, and the discipline's headline parameters (RED: thresholds, max_p). */
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
      {/* The discipline's headline parameters (the registry's sliders), as typed values. */}
      {queueDiscipline(q.type)
        .params.filter((p): p is NumberParam => p.kind === 'number' && p.editor === 'slider')
        .map((p) => (
          <div className="field" key={p.key}>
            <label>{p.label}</label>
            <NumberInput
              label={`B ${p.label}`}
              testId={`b-${p.testId ?? p.key.toLowerCase()}`}
              value={((q as unknown as Record<string, number | undefined>)[p.key] ?? p.default) as number}
              min={p.min}
              max={p.sliderMaxIsLimit ? undefined : p.max}
              step={p.step ?? (p.inQueueUnit ? step : undefined)}
              onCommit={(v) => set({ [p.key]: v } as Partial<QueueSpec>)}
            />
            {p.inQueueUnit ? <span className="unit">{q.unit}</span> : null}
          </div>
        ))}
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
