import { useState } from 'react';
import { type LeafQueueSpec, type NumberParam, type Param, queueDiscipline, type QueueDiscipline, shownNumber } from '../../sim-core';
import { NumberInput } from '../components/NumberInput';
import { SliderField } from '../components/SliderField';
import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { ErrorList } from './ErrorList';
import { TermTip } from '../glossary/TermTip';
import { paramHelpInShownUnit, paramShownUnit } from '../../scenario-edit/param-field-words';

type Values = Record<string, unknown>;

function NumberControl({ p, q, set, bad }: { p: NumberParam; q: Values & { limit: number; unit: string }; set: (patch: Values) => void; bad: boolean }) {
  const value = shownNumber(p, q);
  const unit = paramShownUnit(p, q.unit);
  const testId = p.testId ?? p.key.toLowerCase();
  if (p.editor === 'slider') {
    const step = p.step ?? (p.inQueueUnit && q.unit === 'bytes' ? 100 : 1);
    const min = p.minExclusive ? step : p.min;
    const max = p.sliderMaxIsLimit ? q.limit : p.max;
    return <SliderField label={p.label} testId={testId} value={value} min={min} max={max} step={step} unit={unit} invalid={bad} onChange={(v) => set({ [p.key]: v })} />;
  }
  const scale = p.display?.scale ?? 1;
  return (
    <div className="field">
      <label>{p.label}</label>
      <NumberInput label={paramHelpInShownUnit(p)} unit={unit} testId={testId} value={value} scale={scale} step={p.step} min={p.min * scale} max={p.max * scale} onCommit={(v) => set({ [p.key]: v })} />
      {unit ? <span className="unit">{unit}</span> : null}
    </div>
  );
}

