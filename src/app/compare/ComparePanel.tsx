import { FullTextSelect } from '../components/FullTextSelect';
import { useContext, useEffect, useMemo, useState } from 'react';
import { PlaybackBar } from '../playback/PlaybackBar';
import { FoldFlowLegendsContext, PlotFilterContext } from '../plots/plot-filter';
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
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { searchCatalog } from '../landing/preset-search';
import type { DemoGroup } from '../landing/demo-groups';
import { LazyPacketsPanel } from '../packets/LazyPacketsPanel';
import { useEffectiveBQueue } from './use-b-queue';
import { CompareTable } from './CompareTable';
import { FlowTimes } from './FlowTimes';
import { RunProblemNotice } from '../results/RunProblemNotice';
import { useCompareVersion } from '../results/use-compare-version';
import { pinA as pinATo, pinChangeWords, undoPin, usePinNotice } from './pin-a';
import { CompareJumps } from './CompareJumps';
import { CompareGlance } from './CompareGlance';
import { LessonEditNote, useLessonEditOfA, useLessonStepOfA } from './LessonEditOfA';
import { LessonStepOfA } from './LessonStepOfA';
import { useViewStore } from '../state/view-store';
import { COMPARE_NARROW_QUERY, useNarrowScreen } from './use-narrow-screen';
import { abRuleWords, abSides, aRole, useBStatus } from './b-origin';
import { shownPresetTitle, useTitlesHeld, withShownTitles } from '../heading/neutral-title';
import { useHeadingReference } from '../heading/use-heading-reference';
import { useLessonStore } from '../state/lesson-store';
import { shortSideLabels, shortSideNames } from './short-side-labels';
import { SwapAB } from './SwapAB';
import { BFollowsWords } from './BFollowsWords';
import { HoldNumbers } from '../glance/HoldNumbers';
import { defaultComparePlots, PLOT, PRESENTED_PER_FLOW_MAX } from '../../plot-kinds/plot-kinds';
import { useFlowCount } from '../state/plot-choices';

/** Flows whose goodput rows "At a glance" shows before leaving them to the A/B table: few on a phone. */
const PHONE_FLOW_ROWS = 5;
const WIDE_FLOW_ROWS = 10;

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
 * changes B (any setting, not only the queue). "Not pinned" is the usual A/B: A follows what you edit (phone trial 11:45: "A: the preset" over "No: A is your scenario" read as a contradiction).
 */
