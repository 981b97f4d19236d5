import { useId, type ReactNode } from 'react';
import { results } from '../results/results-store';
import { headlineText } from '../../headlines/headlines';
import { dashReason, describeMetric, NO_SIZE_REASON, withUnit, type SimResult } from '../../sim-core';
import { Dash, DashNoteList, DashNotes, HeadMark } from './DashNotes';
import { useHeadlines } from '../state/headline-refs';
import { useResultsVersion } from '../results/use-results-version';
import { exportSummaryCsv } from '../export/export-csv';
import { RATE_WINDOW_HELP } from './rate-definitions';
import { TermTip } from '../glossary/TermTip';
import { summaryModel, windowWords, type SummaryFlowRow, type SummaryLine } from './summary-model';
import './summary-cards.css';
import { SideScroll } from './SideScroll';
import { figureState, figureStateText } from './FigureState';
import { usePlaybackStore } from '../state/playback-store';
import { partial } from '../state/playback-store';
import { EndOfRunNote } from '../playback/EndOfRunNote';
import { useResultsVeiled } from '../state/results-veiled';
import { VEILED_ALTERNATIVE } from '../state/veiled-alternative';

/** Test ids the browser tests have long used for some figures; every other cell is `m-<metric id>`. */
const CELL_TESTID: Record<string, string> = {
  'flow.elapsed': 'elapsed',
  'flow.throughput': 'throughput',
  'flow.goodput': 'goodput-flow',
  'flow.retransmits': 'retx',
  'flow.linkLosses': 'link-losses',
};
const LINE_TESTID: Record<string, string> = {
  'run.jainActiveThroughput': 'jain-throughput',
  'run.jainActiveGoodput': 'jain-active-goodput',
  'run.jainGoodput': 'jain-goodput',
  'link.utilization': 'utilization',
  'run.linkLosses': 'link-losses',
  'run.systemGoodput': 'system-goodput',
  'run.atgr': 'atgr',
  'link.drops.ecnMark': 'ecn-marks',
  'link.queueDelayMean': 'queue-delay',
};

/** The identity columns' heads: their units stated once, as every figure's column states its own. */
const START_HEAD = withUnit('Start', 's');
const SIZE_HEAD = withUnit('Size', 'B');

/** A web flow's row: its figures in words (its connections are not traced one by one). */
function webRowText(row: SummaryFlowRow, done: boolean): string {
  if (!done) return 'web traffic: counted when the run ends';
  if (row.webCells.length === 0) return 'web traffic';
  return `web traffic, over the measurement window: ${row.webCells.map((c) => `${c.metric.label} ${c.text}`).join('; ')}. Its connections are not traced one by one, so it has no throughput, drop or timeout figures of its own here.`;
}

/** A column head with its unit on a line of its own under the name ("Goodput" / "(Mbit/s)"): narrower columns. */
function UnitHead({ head, mark = null }: { head: string; mark?: ReactNode }) {
  const at = head.lastIndexOf(' (');
  if (at < 0)
    return (
      <>
        {head}
        {mark}
      </>
    );
  return (
    <>
      {head.slice(0, at)}
      {mark} <span className="head-unit">{head.slice(at + 1)}</span>
    </>
  );
}

function lineTestId(l: SummaryLine): string {
  if (l.selector?.variant) return `goodput-${l.selector.variant}`;
  if (l.cells.length > 1 || l.cells[0].metric.id.startsWith('link.drops.') && l.cells[0].metric.id !== 'link.drops.ecnMark') return 'drops';
  const m = l.cells[0].metric;
  // A family ratio's line is named after its two sides, as the first one's has long been ("vegas-reno").
  const ratio = m.scope !== 'flow' ? m.familyRatio : undefined;
  if (ratio) return `${ratio.over.name}-${ratio.under.name}`.toLowerCase();
  return LINE_TESTID[m.id] ?? `m-${m.id}`;
}

/** The scenario's headline numbers first (src/headlines/), as the presentation strip has them. */
function SummaryHeadlines({ run }: { run: SimResult }) {
  const hs = useHeadlines();
  const replaying = usePlaybackStore((p) => partial(p));
  const end = usePlaybackStore((p) => p.end);
  if (hs.length === 0) return null;
  const state = figureStateText(figureState([results], replaying, end));
  return (
    <p className="summary-headlines" data-testid="summary-headlines">
      <strong>Headline numbers{state ? <span className="figure-state-inline" data-testid="summary-figure-state"> ({state})</span> : null}:</strong>{' '}
      {hs.map((h, k) => (
        <span key={`${h.ref.metric}:${h.ref.flow ?? ''}`} data-metric={h.metric.id} title={describeMetric(h.metric, run)}>
          {k > 0 ? ' · ' : ''}
          {h.label} <strong>{headlineText(h, run)}</strong>
        </span>
      ))}
    </p>
  );
}

