import { useId, useState } from 'react';
import { SideTag, useEditedSide } from '../compare/EditedSide';
import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { changeDiscipline, changeUnit, DISCIPLINES, disciplineOf, unitSelectable, type Discipline } from '../../scenario-edit/queue-edit';
import { LEAF_QUEUE_DISCIPLINES, queueDiscipline } from '../../sim-core';
import { NumberInput } from '../components/NumberInput';
import { QueueParamControls } from './QueueParamControls';
import { ErrorList } from './ErrorList';
import { TermTip } from '../glossary/TermTip';
import { SwitchDefaultsNote, useQueueSwitch } from '../components/SwitchDefaultsNote';
import { ownDefaults, withBufferAndEcn, withOwnDefaults, type BufferAndEcn } from '../../scenario-edit/switch-defaults';
import type { Scenario } from '../../sim-core';

/** The scenario's flows negotiate ECN as its queue marks (what the ECN box below sets with the queue's); undefined: as the scenario left it. */
function setFlowsEcn(d: Scenario, ecn: boolean | undefined): void {
  const { ecn: _old, ...rest } = d.tcp ?? {};
  if (ecn !== undefined) d.tcp = { ...rest, ecn };
  else if (Object.keys(rest).length > 0) d.tcp = rest;
  else delete d.tcp;
}

/** The disciplines that can mark instead of dropping (their registry entry has an ECN parameter), for the editor's hint. */
const MARKING_DISCIPLINES = LEAF_QUEUE_DISCIPLINES.filter((d) => (d.params as readonly { key: string }[]).some((p) => p.key === 'ecn'))
  .map((d) => d.label)
  // Semicolons: a label may hold a comma ("RED, thresholds β·n" read as a second RED in a list).
  .join('; ');

