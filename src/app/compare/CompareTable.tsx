import { useId } from 'react';
import { results, type ResultsStore } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { aboutTheSameNote, aboutTheSameWithin, busyVersusDelivered, whereTheBusyTimeWent, directionWord, type DiffRow, evenness, negligibleDiff, HEADLINE_GROUP, formatValue, labelWithUnit, isSplitRatio, neutralWord, ROWS_ON_THEIR_OWN, rowWindow, shortDirectionWord, shownDiff, verdict, type SideNames } from './compare-rows';
import { usePhoneTable } from './use-narrow-screen';
import { summaryRows } from './summary-rows';
import { equalPercentileNotes } from './equal-percentile-notes';
import { downloadAbSummaryCsv } from './ab-summary-csv';
import { CLOSER_TO_1_WHY, dashReason, describeMetric, flowView, type SimResult } from '../../sim-core';
import { Dash, DashNoteList, DashNotes } from '../summary/DashNotes';
import { useHeadlines } from '../state/headline-refs';
import { abStores } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { useCompareVersion } from '../results/use-compare-version';
import { EndOfRunNote } from '../playback/EndOfRunNote';
import { useScenarioStore } from '../state/scenario-store';
import { useLessonEditOfA } from './LessonEditOfA';
import { MetricTerm } from '../glance/MetricTerm';

/** Text colours of B − A cells: blue for better, vermilion for worse (distinguishable with colour-vision deficiencies; a word repeats it). */
export const VERDICT_COLORS = { better: '#0060b0', worse: '#c03a00' };

function status(r: ResultsStore): string {
  const run = r.current;
  if (!run) return 'simulating…';
  return run.done ? `ended at ${run.summary?.endTime.toFixed(2)} s` : `simulating… ${run.now.toFixed(1)} s`;
}

/**
 * A column's name: the whole set-up on wide screens; on a phone, where the set-up would wrap into
 * a header taller than the table's first rows, the fewest words that tell the queues apart ("A:
 * gentle RED", short-side-labels.ts), or "A (yours)" and "B" when they do not; the whole name as its tooltip.
 */
function ColumnName({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="col-long">{long}</span>
      <abbr className="col-short" title={long}>
        {short}
      </abbr>
    </>
  );
}

/** What a row's verdict judges, as its B − A cell's tooltip: the better direction, or for a figure of fairness which run is fairer. */
function verdictTitle(r: DiffRow, v: 'better' | 'worse'): string {
  const fairer = v === 'better' ? 'B' : 'A';
  if (isSplitRatio(r.metric)) return `B's split is ${evenness(r)} than A's: nearer 1 (an even split) is fairer, so ${fairer} is fairer`;
  return `B is ${v} than A (${r.better} is better)${r.metric.fairer ? `: ${fairer} is fairer` : ''}`;
}

/** Beside a row's label: the measurement window its figures cover, when that leaves part of a run out (rowWindow). */
function RowWindow({ r, a, b }: { r: DiffRow; a: Parameters<typeof rowWindow>[1]; b: Parameters<typeof rowWindow>[2] }) {
  const w = rowWindow(r, a, b);
  return w ? (
    <span className="row-window muted" data-testid="row-window" title={w.title}>
      {' '}
      ({w.text})
    </span>
  ) : null;
}

/**
 * On a phone, why a row's figure is a dash, said at the row: the note list under the table stood
 * ≈10 800 px below "Elapsed time … —ᵃ" on a 390-px phone, 12 thumb-scrolls away (phone trial
 * 04:30, confusion 7). The same letter as the dash, the catalogue's reason (dashReason).
 */
function RowDashWhy({ r, notes, subject }: { r: DiffRow; notes: DashNotes; subject: string }) {
  const reasons = ([0, 1] as const).flatMap((side) => (Number.isFinite(side === 0 ? r.a : r.b) ? [] : [dashReason(r.metric, r.flow?.kind, r.flow?.size[side])]));
  const unique = [...new Set(reasons)];
  if (unique.length === 0) return null;
  return (
    <span className="row-window muted" data-testid="row-dash-why">
      {unique.map((why, k) => (
        <span key={k}>
          {k > 0 ? '; ' : null}—<sup className="dash-mark">{notes.mark(why, subject)}</sup> {why}
        </span>
      ))}
    </span>
  );
}

