import { useContext } from 'react';
import { PlaybackBar } from '../playback/PlaybackBar';
import { PlotFilterContext } from '../plots/plot-filter';
import { useRunOf } from '../plots/Legends';
import { PlotPanel } from '../plots/PlotPanel';
import { PLOTS } from '../plots/registry';
import { FlowBar } from '../plots/FlowBar';
import { results } from '../results/results-store';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { BQueueEditor } from './BQueueEditor';
import { compareResults, compareTimeEnd } from './compare-controller';
import { LazyPacketsPanel } from '../packets/LazyPacketsPanel';
import { useEffectiveBQueue } from './use-b-queue';
import { CompareTable } from './CompareTable';
import { FlowTimes } from './FlowTimes';
import { RunProblemNotice } from '../results/RunProblemNotice';
import { useCompareVersion } from './use-compare-version';

/** Run B's worker failed or stopped answering (A's problems show in the status line above). */
function BProblem() {
  useCompareVersion();
  const e = compareResults.error;
  return e?.kind ? <RunProblemNotice problem={e} /> : null;
}

const sideA = { side: 'a' as const, own: results, other: compareResults, timeEnd: compareTimeEnd };
const sideB = { side: 'b' as const, own: compareResults, other: results, timeEnd: compareTimeEnd };

/**
 * Which side is which, whatever the preset: A is always the scenario you had (the one the editor
 * shows), B is the same traffic and seed under another queue and is named by that queue.
 */
export function sideLabels(labelA: string, labelB: string, focused = false): { a: string; b: string } {
  // Projected, the titles share a row with the legends: the reminder of what A is gives way.
  return { a: focused ? `A: ${labelA}` : `A (your scenario): ${labelA}`, b: `B: ${labelB}` };
}

/**
 * Compare mode: the current scenario (A) and the same traffic and seed under another queue (B),
 * plots one above the other on one time axis with one cursor, each flow's elapsed time in both
 * runs, and a table with B − A coloured by better / worse.
 */
export function ComparePanel() {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const qa = getBottleneck(a)?.queue;
  const qb = useEffectiveBQueue();
  const labelA = qa ? describeQueue(qa) : 'current scenario';
  const labelB = qb ? describeQueue(qb) : '—';
  useRunOf(compareResults);
  // Presentation and embeds show only the chosen plots (no flow bar, note or side list).
  const full = useContext(PlotFilterContext) === null;
  const side = sideLabels(labelA, labelB, !full);
  return (
    <div className="compare" data-testid="compare-panel">
      {/* Presentation mode has B's queue in its settings strip (PresentSettings): not twice on the page. */}
      {full && (
      <section className="panel compare-setup" aria-labelledby="cmp-h">
        <h2 id="cmp-h">A/B compare</h2>
        <div className="ab-grid">
          <div className="ab-card ab-a">
            <h3>
              <span className="ab-tag">A</span> your scenario: {labelA}
            </h3>
            <p className="hint">What you had: the current scenario. Edit its traffic and queue in the panel on the left.</p>
          </div>
          <div className="ab-card ab-b">
            <h3>
              <span className="ab-tag">B</span> {labelB}
            </h3>
            <p className="hint">A&apos;s flows and seed under B&apos;s own queue and buffer, set here: the editor on the left changes A only (B is named by its queue).</p>
            <BQueueEditor a={a} />
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
            <PlotPanel key={`${p.id}-a`} kind={p.id} compare={{ ...sideA, label: side.a }} />,
            <PlotPanel key={`${p.id}-b`} kind={p.id} compare={{ ...sideB, label: side.b }} />,
          ])}
        </div>
        {full && <FlowTimes labelA={labelA} labelB={labelB} />}
      </div>
      <CompareTable labelA={labelA} labelB={labelB} b={compareResults} />
      {full && <LazyPacketsPanel sources={[{ label: `A: ${labelA}`, store: results }, { label: `B: ${labelB}`, store: compareResults }]} />}
    </div>
  );
}