/**
 * Per-flow figures (seed 000's names; throughput and goodput over each flow's own active time,
 * the window named per row), Jain's index, utilization and drops by kind.
 */
export function SummaryTable() {
  useResultsVersion();
  const dashId = useId();
  // The heading names the summary (aria-labelledby): under a lesson's veil it says no figure (bloat-2045).
  const veiled = useResultsVeiled();
  const run = results.current;
  const s = run?.summary;
  if (!run || !s) return <section className="panel summary"><h2>Summary</h2><p className="muted">{results.error?.kind ? 'No results: the simulator did not finish this run.' : 'Simulating…'}</p></section>;
  // The flows' streamed traces, whole once the run is done: the retransmission note counts from them (bloat9, finding 1).
  const traces = (i: number) => {
    const f = run.done ? run.flows[i] : undefined;
    return f ? { seq: f.seq.cols, seqRows: f.seq.length, congestion: f.congestion.cols, congestionRows: f.congestion.length } : null;
  };
  const model = summaryModel(s, run.done, run.scenario.flows.map((f) => (f.kind === 'cbr' ? { rate: f.rate, packetSize: f.packetSize, start: f.start, duration: f.duration } : undefined)), traces);
  // The reasons for the dashes, lettered as the cells ask for them and listed under the table.
  const dashes = new DashNotes(dashId);
  // Each column's window in a few words, for a phone's cards (their heads are hidden).
  const groupOf = model.columns.map((m) => model.groups.find((g) => g.window === m.window)!.label);
  const table = (
    <SideScroll label="columns" testId="summary-side-scroll">
    <div className="table-wrap summary-flows" tabIndex={0} role="region" aria-label="Per-flow summary table">
      {/* Explicit roles: on a phone the rows are cards (summary-cards.css), which would
          otherwise cost the table its semantics in some browsers. */}
      <table role="table">
        <thead role="rowgroup">
          {/* Each figure's window once above its columns (the catalogue's window words): a
              "Drops" count over the whole run stood unmarked beside rates over the window. */}
          <tr role="row" className="window-heads">
            <th role="columnheader" rowSpan={2} className="flow-col">
              Flow <span className="head-unit">variant</span>
            </th>
            <th role="columnheader" colSpan={2} className="identity-head" aria-label="The flow as set up" />
            {model.groups.map((g, k) => (
              <th role="columnheader" key={k} colSpan={g.span} scope="colgroup" className="window-head" data-testid="window-head" title={`Over ${g.title}.`}>
                {g.label}
              </th>
            ))}
          </tr>
          <tr role="row">
            <th role="columnheader" title="When the flow's first SYN left: the start set in the editor (the timeline's bars) plus any start jitter the scenario adds, so it may differ from the set start by a little">
              <UnitHead head={START_HEAD} />
            </th>
            <th role="columnheader">
              <UnitHead head={SIZE_HEAD} />
            </th>
            {model.columns.map((m, k) => [
              <th role="columnheader" key={m.id} title={`${m.label}: ${describeMetric(m, s)}`} data-testid={m.id === 'flow.throughput' ? 'th-throughput' : m.id === 'flow.goodput' ? 'th-goodput' : undefined} data-metric={m.id} data-unit={model.formats[k].unit} data-window={model.columns[k].window}>
                <UnitHead head={model.formats[k].head} mark={model.headWhy[k] !== null ? <HeadMark notes={dashes} reason={model.headWhy[k]!} subject={model.formats[k].head} /> : null} />
              </th>,
              k === model.rateAfter ? (
                <th role="columnheader" key="rate-window" title={RATE_WINDOW_HELP} data-testid="th-rate-window">
                  Rates over
                </th>
              ) : null,
            ])}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {model.rows.map((row) => (
            <tr role="row" key={row.index} data-testid={`summary-row-${row.index}`}>
              {/* The variant under the name: its own column cost a 1366-px laptop's table 66 px. */}
              <td role="cell">
                {row.identity.flow}. {row.identity.name} <span className="flow-variant">{row.identity.variant}</span>
              </td>
              <td role="cell" data-label={START_HEAD} data-testid={`start-${row.index}`}>{row.identity.start.toFixed(2)}</td>
              {row.kind === 'web' ? (
                <td role="cell" colSpan={model.columns.length + 2} className="web-row" data-testid={`web-row-${row.index}`}>
                  <div className="web-row-text">{webRowText(row, run.done)}</div>
                </td>
              ) : (
                <>
                  <td role="cell" data-label={SIZE_HEAD}>{row.identity.size === null ? (row.kind === 'cbr' ? <Dash notes={dashes} reason={NO_SIZE_REASON} subject={SIZE_HEAD} /> : '∞') : row.identity.size.toLocaleString('en')}</td>
                  {row.cells.map((c, k) => [
                    <td role="cell" data-label={`${model.formats[k].head}, ${groupOf[k]}`} key={model.columns[k].id} data-testid={`${CELL_TESTID[model.columns[k].id] ?? `m-${model.columns[k].id}`}-${row.index}`} data-metric={model.columns[k].id}>
                      {row.why[k] !== null ? <Dash notes={dashes} reason={row.why[k]!} subject={model.formats[k].head} bare={row.why[k] === model.headWhy[k]} /> : c!.text}
                    </td>,
                    k === model.rateAfter ? (
                      <td role="cell" key="rate-window" data-label="Rates over" data-testid={`rate-window-${row.index}`} className="rate-window">
                        <UnitHead head={row.rateWindow} />
                      </td>
                    ) : null,
                  ])}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </SideScroll>
  );
  return (
    <section className="panel summary" aria-labelledby="sum-h" data-testid="summary" data-done={run.done ? 'yes' : 'no'} data-run={run.runId}>
      {/* The CSV button beside the heading, not in it: inside, its text became part of the
          heading's name ("Summary … events CSV", screen-reader trial 4). */}
      <div className="panel-heading">
        <h2 id="sum-h">
          Summary <span className="muted">{veiled ? VEILED_ALTERNATIVE : run.halted ? `run halted at ${s.endTime.toFixed(2)} s (the simulator stopped), ${s.events.toLocaleString('en')} events` : run.done ? `run ended at ${s.endTime.toFixed(2)} s (${s.outcome}), ${s.events.toLocaleString('en')} events` : `simulating… ${run.now.toFixed(1)} s`}</span>
        </h2>
        <button type="button" className="small" data-testid="export-csv-summary" aria-label="Download the summary table as CSV" title="Download the per-flow summary (raw values) as CSV" onClick={() => exportSummaryCsv()}>
          CSV
        </button>
      </div>
      {run.done ? <EndOfRunNote /> : null}
      <SummaryHeadlines run={s} />
      <p className="summary-window muted" data-testid="summary-window">
        <TermTip term="measurement-window" inline>
          <span tabIndex={0}>Measurement window</span>
        </TermTip>
        : {model.window.text}
        {model.window.partial ? ` of the run's 0.00–${s.endTime.toFixed(2)} s: figures "in the window" leave out what came before it; counts over the whole run stand beside them where they differ.` : ', the whole run.'}
      </p>
      {table}
      <DashNoteList notes={dashes} testId="summary-dash-notes" />
      {model.rateNotes.map((n, k) => (
        <p key={k} className="summary-note muted" data-testid="summary-rate-note">
          {n}
        </p>
      ))}
      {model.retransmitNote ? (
        <p className="summary-note muted" data-testid="summary-retransmit-note">
          {model.retransmitNote}
        </p>
      ) : null}
      <dl className="aggregate" data-testid="aggregate">
        {model.lines.map((l) => (
          <div key={`${l.cells.map((c) => c.metric.id).join('+')}${l.selector?.variant ?? ''}`}>
            <dt title={l.cells.length === 1 ? describeMetric(l.cells[0].metric, s) : `Over ${windowWords(l.cells[0].metric, s)}.`}>{l.label[0].toUpperCase() + l.label.slice(1)}</dt>
            {/* "in the window" as generated text: the value's own text stays the figures alone (tests and scripts split it on "/"). */}
            <dd data-testid={lineTestId(l)} data-metric={l.cells.map((c) => c.metric.id).join(' ')} title={l.note} className={l.wholeRun ? 'window-count' : undefined}>
              {l.cells.map((c) => (l.cells.length > 1 ? String(c.value) : c.text)).join(' / ')}
              {/* A dash says why where it stands (a phone has no hover). */}
              {l.cells.length === 1 && l.cells[0].text === '—' ? <span className="dash-why" data-testid={`${lineTestId(l)}-why`}> ({l.note ?? dashReason(l.cells[0].metric)})</span> : null}
            </dd>
            {/* The whole run's count as prominent as the window's: "overflow 0" in bold beside a
                small "whole run: 527" read as "the FIFO drops nothing" (trial 10:00). */}
            {l.wholeRun ? (
              <dd className="whole-run" data-testid={`${lineTestId(l)}-whole-run`} title={`The same count over the whole run, 0.00–${s.endTime.toFixed(2)} s, as the plots' legends count it; the figure before it covers only the measurement window, ${model.window.text}.`}>
                {l.wholeRun.map((c) => (l.wholeRun!.length > 1 ? String(c.value) : c.text)).join(' / ')} <span className="span-words">over the whole run</span>
              </dd>
            ) : null}
          </div>
        ))}
        <div>
          <dt>Run hash</dt>
          <dd data-testid="trace-hash" className="mono">
            {run.done ? s.traceHash.slice(0, 12) : '…'}
          </dd>
        </div>
      </dl>
      {model.percentileNote ? (
        <p className="summary-note muted" data-testid="summary-percentile-note">
          {model.percentileNote}
        </p>
      ) : null}
    </section>
  );
}