/** A flow row's note from its catalogue entry (rowNote), for A and for B where each has one. */
function FlowRowNote({ r, a, b }: { r: DiffRow; a: SimResult; b: SimResult }) {
  const m = r.metric;
  if (m.scope !== 'flow' || !m.rowNote || !r.flow) return null;
  const i = r.flow.index;
  const note = (s: SimResult) => (s.flows[i] ? m.rowNote!(flowView(s, i), s.flows[i].variant) : null);
  const notes = [['A', note(a)], ['B', note(b)]].filter(([, n]) => n !== null);
  if (notes.length === 0) return null;
  return (
    <span className="row-window muted" data-testid="row-note">
      {notes.map(([side, n]) => `${side}: ${n}.`).join(' ')}
    </span>
  );
}

/**
 * A row's direction after its B − A: the full words, naming the sides ("FQ-CoDel … higher than
 * gentle RED …"); in the phone layout one short word ("higher") shown, the full words kept as the
 * cell's spoken text: named there they wrapped to 5–8 lines a cell (phone-0315, confusion 6), and
 * the sides are named once above the table (compare-key).
 */
function DirectionWords({ r, names, phone }: { r: DiffRow; names?: SideNames; phone: boolean }) {
  const long = directionWord(r, names);
  if (!phone) return <>{long}</>;
  return (
    <>
      <span className="verdict-short" aria-hidden="true" data-testid="verdict-short">
        {shortDirectionWord(r)}
      </span>
      <span className="visually-hidden">{long}</span>
    </>
  );
}

/**
 * A and B side by side with B − A for each flow's figures and the bottleneck's. Its headline rows
 * and each flow's goodput also stand at the top of A/B ("At a glance", CompareGlance.tsx).
 */
