import { PlaybackBar } from '../playback/PlaybackBar';
import { DelayLegend, FlowLegend, QueueLegend } from '../plots/Plots';
import { DelayPlot } from '../plots/delay-plot';
import { PlotPanel } from '../plots/PlotPanel';
import { CwndPlot } from '../plots/cwnd-plot';
import { QueuePlot } from '../plots/queue-plot';
import { QueueStateReadout } from '../plots/QueueStateReadout';
import { results } from '../results/results-store';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import { describeQueue } from '../sweep/describe-queue';
import { BQueueEditor } from './BQueueEditor';
import { compareResults, compareTimeEnd } from './compare-controller';
import { effectiveBQueue } from './compare-scenario';
import { useCompareStore } from './compare-store';
import { CompareTable } from './CompareTable';

const sourceA = { results, timeEnd: compareTimeEnd, watch: [compareResults], shareY: [compareResults] };
const sourceB = { results: compareResults, timeEnd: compareTimeEnd, watch: [results], shareY: [results] };

/**
 * Compare mode: the current scenario (A) and the same traffic and seed under another queue (B),
 * plots one above the other on one time axis with one cursor, and a table with B − A.
 */
export function ComparePanel() {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const chosen = useCompareStore((s) => s.bQueue);
  const qa = getBottleneck(a)?.queue;
  const qb = effectiveBQueue(a, chosen);
  const labelA = qa ? describeQueue(qa) : 'current scenario';
  const labelB = qb ? describeQueue(qb) : '—';
  return (
    <div className="compare" data-testid="compare-panel">
      <section className="panel compare-setup" aria-labelledby="cmp-h">
        <h2 id="cmp-h">A/B compare</h2>
        <div className="ab-grid">
          <div className="ab-card ab-a">
            <h3>
              <span className="ab-tag">A</span> {labelA}
            </h3>
            <p className="hint">The current scenario: edit its traffic and queue in the panel on the left.</p>
          </div>
          <div className="ab-card ab-b">
            <h3>
              <span className="ab-tag">B</span> {labelB}
            </h3>
            <p className="hint">The same flows and seed under this queue:</p>
            <BQueueEditor a={a} />
          </div>
        </div>
      </section>
      <PlaybackBar />
      <div className="plots compare-plots">
        <PlotPanel name="compare-queue-a" title={`A — queue: ${labelA}`} make={(el) => new QueuePlot(el, sourceA)} legend={<QueueLegend />} controls={<QueueStateReadout testId="queue-state-a" />} />
        <PlotPanel name="compare-queue-b" title={`B — queue: ${labelB}`} make={(el) => new QueuePlot(el, sourceB)} controls={<QueueStateReadout source={compareResults} testId="queue-state-b" />} />
        <PlotPanel name="compare-delay-a" title={`A — queueing delay, ms: ${labelA}`} make={(el) => new DelayPlot(el, { ...sourceA, shareY: [] })} legend={<DelayLegend />} />
        <PlotPanel name="compare-delay-b" title={`B — queueing delay, ms (own scale): ${labelB}`} make={(el) => new DelayPlot(el, { ...sourceB, shareY: [] })} />
        <PlotPanel name="compare-cwnd-a" title="A — cwnd, bytes" make={(el) => new CwndPlot(el, undefined, sourceA)} legend={<FlowLegend />} />
        <PlotPanel name="compare-cwnd-b" title="B — cwnd, bytes" make={(el) => new CwndPlot(el, undefined, sourceB)} />
      </div>
      <CompareTable labelA={labelA} labelB={labelB} b={compareResults} />
    </div>
  );
}
