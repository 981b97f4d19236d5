import { dropReasonsOf } from '../../sim-core/queues/registry';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { exportSummaryCsv } from '../export/export-csv';
import { fmtPercent, fmtRate, fmtRatio, fmtTime } from './format';
import { GOODPUT_HELP, JAIN_HELP, RATE_WINDOW_HELP, THROUGHPUT_HELP, rateWindowText } from './rate-definitions';
import { responseTimeQuantile } from '../../sim-core/metrics/web-stats';
import { webResultOf, type SimResult } from '../../sim-core/scenario/result';
import { OWN_RATE } from '../../sim-core/metrics/summary';

/** Columns of the table after Flow, Variant and Start (a web flow's row spans them with its own figures). */
const PER_FLOW_COLUMNS = 12;

/**
 * A web flow's row: its connections are not traced one by one (no per-flow throughput, drops or
 * timeouts to show), so it says what the generator did count, over the measurement window.
 */
function webRowText(s: SimResult, index: number, done: boolean): string {
  const w = webResultOf(s, index);
  if (!w) return 'web traffic';
  if (!done) return 'web traffic: counted when the run ends';
  const sec = (v: number) => (Number.isFinite(v) ? `${v.toFixed(3)} s` : '—');
  return (
    `web traffic, counted over the measurement window: ${w.started.toLocaleString('en')} connections opened, ` +
    `${w.completed.toLocaleString('en')} responses done, ${w.withLoss.toLocaleString('en')} with a loss or timeout; ` +
    `response time median ${sec(responseTimeQuantile([w], 0.5))}, 90th percentile ${sec(responseTimeQuantile([w], 0.9))}. ` +
    'Its connections are not traced one by one, so it has no throughput, drop or timeout figures of its own here.'
  );
}


/**
 * Per-flow figures (seed 000's names; throughput and goodput over each flow's own active time,
 * the window named per row), Jain's index, utilization and drops by kind.
 */
