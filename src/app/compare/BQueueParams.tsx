import { type Param, queueDiscipline, type QueueDiscipline, type LeafQueueSpec as QueueSpec, shownNumber } from '../../sim-core';
import { nameWithUnit, NumberInput } from '../components/NumberInput';
import { TermTip } from '../glossary/TermTip';
import { paramHelpInShownUnit, paramShownUnit } from '../../scenario-edit/param-field-words';

type Values = Record<string, unknown> & { limit: number; unit: string };
export type SetB = (patch: Record<string, unknown>, remove?: readonly string[]) => void;

const testIdOf = (p: Param) => `b-${p.testId ?? p.key.toLowerCase()}`;

/** B's name for a field whose label A's editor also shows ("min_th (B)"), so a screen reader tells the two sides apart. */
export const bName = (label: string) => `${label} (B)`;

function BParam({ p, q, set }: { p: Param; q: Values; set: SetB }) {
  if (p.kind === 'boolean')
    return (
      <label className="check" title={p.help}>
        <input type="checkbox" data-testid={testIdOf(p)} aria-label={bName(p.label)} checked={(q[p.key] as boolean | undefined) ?? p.default} onChange={(e) => set({ [p.key]: e.target.checked })} /> {p.label}
      </label>
    );
  if (p.kind === 'enum')
    return (
      <div className="field">
        <label>{p.label}</label>
        <select aria-label={bName(p.label)} title={p.help} data-testid={testIdOf(p)} value={(q[p.key] as string | undefined) ?? p.default} onChange={(e) => set({ [p.key]: e.target.value })}>
          {p.values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
    );
  const scale = p.display?.scale ?? 1;
  const queueStep = q.unit === 'bytes' ? 100 : 1;
  const unit = paramShownUnit(p, q.unit);
  return (
    <div className="field" title={paramHelpInShownUnit(p)}>
      <label>{p.label}</label>
      <NumberInput
        label={bName(nameWithUnit(p.label, unit))}
        testId={testIdOf(p)}
        value={shownNumber(p, q)}
        scale={scale}
        min={p.min * scale}
        max={p.sliderMaxIsLimit ? undefined : p.max * scale}
        step={p.step ?? (p.inQueueUnit ? queueStep : undefined)}
        onCommit={(v) => set({ [p.key]: v })}
      />
      {unit ? <span className="unit">{unit}</span> : null}
    </div>
  );
}

/**
 * Every parameter B's discipline lets a user edit, laid out from its registry entry as A's
 * editor does (one group of `editorAlternatives` at a time): the headline ones (the registry's
 * sliders) first, the rest under "More".
 */
export function BQueueParams({ q, set }: { q: QueueSpec; set: SetB }) {
  const d = queueDiscipline(q.type) as unknown as QueueDiscipline<QueueSpec>;
  const values = q as unknown as Values;
  const alts = d.editorAlternatives ?? [];
  const active = alts.find((a) => a.keys.some((k) => values[k] !== undefined)) ?? alts[0];
  const hidden = new Set(alts.filter((a) => a !== active).flatMap((a) => a.keys));
  const shown = d.params.filter((p) => p.editor !== 'none' && !hidden.has(p.key));
  const headline = shown.filter((p) => p.editor === 'slider');
  const more = shown.filter((p) => p.editor !== 'slider');
  // A's fields explain themselves on focus (their glossary tip); B's said nothing (phone trial
  // 16:06, s40: CoDel's Target in "More CoDel settings of B").
  const render = (p: Param) =>
    p.glossary ? (
      <TermTip key={p.key} term={p.glossary}>
        <BParam p={p} q={values} set={set} />
      </TermTip>
    ) : (
      <BParam key={p.key} p={p} q={values} set={set} />
    );
  return (
    <>
      {headline.map(render)}
      {more.length > 0 || alts.length > 1 ? (
        <details className="b-more" data-testid="b-more">
          <summary>More {d.label} settings of B</summary>
          {alts.length > 1 ? (
            <div className="field" role="radiogroup" aria-label={bName(`${d.label} mode`)}>
              <label>Mode</label>
              {alts.map((a) => (
                <label className="check" key={a.label}>
                  <input
                    type="radio"
                    name={`b-${d.name}-mode`}
                    data-testid={`b-mode-${a.keys.join('-').toLowerCase()}`}
                    checked={a === active}
                    onChange={() => set(a.defaults(q), alts.filter((o) => o !== a).flatMap((o) => o.keys))}
                  />{' '}
                  {a.label}
                </label>
              ))}
            </div>
          ) : null}
          {more.filter((p) => p.kind !== 'boolean').map(render)}
          {more.some((p) => p.kind === 'boolean') ? <div className="field">{more.filter((p) => p.kind === 'boolean').map(render)}</div> : null}
        </details>
      ) : null}
    </>
  );
}
