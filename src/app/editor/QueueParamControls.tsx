import { type LeafQueueSpec, type NumberParam, type Param, queueDiscipline, type QueueDiscipline, shownNumber } from '../../sim-core';
import { NumberInput } from '../components/NumberInput';
import { SliderField } from '../components/SliderField';
import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { ErrorList } from './ErrorList';
import { TermTip } from '../glossary/TermTip';
import { paramFieldName, paramHelpInShownUnit, paramShownUnit } from '../../scenario-edit/param-field-words';

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
      <NumberInput label={paramFieldName(p.label, paramHelpInShownUnit(p))} unit={unit} testId={testId} value={value} scale={scale} step={p.step} min={p.min * scale} max={p.max * scale} onCommit={(v) => set({ [p.key]: v })} />
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
      <select aria-label={paramFieldName(p.label, p.help)} data-testid={p.testId} value={(q[p.key] as string | undefined) ?? p.default} onChange={(e) => set({ [p.key]: e.target.value })}>
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
 * The bottleneck discipline's own parameters, laid out from its registry entry: sliders, number
 * boxes and check boxes with the entry's ranges, units and test ids; one group of the entry's
 * `editorAlternatives` at a time (RED: w_q or tc's burst/avpkt). Parameters the entry marks
 * `advanced` stand after the others under their own small heading, "More … settings". They were
 * folded in a closed <details>, which took them out of the accessibility tree: a tester reading the
 * page through Playwright's aria snapshot, as a screen reader meets it, found no w_q, mean packet
 * size or byte mode (issue: editor fields missing from the aria snapshot).
 */
export function QueueParamControls({ queue: q, queuePath }: { queue: LeafQueueSpec; queuePath: string }) {
  const edit = useScenarioStore((s) => s.edit);
  const errors = useScenarioStore((s) => s.errors);
  const d = queueDiscipline(q.type) as unknown as QueueDiscipline<LeafQueueSpec>;
  // ECN has one control, the bottleneck's "ECN: mark instead of drop" beside the discipline
  // (BottleneckEditor.tsx), which also makes the senders ECN-capable: a second box here set the
  // queue's alone, and a trial student could not tell which of the two counted (bloat 10:00, s09).
  const shown = d.params.filter((p) => p.editor !== 'none' && p.key !== 'ecn');
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
        <div className="queue-advanced" role="group" aria-labelledby={`${d.name}-advanced-h`} data-testid={`${d.name}-advanced`}>
          <h4 id={`${d.name}-advanced-h`}>More {d.label} settings</h4>
          {altsAdvanced ? modeChoice : null}
          {lay(advanced)}
        </div>
      ) : null}
      <ErrorList errors={mine} testId={`${d.name}-errors`} />
    </div>
  );
}
