import { useState } from 'react';
import { SideTag } from '../compare/EditedSide';
import { useScenarioStore } from '../state/scenario-store';
import { badStateWords, changeLossKind, lossAt, lossPlaces, LOSS_FIELDS, setLossAt, type LossKind } from '../../scenario-edit/link-errors';
import { NumberInput } from '../components/NumberInput';
import { TermTip } from '../glossary/TermTip';
import { ErrorList } from './ErrorList';
import { useShown } from './EditorFold';

const KINDS: { value: LossKind; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'bernoulli', label: 'Random (Bernoulli)' },
  { value: 'onoff', label: 'Bursts (on/off channel)' },
];

/**
 * Link errors: where packets are lost on the wire (each receiver's last link, as a wireless hop,
 * or the bottleneck), the loss model, and its settings: the packet error rate, or the on/off
 * channel's two error rates and mean sojourns. Hidden for topologies edited as JSON.
 */
export function LinkErrorsEditor() {
  const draft = useScenarioStore((s) => s.draft);
  const errors = useScenarioStore((s) => s.errors);
  const edit = useScenarioStore((s) => s.edit);
  const shown = useShown('linkErrors');
  const places = lossPlaces(draft);
  // The place shown: the first with a loss model, unless the user picked another.
  const [picked, setPicked] = useState<string | null>(null);
  if (places.length === 0 || !shown) return null;
  const withModel = places.find((p) => lossAt(draft, p.path) !== undefined);
  const place = places.find((p) => p.path === picked) ?? withModel ?? places[0];
  const spec = lossAt(draft, place.path);
  const kind: LossKind = spec?.type ?? 'none';
  const others = places.filter((p) => p !== place && lossAt(draft, p.path) !== undefined);
  return (
    <section className="panel" aria-labelledby="errors-h" data-testid="link-errors">
      <h2 id="errors-h">
        Link errors<SideTag />
      </h2>
      {places.length > 1 ? (
        <div className="field">
          <label htmlFor="loss-place">Where</label>
          <select id="loss-place" data-testid="loss-place" value={place.path} onChange={(e) => setPicked(e.target.value)}>
            {places.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="loss-model">Errors</label>
        <TermTip term={kind === 'onoff' ? 'onoff-channel' : 'packet-error-rate'} inline>
          <select id="loss-model" data-testid="loss-model" value={kind} onChange={(e) => edit((d) => setLossAt(d, place.path, changeLossKind(lossAt(d, place.path), e.target.value as LossKind)))}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </TermTip>
      </div>
      {spec
        ? LOSS_FIELDS[spec.type].map((f) => (
            <TermTip key={f.key} term={f.glossary}>
              <div className="field">
                <label>{f.label}</label>
                <NumberInput
                  label={f.label}
                  unit={f.unit}
                  testId={`loss-${f.key}`}
                  value={(spec as unknown as Record<string, number>)[f.key]}
                  scale={f.scale}
                  min={0}
                  max={f.max}
                  onCommit={(v) =>
                    edit((d) => {
                      const cur = lossAt(d, place.path);
                      if (cur) setLossAt(d, place.path, { ...cur, [f.key]: v } as typeof cur);
                    })
                  }
                />
                <span className="unit">{f.unit}</span>
              </div>
            </TermTip>
          ))
        : null}
      {/* How much of the time the bad state lasts: a PER in it doubled moved a wireless demo's goodput by 0.2 % (lecturer trial 20:20). */}
      {spec && badStateWords(spec) !== null ? (
        <p className="hint" data-testid="loss-bad-share">
          {badStateWords(spec)}
        </p>
      ) : null}
      {others.length ? <p className="hint">Errors also on {others.map((p) => p.label).join(' and ')} (pick it above to see them).</p> : null}
      <ErrorList errors={errors.filter((e) => places.some((p) => e.startsWith(p.path)))} testId="loss-errors" />
    </section>
  );
}
