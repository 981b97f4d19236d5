import { FullTextSelect } from '../components/FullTextSelect';
import { useContext } from 'react';
import { PlaybackBar } from '../playback/PlaybackBar';
import { PlotFilterContext } from '../plots/plot-filter';
import { useRunOf } from '../plots/Legends';
import { PlotPanel } from '../plots/PlotPanel';
import { PLOTS } from '../plots/registry';
import { FlowBar } from '../plots/FlowBar';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { BQueueEditor } from './BQueueEditor';
import { abStores, compareResults, compareTimeEnd } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { CATALOG, presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { LazyPacketsPanel } from '../packets/LazyPacketsPanel';
import { useEffectiveBQueue } from './use-b-queue';
import { CompareTable } from './CompareTable';
import { FlowTimes } from './FlowTimes';
import { RunProblemNotice } from '../results/RunProblemNotice';
import { useCompareVersion } from './use-compare-version';
import { pinA as pinATo, pinChangeWords, undoPin, usePinNotice } from './pin-a';
import { CompareJumps } from './CompareJumps';
import { useViewStore } from '../state/view-store';

/** Run B's worker failed or stopped answering (A's problems show in the status line above). */
function BProblem() {
  useCompareVersion();
  const e = compareResults.error;
  return e?.kind ? <RunProblemNotice problem={e} /> : null;
}

/** The A and B panels' sources: which run is A depends on whether A is pinned to a preset (abStores). */
function sidesOf(pinA: string | null) {
  const { a, b } = abStores(pinA);
  return { a: { side: 'a' as const, own: a, other: b, timeEnd: compareTimeEnd }, b: { side: 'b' as const, own: b, other: a, timeEnd: compareTimeEnd } };
}

/**
 * Pin A to a preset: A then stays that preset, unchanged, while everything edited in the editor
 * changes B (any setting, not only the queue). "Not pinned" is the usual A/B: A is your scenario.
 */
function PinAChooser() {
  const pinA = useCompareStore((s) => s.pinA);
  const preset = useScenarioStore((s) => s.preset);
  const change = usePinNotice((s) => s.change);
  return (
    <>
    <label className="field pin-a">
      <span>Pin A to a preset</span>
      <FullTextSelect text={pinA === null ? 'No: A is your scenario' : presetTitle(pinA)} testId="pin-a-chosen">
        <select data-testid="pin-a" value={pinA ?? ''} onChange={(e) => pinATo(e.target.value === '' ? null : e.target.value)}>
          <option value="">No: A is your scenario</option>
          {pinA === null && preset !== null ? <option value={preset}>This preset, as it was loaded: {presetTitle(preset)}</option> : null}
          <PresetOptions except={pinA === null ? preset : null} />
        </select>
      </FullTextSelect>
    </label>
    {/* What pinning did, in words, right where it was done, and one button to undo it (pin-a.ts). */}
    {/* Only for the pin made here: a link or a lesson that changed the pin since leaves no stale words. */}
    {pinA !== null && change !== null && change.preset === pinA ? (
      <p className="hint pin-a-change" role="status" data-testid="pin-a-change">
        {pinChangeWords(change)}{' '}
        <button type="button" data-testid="pin-a-undo" onClick={undoPin}>
          Undo: A is my scenario again
        </button>
      </p>
    ) : null}
    </>
  );
}

/** One option per preset of the catalogue, by title (`except`: one left out, offered elsewhere in the menu). */
function PresetOptions({ except = null }: { except?: string | null }) {
  return (
    <>
      {CATALOG.filter((c) => c.name !== except).map((c) => (
        <option key={c.name} value={c.name}>
          {c.title}
        </option>
      ))}
    </>
  );
}

/** Pinned, B is the editor's scenario: load another preset into it from here (the header's menu does the same). */
function BPresetChooser() {
  const load = (name: string) => {
    if (name === '' || !useScenarioStore.getState().loadPreset(name)) return;
    useViewStore.getState().setZoom(null);
  };
  return (
    <label className="field pin-a">
      <span>B from a preset</span>
      <FullTextSelect text="Keep B as it is" testId="b-preset-chosen">
        <select data-testid="b-preset" value="" onChange={(e) => load(e.target.value)}>
          <option value="">Keep B as it is</option>
          <PresetOptions />
        </select>
      </FullTextSelect>
    </label>
  );
}

/**
 * Which side is which, whatever the preset: A is always the scenario you had (the one the editor
 * shows), B is the same traffic and seed under another queue and is named by that queue.
 */
export function sideLabels(labelA: string, labelB: string, focused = false, pinned = false): { a: string; b: string } {
  // Projected, the titles share a row with the legends: the reminder of what A is gives way.
  if (pinned) return { a: focused ? `A: ${labelA}` : `A (pinned): ${labelA}`, b: focused ? `B: ${labelB}` : `B (your scenario): ${labelB}` };
  return { a: focused ? `A: ${labelA}` : `A (your scenario): ${labelA}`, b: `B: ${labelB}` };
}

/**
 * Compare mode: the current scenario (A) and the same traffic and seed under another queue (B),
 * plots one above the other on one time axis with one cursor, each flow's elapsed time in both
 * runs, and a table with B − A coloured by better / worse.
 */
export function ComparePanel() {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const pinA = useCompareStore((s) => s.pinA);
  const autoB = useEffectiveBQueue();
  // Pinned, A is the preset and B is the editor's scenario (its own queue).
  const pinned = pinA !== null ? presetScenarioShared(pinA) : null;
  const qa = getBottleneck(pinned ?? a)?.queue;
  const qb = pinA !== null ? getBottleneck(a)?.queue : autoB;
  const labelA = pinA !== null ? presetTitle(pinA) : qa ? describeQueue(qa) : 'current scenario';
  const labelB = qb ? describeQueue(qb) : '—';
  const sides = sidesOf(pinA);
  useRunOf(compareResults);
  // Presentation and embeds show only the chosen plots (no flow bar, note or side list).
  const full = useContext(PlotFilterContext) === null;
  const side = sideLabels(labelA, labelB, !full, pinA !== null);
  return (
    <div className="compare" data-testid="compare-panel">
      {/* On a phone the page is about 7500 px tall: the headline numbers and a list of its parts
          come first (shown below the drawer breakpoint only, summary-cards.css). */}
      {full && (
        <div className="compare-top" data-testid="compare-top">
          <CompareTable labelA={labelA} labelB={labelB} headlinesOnly />
          <CompareJumps />
        </div>
      )}
      {/* Presentation mode has B's queue in its settings strip (PresentSettings): not twice on the page. */}
      {full && (
      <section className="panel compare-setup" aria-labelledby="cmp-h">
        <h2 id="cmp-h">A/B compare</h2>
        <div className="ab-grid">
          <div className="ab-card ab-a" data-testid="ab-card-a">
            <h3>
              <span className="ab-tag">A</span> {pinA !== null ? `pinned: ${labelA}` : `your scenario: ${labelA}`}
            </h3>
            <p className="hint">
              {pinA !== null
                ? 'A stays this preset, unchanged, whatever you edit: every edit in the scenario editor changes B.'
                : 'What you had: the current scenario. Edit its traffic and queue in the scenario editor.'}
            </p>
            <PinAChooser />
          </div>
          <div className="ab-card ab-b" data-testid="ab-card-b">
            <h3>
              <span className="ab-tag">B</span> {pinA !== null ? `your scenario: ${labelB}` : labelB}
            </h3>
            {pinA !== null ? (
              <>
                <p className="hint">The scenario in the editor, with every setting yours to change (traffic, links, queue): compare it against the pinned preset.</p>
                <BPresetChooser />
              </>
            ) : (
              <>
                <p className="hint">A&apos;s flows and seed under B&apos;s own queue and buffer, set here: the scenario editor changes A only (B is named by its queue).</p>
                <BQueueEditor a={a} />
              </>
            )}
          </div>
        </div>
      </section>
      )}
      <BProblem />
      <PlaybackBar />
      {full && <FlowBar />}
      {full && (
        <p className="hint compare-note" data-testid="compare-note">
          Each pair shares one time axis and one cursor; A above, B below. cwnd: solid (or the flow&apos;s dash pattern), ssthresh dotted.
        </p>
      )}
      <div className="compare-body">
        <div className="plots compare-plots">
          {/* A and B of every plot the registry gives A/B panels, each pair on one time axis. */}
          {PLOTS.filter((p) => p.compare).map((p) => [
            <PlotPanel key={`${p.id}-a-${pinA ?? ''}`} kind={p.id} compare={{ ...sides.a, label: side.a }} />,
            <PlotPanel key={`${p.id}-b-${pinA ?? ''}`} kind={p.id} compare={{ ...sides.b, label: side.b }} />,
          ])}
        </div>
        {full && <FlowTimes labelA={labelA} labelB={labelB} />}
      </div>
      <CompareTable labelA={labelA} labelB={labelB} />
      {full && <LazyPacketsPanel sources={[{ label: `A: ${labelA}`, store: sides.a.own }, { label: `B: ${labelB}`, store: sides.b.own }]} />}
    </div>
  );
}