/** Bottleneck link: rate, delay, buffer, queue discipline, ECN; the discipline's own controls from its registry entry. */
export function BottleneckEditor() {
  const draft = useScenarioStore((s) => s.draft);
  const errors = useScenarioStore((s) => s.errors);
  const edit = useScenarioStore((s) => s.edit);
  // In A/B, B's editor shows its own "Queue": each is named for the side it changes (B once A is pinned).
  const side = useEditedSide();
  // Hooks before the early return below.
  const queueSwitch = useQueueSwitch();
  // The flows' ECN before "Use them", so that its Undo puts back exactly what the scenario had.
  const [flowsEcnBefore, setFlowsEcnBefore] = useState<boolean | undefined>(undefined);
  // The visible "Rate", "Delay" and "Buffer" name their boxes (one editor can stand in Explore and in presentation's Settings: ids of its own).
  const ids = useId();
  const b = getBottleneck(draft);
  if (!b) return <section className="panel"><h2>Bottleneck</h2><p className="muted">This scenario's bottleneck (a graph topology, or HTB service classes) is edited as JSON; its link carries it.</p></section>;
  const q = b.queue;
  const disc = disciplineOf(q);
  /** Replace the bottleneck queue by a function of the current one. */
  const editQueue = (f: (cur: typeof q) => typeof q) => edit((d) => setBottleneck(d, { queue: f(getBottleneck(d)!.queue) }));
  const params = queueDiscipline(q.type).params;
  const marks = params.some((p) => p.key === 'ecn');
  const ecnOn = marks && (q as { ecn?: boolean }).ecn === true;
  const bufferErrors = errors.filter((e) => e.startsWith(`${b.queuePath}.limit`) || e.startsWith(`${b.queuePath}:`) || e === b.queuePath);
  return (
    <section className="panel" aria-labelledby="bn-h">
      <h2 id="bn-h">
        Bottleneck<SideTag />
      </h2>
      <TermTip term="link-rate">
        <div className="field">
          <label htmlFor={`${ids}-rate`}>Rate</label>
          <NumberInput id={`${ids}-rate`} label="Bottleneck rate" unit="kbit/s" testId="rate" value={b.rate} scale={1e-3} min={1} onCommit={(v) => edit((d) => setBottleneck(d, { rate: v }))} />
          <span className="unit">kbit/s</span>
        </div>
      </TermTip>
      <TermTip term="propagation-delay">
        <div className="field">
          <label htmlFor={`${ids}-delay`}>Delay</label>
          <NumberInput id={`${ids}-delay`} label={`Propagation delay${b.delayNote ? `, ${b.delayNote}` : ''}`} unit="ms" testId="delay" value={b.delay} scale={1e3} min={0} onCommit={(v) => edit((d) => setBottleneck(d, { delay: v }))} />
          <span className="unit">ms {b.delayNote}</span>
        </div>
      </TermTip>
      <div className="field">
        <label htmlFor={`${ids}-buffer`}>Buffer</label>
        <TermTip term="buffer" inline>
        <NumberInput
          id={`${ids}-buffer`}
          label="Buffer limit"
          unit={q.unit}
          testId="buffer"
          value={q.limit}
          min={1}
          onCommit={(v) => editQueue((cur) => ({ ...cur, limit: v }))}
        />
        </TermTip>
        <TermTip term="buffer-unit" inline>
        <select
          aria-label="Buffer unit"
          data-testid="buffer-unit"
          value={q.unit}
          disabled={!unitSelectable(q)}
          onChange={(e) => editQueue((cur) => changeUnit(cur, e.target.value as 'packets' | 'bytes'))}
        >
          <option value="packets">packets</option>
          <option value="bytes">bytes</option>
        </select>
        </TermTip>
        {q.unit === 'bytes' && params.some((p) => p.key === 'admission') ? (
          <TermTip term="linux24-admission" inline>
          <label className="check">
            <input
              type="checkbox"
              data-testid="buffer-admission"
              checked={q.admission === 'below-limit'}
              onChange={(e) => editQueue((cur) => ({ ...cur, admission: e.target.checked ? 'below-limit' : 'fits' }))}
            />
            Linux 2.4 admission
          </label>
          </TermTip>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="disc">Queue</label>
        <TermTip term={queueDiscipline(q.type).glossary} inline>
        <select
          id="disc"
          aria-label={side ? `Queue (${side})` : undefined}
          data-testid="discipline"
          value={disc}
          onChange={(e) => {
            const to = e.target.value as Discipline;
            queueSwitch.record(changeDiscipline(q, to));
            editQueue((cur) => changeDiscipline(cur, to));
          }}
        >
          {DISCIPLINES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        </TermTip>
        <TermTip term="ecn" inline>
        <label className="check">
          <input
            type="checkbox"
            data-testid="ecn"
            checked={ecnOn}
            disabled={!marks}
            onChange={(e) =>
              edit((d) => {
                const cur = getBottleneck(d)!.queue;
                if (!queueDiscipline(cur.type).params.some((p) => p.key === 'ecn')) return;
                setBottleneck(d, { queue: { ...cur, ecn: e.target.checked } as typeof cur });
                d.tcp = { ...(d.tcp ?? {}), ecn: e.target.checked };
              })
            }
          />
          {/* What it does, in the label: the discipline's own box said only "ECN" too (bloat trial 10:00). */}
          ECN: mark instead of drop
        </label>
        </TermTip>
      </div>
      {/* After a switch: what it kept, and the discipline's own buffer and ECN in one press, with the
          flows' ECN as the ECN box sets it (phone trial 20:45, 7; bloat trial 20:45, C12). */}
      <SwitchDefaultsNote
        queue={q}
        last={queueSwitch.last}
        testId="switch-note"
        useDefaults={() =>
          edit((d) => {
            const cur = getBottleneck(d)!.queue;
            const ecn = ownDefaults(cur.type).ecn;
            setFlowsEcnBefore(d.tcp?.ecn);
            setBottleneck(d, { queue: withOwnDefaults(cur) });
            if (ecn !== undefined) setFlowsEcn(d, ecn);
          })
        }
        undo={(kept: BufferAndEcn) =>
          edit((d) => {
            setBottleneck(d, { queue: withBufferAndEcn(getBottleneck(d)!.queue, kept) });
            if (kept.ecn !== undefined) setFlowsEcn(d, flowsEcnBefore);
          })
        }
      />
      {!marks ? <p className="hint">ECN marking needs a queue discipline that marks ({MARKING_DISCIPLINES}).</p> : null}
      <ErrorList errors={bufferErrors} />
      <QueueParamControls queue={q} queuePath={b.queuePath} />
    </section>
  );
}