export function SummaryTable() {
  useResultsVersion();
  const run = results.current;
  const s = run?.summary;
  if (!run || !s) return <section className="panel summary"><h2>Summary</h2><p className="muted">{results.error?.kind ? 'No results: the simulator did not finish this run.' : 'Simulating…'}</p></section>;
  const link = s.links[s.aggregate.bottleneck];
  const d = link.summary.dropsWholeRun;
  // The bottleneck discipline's own drop reasons (RED: overflow / forced / early), from the registry.
  const dropKinds = dropReasonsOf([link.queueKind]).filter((r) => r.queueDrop);
  // Jain's index and the system goodput cover the flows with a rate of their own (the core's
  // OWN_RATE, which its aggregate uses): web traffic has none. The index compares two or more.
  const ownRate = (f: { kind: SimResult['flows'][number]['kind'] }) => OWN_RATE[f.kind];
  const someUnrated = !s.flows.every(ownRate);
  const rated = s.flows.filter(ownRate).length;
  const jainWhy = rated >= 2 ? null : someUnrated ? "web traffic has no rate of its own, and Jain's index compares two flows or more" : "Jain's index compares two flows or more";
  const jainTitle = jainWhy ?? (someUnrated ? 'over the flows other than web traffic' : undefined);
  const jain = (v: number) => (jainWhy === null ? fmtRatio(v) : '—');
  // Once every flow has finished, its goodput over the window is its size over the window's
  // length: the index would compare the flows' sizes (the same under tail drop and RED, which a
  // student took for a fault), not their shares of the link.
  const allFinished = rated >= 2 && s.flows.filter(ownRate).every((f) => f.summary.completed);
  const windowJainWhy = jainWhy ?? (allFinished ? "every flow finished, so each one's goodput over the window is only its size over the window's length: the index would compare sizes, not shares (see the active-time indices)" : null);
  return (
    <section className="panel summary" aria-labelledby="sum-h" data-testid="summary" data-done={run.done ? 'yes' : 'no'} data-run={run.runId}>
      <h2 id="sum-h">
        Summary <span className="muted">{run.halted ? `run halted at ${s.endTime.toFixed(2)} s (the simulator stopped), ${s.events.toLocaleString('en')} events` : run.done ? `run ended at ${s.endTime.toFixed(2)} s (${s.outcome}), ${s.events.toLocaleString('en')} events` : `simulating… ${run.now.toFixed(1)} s`}</span>
        <button type="button" className="small" data-testid="export-csv-summary" aria-label="Download the summary table as CSV" title="Download the per-flow summary (raw values) as CSV" onClick={() => exportSummaryCsv()}>
          CSV
        </button>
      </h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Per-flow summary table">
        <table>
          <thead>
            <tr>
              <th>Flow</th>
              <th>Variant</th>
              <th title="When the flow's first SYN left: the start set in the editor (the timeline's bars) plus any start jitter the scenario adds, so it may differ from the set start by a little">Start</th>
              <th>Size</th>
              <th title="From the first SYN to the SYN-ACK (longer when a SYN is lost and resent after its timer)">Handshake</th>
              <th title="From the first data segment to the ACK of the last data byte">Data transmit</th>
              <th title="From the first SYN to the ACK of the FIN">Elapsed</th>
              <th title={THROUGHPUT_HELP} data-testid="th-throughput">Throughput</th>
              <th title={GOODPUT_HELP} data-testid="th-goodput">Goodput</th>
              <th title={RATE_WINDOW_HELP} data-testid="th-rate-window">Rates over</th>
              <th title="Segments sent again: by fast retransmit, after a timeout, or on a partial ACK">Retransmits</th>
              <th title="Duplicate ACKs received: three in a row trigger fast retransmit">Dupacks</th>
              <th title="Retransmission timeouts: the timer fired with data unacknowledged; each one doubles the next timer">Timeouts</th>
              <th title="The flow's packets dropped by a queue (every reason: overflow, early, forced); link losses are counted apart">Drops</th>
              <th title="Lost on a link by a loss model (not a queue drop)">Link losses</th>
            </tr>
          </thead>
          <tbody>
            {s.flows.map((f) =>
              !ownRate(f) ? (
                <tr key={f.index} data-testid={`summary-row-${f.index}`}>
                  <td>
                    {f.index + 1}. {f.name}
                  </td>
                  <td>{f.variant}</td>
                  <td data-testid={`start-${f.index}`}>{fmtTime(f.start)}</td>
                  <td colSpan={PER_FLOW_COLUMNS} className="web-row" data-testid={`web-row-${f.index}`}>
                    <div className="web-row-text">{webRowText(s, f.index, run.done)}</div>
                  </td>
                </tr>
              ) : (
                <tr key={f.index} data-testid={`summary-row-${f.index}`}>
                  <td>
                    {f.index + 1}. {f.name}
                  </td>
                  <td>{f.kind === 'cbr' ? 'UDP CBR' : f.variant}</td>
                  <td data-testid={`start-${f.index}`}>{fmtTime(f.start)}</td>
                  <td>{f.bytes === null ? (f.kind === 'cbr' ? '—' : '∞') : `${f.bytes.toLocaleString('en')} B`}</td>
                  <td>{fmtTime(f.summary.handshakeTime)}</td>
                  <td>{fmtTime(f.summary.dataTransmitTime)}</td>
                  <td data-testid={`elapsed-${f.index}`}>{f.summary.completed || f.kind === 'cbr' ? fmtTime(f.summary.elapsedTime) : !run.done ? '…' : f.bytes === null ? 'unlimited' : 'not done'}</td>
                  <td data-testid={`throughput-${f.index}`}>{fmtRate(f.summary.activeThroughputBps)}</td>
                  <td data-testid={`goodput-flow-${f.index}`}>{fmtRate(f.summary.activeGoodputBps)}</td>
                  <td data-testid={`rate-window-${f.index}`}>{rateWindowText(f.summary.activeWindow)}</td>
                  <td data-testid={`retx-${f.index}`}>{f.summary.retransmittedPackets}</td>
                  <td>{f.summary.dupAcks}</td>
                  <td>{f.summary.timeouts}</td>
                  <td>{f.summary.queueDrops}</td>
                  <td data-testid={`link-losses-${f.index}`}>{f.summary.linkLosses}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <dl className="aggregate" data-testid="aggregate">
        <div>
          <dt title={JAIN_HELP}>Jain (throughput, active time)</dt>
          <dd data-testid="jain-throughput" title={jainTitle}>
            {jain(s.aggregate.jainActiveThroughput)}
          </dd>
        </div>
        <div>
          <dt title={JAIN_HELP}>Jain (goodput, active time)</dt>
          <dd data-testid="jain-active-goodput" title={jainTitle}>
            {jain(s.aggregate.jainActiveGoodput)}
          </dd>
        </div>
        <div>
          <dt title="Jain's index over each flow's goodput inside the measurement window (the papers' fairness figure)">Jain (goodput, window)</dt>
          <dd data-testid="jain-goodput" title={windowJainWhy ?? jainTitle}>
            {windowJainWhy === null ? fmtRatio(s.aggregate.jainGoodput) : '—'}
          </dd>
        </div>
        {Number.isFinite(s.aggregate.vegasRenoRatio) ? (
          <div>
            <dt title="Seed 002: mean Vegas goodput / mean Reno-family goodput in the window">Vegas/Reno</dt>
            <dd data-testid="vegas-reno">{fmtRatio(s.aggregate.vegasRenoRatio)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Utilization</dt>
          <dd data-testid="utilization">{fmtPercent(s.aggregate.utilization)}</dd>
        </div>
        <div>
          <dt>Drops {dropKinds.map((r) => r.label).join(' / ')}</dt>
          <dd data-testid="drops">{dropKinds.map((r) => d[r.id]).join(' / ')}</dd>
        </div>
        <div>
          <dt>Link losses (all links)</dt>
          <dd data-testid="link-losses">{s.aggregate.linkLosses}</dd>
        </div>
        <div>
          <dt>System goodput{someUnrated && rated > 0 ? ' (not web traffic)' : ''}</dt>
          <dd data-testid="system-goodput" title={someUnrated ? 'the flows other than web traffic (its connections are not counted one by one)' : undefined}>
            {rated === 0 ? '—' : fmtRate(s.aggregate.totalGoodputBps)}
          </dd>
        </div>
        {Object.keys(s.aggregate.goodputByVariant).length > 1 &&
          Object.entries(s.aggregate.goodputByVariant).map(([v, g]) => (
            <div key={v}>
              <dt>{v} goodput ({g.flows} flows)</dt>
              <dd data-testid={`goodput-${v}`}>{fmtRate(g.goodputBps)}</dd>
            </div>
          ))}
        {Number.isFinite(s.aggregate.atgr) && (
          <div>
            <dt>ATGR (main / cross)</dt>
            <dd data-testid="atgr">{fmtRatio(s.aggregate.atgr)}</dd>
          </div>
        )}
        <div>
          <dt>ECN marks</dt>
          <dd data-testid="ecn-marks">{d.ecnMark}</dd>
        </div>
        <div>
          <dt>Mean queue</dt>
          <dd>{link.queueLimit.unit === 'bytes' ? `${link.summary.meanQueueBytes.toFixed(0)} B` : `${link.summary.meanQueuePackets.toFixed(1)} pkts`}</dd>
        </div>
        <div>
          <dt title="Time packets spent in the bottleneck's queue discipline, over the window">Queueing delay mean / p50 / p95 / p99</dt>
          <dd data-testid="queue-delay">
            {[link.summary.queueDelay.mean, link.summary.queueDelay.p50, link.summary.queueDelay.p95, link.summary.queueDelay.p99].map((v) => (Number.isFinite(v) ? (v * 1000).toFixed(1) : '—')).join(' / ')} ms
          </dd>
        </div>
        <div>
          <dt>Run hash</dt>
          <dd data-testid="trace-hash" className="mono">
            {run.done ? s.traceHash.slice(0, 12) : '…'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
