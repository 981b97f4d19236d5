import { queueDiscipline, type LeafQueueSpec as QueueSpec, type Scenario } from '../../sim-core';
import { nameWithUnit, NumberInput } from '../components/NumberInput';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { changeDiscipline, changeUnit, DISCIPLINES, disciplineOf, unitSelectable, type Discipline } from '../../scenario-edit/queue-edit';
import { counterpartOf, queueOfDiscipline } from '../../scenario-edit/counterparts';
import { effectiveBQueue, scenarioB } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';
import { useScenarioStore } from '../state/scenario-store';
import { BQueueParams, bName } from './BQueueParams';
import { SwitchDefaultsNote, useQueueSwitch } from '../components/SwitchDefaultsNote';
import { withBufferAndEcn, withOwnDefaults } from '../../scenario-edit/switch-defaults';

/** B's discipline when switched: to its counterpart, the scenario's usual queue of it (counterparts.ts: the study's own where A is a study's preset; seed 000's RED on the testbed). */
function switchTo(a: Scenario, q: QueueSpec, to: Discipline, preset: string | null): QueueSpec {
  if (to === counterpartOf(q.type, preset)) {
    const sc = structuredClone(a);
    setBottleneck(sc, { queue: q });
    const r = queueOfDiscipline(sc, to, preset);
    if (r) return r;
  }
  return changeDiscipline(q, to);
}

/**
 * What "B follows A" means for A's queue, in plain words from the registry's counterparts: "your
 * scenario with RED instead of tail drop" (said as "B: …"). "B follows A: Tail drop against A's red (choose a
 * queue to fix B's)" was read twice by a lecturer (trial 13:30, s08).
 */
export function followWords(a: Scenario, preset: string | null, role: string = 'your scenario'): string {
  const type = getBottleneck(a)?.queue.type;
  return type ? `${role} with ${inSentence(queueDiscipline(counterpartOf(type, preset)).label)} instead of ${inSentence(queueDiscipline(type).label)}` : 'no bottleneck to compare';
}

/** A registry label inside a sentence: "Tail drop" → "tail drop"; names with capitals of their own ("RED", "CoDel") kept. */
function inSentence(label: string): string {
  const first = label.split(/[\s-]/)[0];
  return first.slice(1) === first.slice(1).toLowerCase() && first.length > 1 ? label[0].toLowerCase() + label.slice(1) : label;
}

/**
 * The name of B's queue menu, seen and spoken, on Auto and once chosen alike. Quoted where a text
 * sends the student to it (EditedSide.tsx). It was "Another queue for B" on Auto and "Queue" once
 * chosen, and a student saw the control rename itself between two screenshots (phone-0315,
 * confusion 5); on Auto the line above it says what B is (followWords).
 */
export const B_QUEUE_LABEL = 'Queue (B)';

/** The id of B's queue menu, where a text's link takes the keyboard. */
export const B_QUEUE_ID = 'b-disc';

/**
 * Run B's bottleneck queue, all of it: discipline, buffer (unit, Linux 2.4 admission), ECN, and
 * every parameter the discipline's registry entry lets A's editor set (BQueueParams).
 */
/** `role`: what A is called ("the preset" until it is edited, then "your scenario": b-origin.tsx aRole), so B is named from the same thing. */
export function BQueueEditor({ a, role = 'your scenario' }: { a: Scenario; role?: string }) {
  const chosen = useCompareStore((s) => s.bQueue);
  const setBQueue = useCompareStore((s) => s.setBQueue);
  const preset = useScenarioStore((s) => s.preset);
  const queueSwitch = useQueueSwitch();
  const q = effectiveBQueue(a, chosen, preset);
  if (!q) return <p className="muted">This scenario has no built-in bottleneck to compare queues on.</p>;
  const b = scenarioB(a, chosen, preset);
  const set = (patch: Record<string, unknown>, remove: readonly string[] = []) => {
    const next: Record<string, unknown> = { ...q, ...patch };
    for (const k of remove) delete next[k];
    setBQueue(next as unknown as QueueSpec);
  };
  const params = queueDiscipline(q.type).params;
  const has = (key: string) => params.some((p) => p.key === key);
  // ECN beside the buffer, as on A's side, unless the discipline shows its own ECN box (CoDel).
  const ecnHere = params.some((p) => p.key === 'ecn' && p.editor === 'none');
  return (
    <div className="b-editor" data-testid="b-editor" role="group" aria-label="Configuration B">
      {/* A description with the choice offered after it: "B is … — choose another queue for B" read as an instruction (lecturer trial 20:20). */}
      {chosen === null ? (
        <p className="muted b-auto-note" data-testid="b-auto-note">
          B: {followWords(a, preset, role)}.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={B_QUEUE_ID}>{B_QUEUE_LABEL}</label>
        <select id={B_QUEUE_ID} data-testid="b-discipline" value={disciplineOf(q)} onChange={(e) => {
            const next = switchTo(a, q, e.target.value as Discipline, preset);
            queueSwitch.record(next);
            setBQueue(next);
          }}
        >
          {DISCIPLINES.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <button type="button" data-testid="b-auto" aria-label={bName('Auto')} disabled={chosen === null} onClick={() => {
            queueSwitch.forget();
            setBQueue(null);
          }}
          title={`Back to the automatic B: ${followWords(a, preset, role)}`}>
          Auto
        </button>
      </div>
      {/* B's flows negotiate ECN with B's queue (scenarioB), so the queue's settings are the whole of it. */}
      <SwitchDefaultsNote queue={q} last={queueSwitch.last} testId="b-switch-note" useDefaults={() => setBQueue(withOwnDefaults(q))} undo={(kept) => setBQueue(withBufferAndEcn(q, kept))} />
      <div className="field">
        <label>Buffer</label>
        <NumberInput label={bName(nameWithUnit('Buffer limit', q.unit))} testId="b-buffer" value={q.limit} min={1} step={q.unit === 'bytes' ? 100 : 1} onCommit={(v) => set({ limit: v })} />
        <select aria-label={bName('Buffer unit')} data-testid="b-buffer-unit" value={q.unit} disabled={!unitSelectable(q)} onChange={(e) => setBQueue(changeUnit(q, e.target.value as 'packets' | 'bytes'))}>
          <option value="packets">packets</option>
          <option value="bytes">bytes</option>
        </select>
        {q.unit === 'bytes' && has('admission') ? (
          <label className="check" title="Linux 2.4's byte-limited qdiscs admitted a packet while the backlog was at most the limit, whatever its size; later kernels and ns-3 need bytes + size ≤ limit">
            <input type="checkbox" aria-label={bName('Linux 2.4 admission')} data-testid="b-buffer-admission" checked={(q as { admission?: string }).admission === 'below-limit'} onChange={(e) => set({ admission: e.target.checked ? 'below-limit' : 'fits' })} />
            Linux 2.4 admission
          </label>
        ) : null}
        {ecnHere ? (
          <label className="check" title="B's queue marks instead of dropping early, and B's flows negotiate ECN (as the ECN box does for A)">
            <input type="checkbox" aria-label={bName('ECN')} data-testid="b-ecn" checked={(q as { ecn?: boolean }).ecn === true} onChange={(e) => set({ ecn: e.target.checked })} />
            ECN
          </label>
        ) : null}
      </div>
      <BQueueParams q={q} set={set} />
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