function Control({ p, q, set, bad }: { p: Param; q: Values & { limit: number; unit: string }; set: (patch: Values) => void; bad: boolean }) {
  if (p.kind === 'number') return <NumberControl p={p} q={q} set={set} bad={bad} />;
  if (p.kind === 'boolean')
    return (
      <label className="check">
        <input type="checkbox" data-testid={p.testId} checked={(q[p.key] as boolean | undefined) ?? p.default} onChange={(e) => set({ [p.key]: e.target.checked })} /> {p.label}
      </label>
    );
  return (
    <div className="field">
      <label>{p.label}</label>
      <select aria-label={p.help} data-testid={p.testId} value={(q[p.key] as string | undefined) ?? p.default} onChange={(e) => set({ [p.key]: e.target.value })}>
        {p.values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Whether a parameter differs from what it is by default: the loaded preset's value when the
 * preset sets it (a paper's set-up, such as ns-2's wait and mean packet size, is not the student's
 * change), else what the model uses when it is left out.
 */
function differsFromDefault(p: Param, values: Values, preset: Values | null): boolean {
  const v = values[p.key];
  if (preset !== null && preset[p.key] !== undefined) return v !== preset[p.key];
  if (v === undefined) return false;
  const dflt = p.kind === 'number' ? p.default ?? p.whenUnset?.value : p.default;
  return v !== dflt;
}

/** The loaded preset's bottleneck queue when it is of this type (null without a preset). */
function presetQueue(type: string): Values | null {
  const name = useScenarioStore.getState().preset;
  const sc = name === null ? null : presetScenarioShared(name);
  const queue = sc === null ? undefined : getBottleneck(sc)?.queue;
  return queue?.type === type ? (queue as unknown as Values) : null;
}

/**
 * The bottleneck discipline's own parameters, laid out from its registry entry: sliders, number
 * boxes and check boxes with the entry's ranges, units and test ids; one group of the entry's
 * `editorAlternatives` at a time (RED: w_q or tc's burst/avpkt). Parameters the entry marks
 * `advanced` fold under "More … settings", open from the start when one of them is changed.
 */
export function QueueParamControls({ queue: q, queuePath }: { queue: LeafQueueSpec; queuePath: string }) {
  const edit = useScenarioStore((s) => s.edit);
  const errors = useScenarioStore((s) => s.errors);
  const d = queueDiscipline(q.type) as unknown as QueueDiscipline<LeafQueueSpec>;
  // ECN has one control, the bottleneck's "ECN: mark instead of drop" beside the discipline
  // (BottleneckEditor.tsx), which also makes the senders ECN-capable: a second box here set the
  // queue's alone, and a trial student could not tell which of the two counted (bloat 10:00, s09).
  const shown = d.params.filter((p) => p.editor !== 'none' && p.key !== 'ecn');
  // Read once, at the first render: a student's own change leaves the fold as they set it.
  const [moreOpen, setMoreOpen] = useState(() => {
    const preset = presetQueue(q.type);
    return shown.some((p) => p.advanced === true && differsFromDefault(p, q as unknown as Values, preset));
  });
  if (shown.length === 0) return null;
  const mine = errors.filter((e) => e.startsWith(`${queuePath}.`) && !e.startsWith(`${queuePath}.limit`));
  const values = q as unknown as Values & { limit: number; unit: string };
  const set = (patch: Values, remove: readonly string[] = []) =>
    edit((sc) => {
      const cur = getBottleneck(sc)!.queue;
      if (cur.type !== q.type) return;
      const next: Values = { ...cur, ...patch };
      for (const k of remove) delete next[k];
      setBottleneck(sc, { queue: next as unknown as LeafQueueSpec });
    });
  const alts = d.editorAlternatives ?? [];
  // The group in use: the first whose keys are set (else the first).
  const active = alts.find((a) => a.keys.some((k) => values[k] !== undefined)) ?? alts[0];
  const hidden = new Set(alts.filter((a) => a !== active).flatMap((a) => a.keys));
  const bad = (key: string) => mine.some((e) => e.startsWith(`${queuePath}.${key}:`));
  const advanced = shown.filter((p) => p.advanced === true);
  // The mode choice belongs with its fields: folded with them when they are all advanced.
  const altsAdvanced = alts.length > 1 && alts.every((a) => a.keys.every((k) => advanced.some((p) => p.key === k)));
  const lay = (group: Param[]) => {
    const checks = group.filter((p) => p.kind === 'boolean' && !hidden.has(p.key));
    return (
      <>
        {group
          .filter((p) => p.kind !== 'boolean' && !hidden.has(p.key))
          .map((p) => (
            <TermTip key={p.key} term={p.glossary}>
              <Control p={p} q={values} set={set} bad={bad(p.key)} />
            </TermTip>
          ))}
        {checks.length > 0 ? (
          <div className="field">
            {checks.map((p) => (
              <TermTip key={p.key} term={p.glossary} inline>
                <Control p={p} q={values} set={set} bad={false} />
              </TermTip>
            ))}
          </div>
        ) : null}
      </>
    );
  };
  const modeChoice =
    alts.length > 1 ? (
      // A named group, so that a screen reader says "Mode" with the choices (it was a bare label
      // beside loose radios: screen-reader trial, 2026-11-29).
      <div className="field" role="radiogroup" aria-label={`${d.label} mode`}>
        <span className="field-label" aria-hidden="true">Mode</span>
        {alts.map((a) => (
          <TermTip term={a.glossary} inline key={a.label}>
            <label className="check">
              <input
                type="radio"
                name={`${d.name}-mode`}
                checked={a === active}
                onChange={() =>
                  set(
                    a.defaults(q),
                    alts.filter((o) => o !== a).flatMap((o) => o.keys),
                  )
                }
              />{' '}
              {a.label}
            </label>
          </TermTip>
        ))}
      </div>
    ) : null;
  return (
    <div className="queue-controls" data-testid={`${d.name}-controls`}>
      <h3>{d.label}</h3>
      {altsAdvanced ? null : modeChoice}
      {lay(shown.filter((p) => p.advanced !== true))}
      {advanced.length > 0 ? (
        <details className="queue-advanced" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)} data-testid={`${d.name}-advanced`}>
          <summary>More {d.label} settings</summary>
          {altsAdvanced ? modeChoice : null}
          {lay(advanced)}
        </details>
      ) : null}
      <ErrorList errors={mine} testId={`${d.name}-errors`} />
    </div>
  );
}