export function CompareTable({ labelA, labelB, short, names, role = 'your scenario' }: { labelA: string; labelB: string; short?: { a: string; b: string }; names?: SideNames; role?: string }) {
  useResultsVersion();
  useCompareVersion();
  const dashId = useId();
  const phone = usePhoneTable();
  const headlines = useHeadlines(true);
  const pinA = useCompareStore((s) => s.pinA);
  // A as the student's edit of a lesson step is named so beside the numbers too (bufferbloat trial 13:30, s31).
  const lessonEdit = useLessonEditOfA(useScenarioStore((s) => s.valid ?? s.draft));
  // An unedited preset is "the preset", not the student's (ComparePanel's aRole; phone trial 04:30, confusion 2).
  const mine = lessonEdit ? `your edit of step ${lessonEdit.step}` : role;
  const { a, b } = abStores(pinA);
  const sa = a.current?.summary;
  const sb = b.current?.summary;
  const done = !!a.current?.done && !!b.current?.done;
  const title = 'A/B summary';
  if (!sa || !sb)
    return (
      <section className="panel summary">
        <h2>{title}</h2>
        <p className="muted">Simulating…</p>
      </section>
    );
  // Grouped by flow, then the bottleneck: the delay rows slot into their groups. One unit per metric over all of them.
  const { rows, isHeadline, isDelay } = summaryRows(headlines, sa, sb);
  const sameNote = aboutTheSameNote(rows);
  const setups = { a: pinA === null ? `${labelA} (${mine})` : `${labelA} (pinned)`, b: pinA === null ? labelB : `${labelB} (your scenario)` };
  // Where utilization and system goodput disagree, what each counts, under the later of the two rows.
  const busyNote = busyVersusDelivered(rows);
  const busyWhy = whereTheBusyTimeWent(rows);
  // Where a side's p95 and p99 read the same, why, under the later of the pair's rows.
  const percentileNotes = equalPercentileNotes(rows, sa, sb);
  const busyNoteAfter = busyNote === null ? -1 : Math.max(...(['link.utilization', 'run.systemGoodput'] as const).map((id) => rows.findIndex((r) => r.metric.id === id)));
  let lastGroup = '';
  // A dash (a figure one run does not have) carries a letter; the reasons are listed under the table.
  const dashes = new DashNotes(dashId);
  const shown = (r: DiffRow, v: number, side: 0 | 1) => (Number.isFinite(v) ? formatValue(r, v) : <Dash notes={dashes} reason={dashReason(r.metric, r.flow?.kind, r.flow?.size[side])} subject={r.group === HEADLINE_GROUP ? labelWithUnit(r) : `${r.group}: ${labelWithUnit(r)}`} />);
  return (
    <section className="panel summary compare-summary" aria-labelledby={`${dashId}-h`} data-testid="compare-summary" data-done={done ? 'yes' : 'no'}>
      <h2 id={`${dashId}-h`}>
        {title}{' '}
        <span className="muted">
          A {status(a)}; B {status(b)}
        </span>
      </h2>
      {done ? <EndOfRunNote /> : null}
      {/* The table a student hands in: every row, A, B and B − A at full precision, with the set-ups (ab-summary-csv.ts). */}
      {done ? (
        <p className="compare-export">
          <button type="button" className="small" data-testid="compare-csv" onClick={() => downloadAbSummaryCsv(headlines, sa, sb, setups)} title="Every row of this table as CSV: metric, window, unit, A, B and B − A at full precision, with A's and B's set-ups">
            Download CSV
          </button>
        </p>
      ) : null}
      {/* On a phone the columns are only "A (yours)" and "B": say here which set-up each is (phone
          trial 1000 could not tell B was tail drop until it scrolled to the set-up). */}
      <p className="col-key muted" data-testid="compare-key">
        <b>A</b>: {labelA}
        {pinA === null ? ` (${mine})` : ' (pinned)'} · <b>B</b>: {labelB}
        {pinA === null ? '' : ' (your scenario)'}
        {/* The B − A cells' short words judge B against A: said here once, not in every cell (phone-0315, confusion 6). */}
        {phone ? ' · B − A: how B compares with A' : null}
      </p>
      <p className="rows-on-their-own muted" data-testid="compare-rows-on-their-own">
        {ROWS_ON_THEIR_OWN}
      </p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="A and B summary table">
        {/* Explicit roles: on a phone the rows are laid out as grids (styles.css), which would
            otherwise cost the table its semantics in some browsers. */}
        <table data-testid="compare-table" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" />
              <th role="columnheader" className="col-a">
                <ColumnName long={`A: ${setups.a}`} short={short && short.a !== 'A' ? short.a : pinA === null ? (mine === 'the preset' ? 'A (preset)' : 'A (yours)') : 'A (pinned)'} />
              </th>
              <th role="columnheader" className="col-b">
                <ColumnName long={`B: ${setups.b}`} short={short && short.b !== 'B' ? short.b : pinA === null ? 'B' : 'B (yours)'} />
              </th>
              <th role="columnheader" data-testid="diff-header" title="B's figure less A's, in the row's unit (shares: percentage points); the word after it says whether that is better (blue) or worse (vermilion) for B, which the sign alone does not: a shorter time is better, a lower goodput worse">
                B − A
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.flatMap((r, k) => {
              const out = [];
              if (r.group !== lastGroup) {
                lastGroup = r.group;
                out.push(
                  <tr key={`g${k}`} className="group-row" role="row">
                    <th colSpan={4} role="rowheader">
                      {r.group}
                    </th>
                  </tr>,
                );
              }
              const v = verdict(r);
              // No verdict (no better direction, or a share that moved between flows): the plain direction.
              const plain = neutralWord(r);
              const better = `${r.diff === 0 || !Number.isFinite(r.diff) ? '' : r.diff > 0 ? 'up' : 'down'} ${v}`;
              out.push(
                <tr key={k} role="row" data-testid={isHeadline.has(r) ? 'compare-headline-row' : isDelay.has(r) ? 'compare-delay-row' : 'compare-row'} data-label={r.label} data-unit={r.format.unit}>
                  <td role="cell" title={describeMetric(r.metric, sa)}>
                    <MetricTerm term={r.metric.glossary}>{labelWithUnit(r)}</MetricTerm>
                    <RowWindow r={r} a={sa} b={sb} />
                    {/* The catalogue's note with each side's own figures (phone trial 04:30, confusion 6: 156 retransmits beside 113 drops, unexplained). */}
                    <FlowRowNote r={r} a={sa} b={sb} />
                    {phone ? <RowDashWhy r={r} notes={dashes} subject={r.group === HEADLINE_GROUP ? labelWithUnit(r) : `${r.group}: ${labelWithUnit(r)}`} /> : null}
                    {r.metric.readAs ? (
                      <span className="row-window muted" data-testid="row-read-as">
                        {r.metric.readAs}
                      </span>
                    ) : null}
                    {/* The catalogue's reason a difference is neither better nor worse (drop counts: an AQM's signal), in words at the row, not a hover-only title. */}
                    {r.metric.better === 'neither' && r.metric.neitherWhy ? (
                      <span className="row-window muted" data-testid="neither-why">
                        neither better nor worse: {r.metric.neitherWhy}
                      </span>
                    ) : isSplitRatio(r.metric) ? (
                      <span className="row-window muted" data-testid="closer-to-1-why">
                        {CLOSER_TO_1_WHY}
                      </span>
                    ) : null}
                  </td>
                  <td role="cell">{shown(r, r.a, 0)}</td>
                  <td role="cell">{shown(r, r.b, 1)}</td>
                  <td
                    role="cell"
                    className={`diff ${better}`}
                    data-testid={isHeadline.has(r) ? 'compare-headline-diff' : isDelay.has(r) ? 'compare-delay-diff' : 'compare-diff'}
                    data-verdict={v || 'none'}
                    title={v ? verdictTitle(r, v) : plain ? (r.neutralWhy ?? 'Neither direction is better for this figure by itself.') : negligibleDiff(r) ? (aboutTheSameWithin(r) ?? 'A difference this small is no direction to call (the figure’s negligible difference in the metric catalogue).') : undefined}
                    style={v ? { color: v === 'better' ? VERDICT_COLORS.better : VERDICT_COLORS.worse } : undefined}
                  >
                    {shownDiff(r)}
                    {/* A word, not an arrow: an arrow read as the number's direction ("−4.26 s ▲"). */}
                    {v ? (
                      <span className="verdict-word">
                        {' · '}
                        <DirectionWords r={r} names={names} phone={phone} />
                      </span>
                    ) : plain || negligibleDiff(r) ? (
                      <span className="verdict-word neutral" data-testid="neutral-word">
                        {' · '}
                        <DirectionWords r={r} names={names} phone={phone} />
                      </span>
                    ) : null}
                  </td>
                </tr>,
              );
              for (const [j, note] of (percentileNotes.get(k) ?? []).entries())
                out.push(
                  <tr key={`p${k}-${j}`} className="note-row" role="row">
                    <td colSpan={4} role="cell" className="muted" data-testid="equal-percentiles-note">
                      {note}
                    </td>
                  </tr>,
                );
              if (k === busyNoteAfter)
                out.push(
                  <tr key={`n${k}`} className="note-row" role="row">
                    <td colSpan={4} role="cell" className="muted" data-testid="busy-vs-delivered">
                      {busyNote}
                    </td>
                  </tr>,
                  ...(busyWhy
                    ? [
                        <tr key={`w${k}`} className="note-row" role="row">
                          <td colSpan={4} role="cell" className="muted" data-testid="busy-where">
                            {busyWhy}
                          </td>
                        </tr>,
                      ]
                    : []),
                );
              return out;
            })}
          </tbody>
        </table>
      </div>
      {/* The bound of "about the same", said where a row reads so: never stated, a 0.7-point drop "about the same" beside a 1.4-point one "worse" read as arbitrary (phone-2045, confusion 12). */}
      {sameNote ? (
        <p className="muted" data-testid="compare-about-the-same">
          {sameNote}
        </p>
      ) : null}
      <DashNoteList notes={dashes} testId="compare-dash-notes" />
    </section>
  );
}