function PinAChooser() {
  const pinA = useCompareStore((s) => s.pinA);
  const preset = useScenarioStore((s) => s.preset);
  const change = usePinNotice((s) => s.change);
  // Held numbers hold the titles that state them (neutral-title.ts: lecturer trial 05:10, step 20).
  const held = useTitlesHeld();
  return (
    <>
    <label className="field pin-a">
      <span>Pin A to a preset</span>
      <FullTextSelect text={pinA === null ? 'Not pinned: A follows your edits' : shownPresetTitle(pinA, held)} testId="pin-a-chosen">
        <select data-testid="pin-a" value={pinA ?? ''} onChange={(e) => pinATo(e.target.value === '' ? null : e.target.value)}>
          <option value="">Not pinned: A follows your edits</option>
          {pinA === null && preset !== null ? <option value={preset}>This preset, as it was loaded: {shownPresetTitle(preset, held)}</option> : null}
          <PresetOptions except={pinA === null ? preset : null} near={pinA ?? preset} />
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

/**
 * The catalogue's presets as options, grouped as the landing page and the header's menu group them
 * (landing/demo-groups.ts); the group of `near` (the preset A was loaded from) first, as "Same
 * study" or "Same set-up": a phone trial scrolled 60+ unrelated presets (web traffic, Tahoe vs
 * SACK…) to pin A to RED 4/6 beside its own tail drop. `except`: one left out, offered elsewhere.
 */
export function PresetOptions({ except = null, near = null }: { except?: string | null; near?: string | null }) {
  const groups = searchCatalog('');
  const held = useTitlesHeld();
  const own = near === null ? undefined : groups.find((g) => g.entries.some((e) => e.name === near));
  const options = (g: DemoGroup) =>
    g.entries
      .filter((c) => c.name !== except)
      .map((c) => (
        <option key={c.name} value={c.name}>
          {shownPresetTitle(c.name, held, c.title)}
        </option>
      ));
  const label = (g: DemoGroup) => (g.section === 'studies' ? `Published study · ${g.title}` : g.title);
  return (
    <>
      {own && own.entries.some((c) => c.name !== except) ? (
        <optgroup label={`${own.section === 'studies' ? 'Same study' : 'Same set-up'} · ${own.title}`} data-testid="pin-same-group">
          {options(own)}
        </optgroup>
      ) : null}
      {groups
        .filter((g) => g !== own)
        .map((g) => (
          <optgroup key={g.id} label={label(g)}>
            {options(g)}
          </optgroup>
        ))}
    </>
  );
}

/** Pinned, B is the editor's scenario: load another preset into it from here (the header's menu does the same). */
function BPresetChooser() {
  const pinA = useCompareStore((s) => s.pinA);
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
          <PresetOptions near={pinA} />
        </select>
      </FullTextSelect>
    </label>
  );
}

/**
 * The A/B plot pairs on the page: presentation's rule for many flows (defaultComparePlots: no
 * per-flow pair above PRESENTED_PER_FLOW_MAX flows) until the student asks for them all. Projected
 * or embedded (not `full`), the chosen plots decide, as before.
 */
function usePlotPairs(full: boolean) {
  const flows = useFlowCount();
  const [all, setAll] = useState(false);
  const every = PLOTS.filter((p) => p.compare).map((p) => p.id);
  const shown = !full || all || flows <= PRESENTED_PER_FLOW_MAX ? every : defaultComparePlots(flows);
  return { flows, shown, left: every.filter((id) => !shown.includes(id)), showAll: () => setAll(true) };
}

/**
 * Which side is which, whatever the preset: A is always the scenario you had (the one the editor
 * shows), B is the same traffic and seed under another queue and is named by that queue.
 */
export function sideLabels(labelA: string, labelB: string, focused = false, pinned = false, role: string = 'your scenario'): { a: string; b: string } {
  // Projected, the titles share a row with the legends: the reminder of what A is gives way.
  if (pinned) return { a: focused ? `A: ${labelA}` : `A (pinned): ${labelA}`, b: focused ? `B: ${labelB}` : `B (your scenario): ${labelB}` };
  return { a: focused ? `A: ${labelA}` : `A (${role}): ${labelA}`, b: `B: ${labelB}` };
}

/**
 * Compare mode: the current scenario (A) and the same traffic and seed under another queue (B),
 * plots one above the other on one time axis with one cursor, each flow's elapsed time in both
 * runs, and a table with B − A coloured by better / worse.
 */
export function ComparePanel() {
  // Opened on a narrow screen, A/B starts at its top (the set-up, "At a glance"): the page kept the
  // scroll position of the view it was opened from, and a phone trial landed mid-table (23:10, step 23).
  useEffect(() => {
    if (typeof matchMedia === 'function' && matchMedia(COMPARE_NARROW_QUERY).matches) window.scrollTo(0, 0);
  }, []);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const pinA = useCompareStore((s) => s.pinA);
  const autoB = useEffectiveBQueue();
  const bChosen = useCompareStore((s) => s.bQueue) !== null;
  const held = useTitlesHeld();
  // Pinned, A is the preset and B is the editor's scenario (its own queue).
  const pinned = pinA !== null ? presetScenarioShared(pinA) : null;
  const qa = getBottleneck(pinned ?? a)?.queue;
  const qb = pinA !== null ? getBottleneck(a)?.queue : autoB;
  const labelA = pinA !== null ? shownPresetTitle(pinA, held) : qa ? describeQueue(qa) : 'current scenario';
  const labelB = qb ? describeQueue(qb) : '—';
  const sides = sidesOf(pinA);
  useRunOf(compareResults);
  // Presentation and embeds show only the chosen plots (no flow bar, note or side list).
  const full = useContext(PlotFilterContext) === null;
  const lessonEdit = useLessonEditOfA(a);
  const preset = useScenarioStore((s) => s.preset);
  const lessonStep = useLessonStepOfA();
  const reference = useHeadingReference();
  const ab = useMemo(() => abSides(a, preset, autoB, bChosen, lessonStep, reference), [a, preset, autoB, bChosen, lessonStep, reference]);
  // "the preset" until the student edits it, then "your scenario" (phone trial 04:30, confusion 2).
  const role = aRole(ab);
  const side = sideLabels(labelA, labelB, !full, pinA !== null, role);
  const shown = full || pinA !== null ? side : shortSideLabels(qa, qb, side);
  const narrow = useNarrowScreen();
  // The A/B tables' column heads: the fewest words that tell A's queue from B's, the whole set-ups as their accessible names.
  const columnNames = { short: shortSideLabels(qa, qb, { a: 'A', b: 'B' }), full: { a: `A: ${labelA}`, b: `B: ${labelB}` }, words: shortSideNames(qa, qb) ?? { a: 'A', b: 'B' } };
  const bStatus = useBStatus(ab, preset);
  const pairs = usePlotPairs(full);
  // The rule (where A came from, B its counterpart) and the app's last change of B, at the top
  // of A/B: first on a phone, under the heading on a wider screen. Pinned, the pin's own words say it.
  const rule =
    pinA === null ? (
      <div className="ab-rule">
        <p className="hint" data-testid="ab-rule">{withShownTitles(abRuleWords(ab), held)}</p>
        {full ? <LessonStepOfA /> : null}
        {bStatus !== null ? (
          <p className="hint b-changed" role="status" data-testid="b-status" data-cause={bStatus.cause}>
            {bStatus.words}
          </p>
        ) : null}
      </div>
    ) : null;
  const ruleFirst = full && narrow && lessonStep !== null && rule !== null;
  return (
    <div className="compare" data-testid="compare-panel">
      {/* The headline numbers and each flow's goodput, A, B and B − A, first on every screen: the
          answer was found only at the page's foot (issue 37). */}
      {/* In a lesson on a phone, what A is and the choice of the lesson's step as A come before the
          numbers: under At a glance, a student read step 3's comparison before finding the menu for
          the step their question was about (phone trial 15:40, step 16). */}
      {ruleFirst && (
        <div className="ab-rule-first" data-testid="ab-rule-first">
          {rule}
        </div>
      )}
      {full && <CompareGlance room={narrow ? PHONE_FLOW_ROWS : WIDE_FLOW_ROWS} sides={columnNames} />}
      {/* On a phone the page is about 7500 px tall: a list of its parts comes next. Rendered below
          the drawer breakpoint only (a wide screen has the parts in view). */}
      {full && narrow && (
        <div className="compare-top" data-testid="compare-top">
          {ruleFirst ? null : rule}
          {/* First on a phone, where the numbers are: A is the student's edit of the step. */}
          {pinA === null && lessonEdit ? <LessonEditNote edit={lessonEdit} /> : null}
          <CompareJumps shown={pairs.shown} />
        </div>
      )}
      {/* Presentation mode has B's queue in its settings strip (PresentSettings): not twice on the page. */}
      {full && (
      <section className="panel compare-setup" aria-labelledby="cmp-h">
        {/* On a phone the heading, under "At a glance", takes focus without scrolling the page there
            (heading-focus.ts): scrolled to it above the lesson sheet, A/B opened mid-table. */}
        <h2 id="cmp-h" data-focus-in-place={narrow || undefined}>A/B compare</h2>
        <SwapAB />
        {narrow ? null : rule}
        <div className="ab-grid">
          <div className="ab-card ab-a" data-testid="ab-card-a">
            <h3>
              <span className="ab-tag">A</span> {pinA !== null ? `pinned: ${labelA}` : lessonEdit ? `your edit of step ${lessonEdit.step}: ${labelA}` : `${role}: ${labelA}`}
            </h3>
            {pinA === null && lessonEdit && !(full && narrow) ? <LessonEditNote edit={lessonEdit} /> : null}
            <p className="hint">
              {pinA !== null
                ? 'A stays this preset, unchanged, whatever you edit: every edit in the scenario editor changes B.'
                : role === 'the preset'
                  ? 'The preset as it opened. Edit its traffic and queue in the scenario editor: A is then your scenario.'
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
                {/* What B is, as it behaves: the editor's scenario under another queue, so every
                    edit there applies to B too; on Auto its queue is re-derived from A's (a phone
                    trial saw B's buffer follow A's edit while this said "the editor changes A only"). */}
                {bChosen ? (
                  <p className="hint" data-testid="b-card-words">
                    B is {role} with the queue set below: every edit in the scenario editor (traffic, links, seed) applies to B too, except the bottleneck queue, which B keeps as set here.
                  </p>
                ) : (
                  <BFollowsWords role={role} />
                )}
                <BQueueEditor a={a} role={role} />
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
      {pairs.left.length > 0 ? (
        <p className="hint compare-left-out" data-testid="compare-left-out">
          With {pairs.flows} flows the per-flow plots ({pairs.left.map((id) => PLOT[id].label).join(', ')}) are left out: {pairs.flows} lines each would not read.{' '}
          <button type="button" className="link" data-testid="compare-show-all" onClick={pairs.showAll}>
            Show them too
          </button>
        </p>
      ) : null}
      <div className="compare-body">
        <FoldFlowLegendsContext.Provider value>
        <div className="plots compare-plots">
          {/* A and B of the plots shown (usePlotPairs), each pair on one time axis. */}
          {/* A kind that draws both runs (bothRuns) is one panel, full width, not an A and a B. */}
          {PLOTS.filter((p) => pairs.shown.includes(p.id)).map((p) => p.bothRuns ? (
            <PlotPanel key={`${p.id}-${pinA ?? ''}`} kind={p.id} compare={{ ...sides.a, label: 'A and B', fullLabel: `A: ${labelA}; B: ${labelB}`, names: shortSideNames(qa, qb) ?? { a: labelA, b: labelB } }} />
          ) : [
            <PlotPanel key={`${p.id}-a-${pinA ?? ''}`} kind={p.id} compare={{ ...sides.a, label: shown.a, fullLabel: side.a }} />,
            <PlotPanel key={`${p.id}-b-${pinA ?? ''}`} kind={p.id} compare={{ ...sides.b, label: shown.b, fullLabel: side.b }} />,
          ])}
        </div>
        </FoldFlowLegendsContext.Provider>
        {full && (
          <HoldNumbers panel={{ heading: 'Flow times', className: 'panel flow-times', testId: 'flow-times' }}>
            <FlowTimes labelA={labelA} labelB={labelB} />
          </HoldNumbers>
        )}
      </div>
      <HoldNumbers panel={{ heading: 'A/B summary', className: 'panel summary compare-summary', testId: 'compare-summary' }}>
        <CompareTable labelA={labelA} labelB={labelB} short={columnNames.short} names={columnNames.words} role={role} />
      </HoldNumbers>
      {full && <LazyPacketsPanel sources={[{ label: `A: ${labelA}`, store: sides.a.own }, { label: `B: ${labelB}`, store: sides.b.own }]} />}
    </div>
  );
}
