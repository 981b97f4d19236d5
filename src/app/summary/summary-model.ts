import { dropCountName, equalPercentilesNote, PERCENTILE_PAIRS, pairing, appliesTo, metricById, type ColumnFormat, columnFormat, dashReason, windowSpan, windowWords, dropReasonsOf, flowIdentity, type FlowIdentity, type FlowMetric, flowView, formatMetric, labelOn, type Metric, type MetricSelector, metricsFor, OWN_RATE, rateReference, readFlow, readMetric, RESENT_AFTER_TIMEOUT_WHY, RESENT_NOT_LOST_WHY, resentNotLost, type ResendTrace, type SimResult, tcpResendsAndLosses, udpPayload } from '../../sim-core';
import { rateWindowText } from './rate-definitions';

/** The catalogue's count the retransmit note gives. */
const BEYOND_LOSSES = 'run.retransmitsBeyondLosses';

/**
 * What the Explore summary shows, built from the metric catalogue (no list of its own): one
 * column per flow metric marked for the summary, one line per link / run metric. The component
 * only lays it out; the cross-surface test reads this model.
 */
export interface SummaryCell {
  metric: Metric;
  value: number;
  text: string;
}

export interface SummaryFlowRow {
  index: number;
  identity: FlowIdentity;
  kind: SimResult['flows'][number]['kind'];
  /** One per column; null where the figure does not exist for this kind of flow. */
  cells: (SummaryCell | null)[];
  /** One per column: why it shows a dash (the catalogue's dashReason: "UDP flows only", "no packet … arrived"), null where it shows a figure. */
  why: (string | null)[];
  /** The interval the rates cover ("2.00–14.31 s (flow)"); '' for web traffic. */
  rateWindow: string;
  /** Web traffic: its figures in a sentence (it has no per-flow column figures). */
  webCells: SummaryCell[];
}

export interface SummaryLine {
  /** One figure, or several shown together ("overflow / forced / early" drops). */
  cells: SummaryCell[];
  label: string;
  /** Why the value is not shown (a dash), or a qualifier, for the tooltip. */
  note?: string;
  selector?: MetricSelector;
  /** The same counts over the whole run, when any differs from the window's (drops before the window began). */
  wholeRun?: SummaryCell[];
}

/** A run of neighbouring columns over one window, headed once above their heads ("whole run", "measurement window 5.00–30.00 s"). */
export interface ColumnGroup {
  /** The window in a few words: the catalogue's `window`, its parenthesis left to the title. */
  label: string;
  /** The catalogue's window words in full, with the span in this run (windowWords). */
  title: string;
  /** Columns it spans (the "Rates over" column included in the active-time group). */
  span: number;
  /** The catalogue's window words, as the entries have them: groups are runs of equal ones. */
  window: string;
}

export interface SummaryModel {
  columns: FlowMetric[];
  /** Each column's window, grouped (the heads' first row), in the columns' order. */
  groups: ColumnGroup[];
  /** Per column: the mark its head carries, when two or more of its dashes share one reason (their cells then show a bare dash). */
  headWhy: (string | null)[];
  /** The column after which "Rates over" stands: the last one over the flow's active time (the rates it is the interval of). */
  rateAfter: number;
  /**
   * Where the TCP flows retransmitted more packets than they lost: at least how many resent a
   * packet that was not lost (the catalogue's `run.retransmitsBeyondLosses`), of how many, why, and
   * which flows, once under the table. 2170 retransmits beside the queue's 527 drops read as a
   * contradiction (bloat trial 08:20, confusion 3).
   */
  retransmitNote: string | null;
  /**
   * Where the bottleneck's queueing-delay p95 and p99 lines read the same, why (the catalogue's
   * equalPercentilesNote: the full buffer, or one bin); null when they differ or one is not shown.
   */
  percentileNote: string | null;
  /** Each UDP flow's set sending rate beside its goodput, and why the goodput is lower (the catalogue's goodput words). */
  rateNotes: string[];
  /** One display unit per column, named in its head (columnFormat): the cells are plain numbers. */
  formats: ColumnFormat<FlowMetric>[];
  rows: SummaryFlowRow[];
  lines: SummaryLine[];
  /** The measurement window ("5.00–30.00 s"), and whether it is shorter than the run (then "in the window" figures leave some of it out). */
  window: { text: string; partial: boolean };
}

/** The measurement window's span and a metric's window in words: the catalogue's (registry.ts). */
export { windowSpan, windowWords };

/** A window count's value over the whole run (the drop counts by reason, the queue drops), or null if it has none. */
function wholeRunValue(m: Metric, r: SimResult): number | null {
  const d = r.links[r.aggregate.bottleneck].summary.dropsWholeRun;
  if (m.id.startsWith('link.drops.')) return d[m.id.slice('link.drops.'.length)] ?? 0;
  if (m.id === 'link.queueDrops') return readMetric('link.queueDropsWholeRun', r);
  return null;
}

/** The line's counts over the whole run, when one of them differs from the window's. */
function withWholeRun(line: SummaryLine, r: SimResult): SummaryLine {
  const whole = line.cells.map((c) => wholeRunValue(c.metric, r));
  if (whole.some((v) => v === null) || whole.every((v, k) => v === line.cells[k].value)) return line;
  return { ...line, wholeRun: whole.map((v, k) => cell(line.cells[k].metric, v!)) };
}

function cell(metric: Metric, value: number): SummaryCell {
  return { metric, value, text: formatMetric(metric, value) };
}


function flowRow(r: SimResult, i: number, formats: ColumnFormat<FlowMetric>[], done: boolean): SummaryFlowRow {
  const f = r.flows[i];
  const view = flowView(r, i);
  const cells = formats.map(({ metric: m, cell: text }) => {
    if (!appliesTo(m, f.kind)) return null;
    const value = readFlow(m, view);
    const c: SummaryCell = { metric: m, value, text: text(value) };
    // Elapsed time before the flow finished: "…" while the run goes on; after it, a dash whose
    // reason (the catalogue's) says whether the flow never ends (unlimited) or was cut off.
    if (m.censored && !Number.isFinite(c.value) && !done) c.text = '…';
    return c;
  });
  const why = formats.map(({ metric: m }, k) => (cells[k] === null || cells[k]!.text === '—' ? dashReason(m, f.kind, f.bytes) : null));
  const webCells = f.kind === 'web' && view.web && done ? metricsFor('flow', 'summary').filter((m) => appliesTo(m, 'web')).map((m) => cell(m, readFlow(m, view))) : [];
  return { index: i, identity: flowIdentity(r, i), kind: f.kind, cells, why, rateWindow: OWN_RATE[f.kind] ? rateWindowText(f.summary.activeWindow) : '', webCells };
}

/** The names of the counts a discipline's queue drops are the sum of ("overflow drops", "target exceeded drops"), the catalogue's. */
export function queueDropCountNames(queueKind: string): string[] {
  return dropReasonsOf([queueKind]).filter((x) => x.queueDrop).map(dropCountName);
}

/** Run-level lines: fairness, bottleneck, totals; drop reasons of the bottleneck's discipline only. */
function lines(r: SimResult): SummaryLine[] {
  const bottleneck = r.links[r.aggregate.bottleneck];
  const ownReasons = new Set(dropReasonsOf([bottleneck.queueKind]).map((x) => x.id));
  const rated = r.flows.filter((f) => OWN_RATE[f.kind]);
  const someUnrated = rated.length < r.flows.length;
  const jainWhy = rated.length >= 2 ? null : someUnrated ? "web traffic has no rate of its own, and Jain's index compares two flows or more" : "Jain's index compares two flows or more";
  const allFinished = rated.length >= 2 && rated.every((f) => f.summary.completed);
  const out: SummaryLine[] = [];
  const dropLine: SummaryCell[] = [];
  for (const m of metricsFor(['link', 'run'], 'summary')) {
    const value = readMetric(m, r);
    if (m.id.startsWith('link.drops.')) {
      const reason = m.id.slice('link.drops.'.length);
      // Queue drops of the discipline's own reasons on one line; ECN marks and link losses apart.
      if (reason === 'ecnMark') out.push(withWholeRun({ cells: [cell(m, value)], label: m.short }, r));
      else if (reason !== 'linkLoss' && ownReasons.has(reason)) dropLine.push(cell(m, value));
      continue;
    }
    if (m.id.startsWith('run.jain')) {
      const why = m.id === 'run.jainGoodput' && jainWhy === null && allFinished ? "every flow finished, so each one's goodput over the window is only its size over the window's length: the index would compare sizes, not shares (see the active-time indices)" : jainWhy;
      const c = cell(m, value);
      if (why) c.text = '—';
      out.push({ cells: [c], label: labelOn(m, [r]), note: why ?? (someUnrated ? 'over the flows other than web traffic' : undefined) });
      continue;
    }
    // Figures that exist only for some runs (a family ratio such as Vegas/Reno, ATGR) are left out when they do not.
    if (((m.scope !== 'flow' && m.familyRatio !== undefined) || m.id === 'run.atgr') && !Number.isFinite(value)) continue;
    if (m.id === 'run.systemGoodput' && someUnrated) {
      // With no rated flow the note is why it shows a dash (the catalogue's reason), else what it covers.
      out.push({ cells: [cell(m, rated.length === 0 ? Number.NaN : value)], label: `${m.label}${rated.length > 0 ? ' (not web traffic)' : ''}`, note: rated.length === 0 ? dashReason(m) : 'the flows other than web traffic (its connections are not counted one by one)' });
      continue;
    }
    // The queue drops are the sum of the drop line's counts: said by their names, so "queue drops 116" beside a legend's "target exceeded drops 116" reads as the same drops.
    const label = m.id === 'link.queueDrops' ? `${m.label.replace(/ \(every reason\)$/, '')}: ${queueDropCountNames(bottleneck.queueKind).join(' + ')}` : m.label;
    out.push(withWholeRun({ cells: [cell(m, value)], label }, r));
  }
  // Each count by its catalogue name ("overflow drops / target exceeded drops"), as the queue plot's legend names it.
  if (dropLine.length > 0) out.splice(1, 0, withWholeRun({ cells: dropLine, label: `${dropLine.map((c) => c.metric.short).join(' / ')} in the window` }, r));
  const variants = Object.keys(r.aggregate.goodputByVariant);
  if (variants.length > 1) {
    for (const m of metricsFor('variant', 'summary'))
      // The pairing's own name ("DCTCP", "SACK"), not the result label the CSS capitalised ("Dctcp").
      for (const v of variants) out.push({ cells: [cell(m, readMetric(m, r, { variant: v }))], label: `${pairing(v)?.label ?? (v === 'udp' ? 'UDP' : v)} goodput (${r.aggregate.goodputByVariant[v].flows} flow${r.aggregate.goodputByVariant[v].flows === 1 ? '' : 's'})`, selector: { variant: v } });
  }
  return out;
}

/** A flow metric's column over the flows it applies to: one unit for every row (columnFormat). */
export function flowColumnFormat(m: FlowMetric, r: SimResult): ColumnFormat<FlowMetric> {
  return columnFormat(m, r.flows.map((f, i) => (appliesTo(m, f.kind) ? readFlow(m, flowView(r, i)) : Number.NaN)), rateReference([r]));
}

/** A window in a few words for a group head: "whole run", "flow's active time", "measurement window 5.00–30.00 s". */
function windowLabel(m: Metric, r: SimResult): string {
  const words = m.window.replace(/^the /, '').replace(/ \(.*\)$/, '');
  return windowWords(m, r) === m.window ? words : `${words} ${windowSpan(r)}`;
}

/** Neighbouring columns over the same window, each run headed once. */
function columnGroups(columns: FlowMetric[], rateAfter: number, r: SimResult): ColumnGroup[] {
  const out: ColumnGroup[] = [];
  columns.forEach((m, k) => {
    const last = out[out.length - 1];
    const extra = k === rateAfter ? 1 : 0;
    if (last && last.window === m.window) last.span += 1 + extra;
    else out.push({ window: m.window, label: windowLabel(m, r), title: windowWords(m, r), span: 1 + extra });
  });
  return out;
}

/** A column's most common dash reason when two or more of its rows share it: said once, by a mark on the head. */
function headReason(rows: SummaryFlowRow[], k: number): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.why[k] !== null) counts.set(row.why[k]!, (counts.get(row.why[k]!) ?? 0) + 1);
  let best: string | null = null;
  for (const [why, n] of counts) if (n >= 2 && (best === null || n > counts.get(best)!)) best = why;
  return best;
}

/**
 * TCP flows that retransmitted more packets than they lost (queue drops and link losses): a
 * reader comparing 123 retransmits with 64 drops suspects a bug (phone trial 10:00). The why is
 * the retransmit entry's own words, after its first sentence.
 */
function retransmitNote(r: SimResult, traces?: (flow: number) => ResendTrace | null): string | null {
  const beyond = readMetric(BEYOND_LOSSES, r);
  if (!(beyond > 0)) return null;
  const { retransmits, losses } = tcpResendsAndLosses(r);
  const retx = metricById('flow.retransmits');
  const lost = (i: number) => readMetric('flow.queueDrops', r, { flow: i }) + readMetric('flow.linkLosses', r, { flow: i });
  const flows = r.flows.map((f, i) => i).filter((i) => r.flows[i].kind === 'tcp' && readMetric(retx, r, { flow: i }) > lost(i));
  // Each flow's figures in the catalogue's words (its rowNote, as A/B's row says them): phone trial 04:30, confusion 6.
  const which = flows.map((i) => `flow ${i + 1} (${r.flows[i].name}): ${retx.scope === 'flow' && retx.rowNote ? retx.rowNote(flowView(r, i), r.flows[i].variant) : `${readMetric(retx, r, { flow: i })} against ${lost(i)}`}`);
  // The queue's count, which a reader sets against the retransmits, also holds the other flows' drops (a call's): said, so the sums add up.
  const others = r.flows.reduce((a, f, i) => a + (f.kind === 'tcp' ? 0 : lost(i)), 0);
  const rest = others > 0 ? `; ${others} more were packets of the other flows` : '';
  // Counted from the flows' traces where they say it exactly: every copy not lost came after a timeout (bloat9, finding 1).
  const counted = resentNotLost(r, traces);
  if (counted && counted.notLost === beyond && counted.afterTimeout === beyond)
    return `${beyond} of the ${retransmits} retransmissions (the Retransmits column) resent packets that were not lost: the TCP flows lost ${losses} (Drops + Link losses, whole run${rest}), each resent once, and the other ${beyond} ${RESENT_AFTER_TIMEOUT_WHY}. Per flow: ${which.join('; ')}.`;
  return `At least ${beyond} of the ${retransmits} retransmissions (the Retransmits column) resent packets that were not lost: the TCP flows lost ${losses} (Drops + Link losses, whole run${rest}), and each loss needs one retransmission. Such a packet was resent because ${RESENT_NOT_LOST_WHY}. Per flow: ${which.join('; ')}.`;
}

/** A UDP flow as set: its rate (bit/s, whole IP packets) and its packets' size (bytes). */
export interface UdpSetting {
  rate: number;
  packetSize: number;
  /** When it starts sending and for how long (s): a call that stops before the window ends has silence in its active time. */
  start?: number;
  duration?: number;
}

/**
 * A UDP flow's three rates, each named and said what it counts: its wire rate (as set), its
 * payload rate and its goodput over its active time (bufferbloat trial 13:30 met "80 kbit/s",
 * "68.8 kbit/s", "0.066 Mbit/s" and "63.2 kbit/s" for one call; trial 10:00 read 80 against 66.2
 * as a fault). `udp`: each flow's setting (the scenario's), or undefined.
 */
function sendingRateNotes(r: SimResult, udp: readonly (UdpSetting | undefined)[]): string[] {
  const goodput = metricById('flow.goodput');
  return r.flows.flatMap((f, i) => {
    const u = udp[i];
    if (f.kind !== 'cbr' || u === undefined) return [];
    const g = readMetric(goodput, r, { flow: i });
    const payload = udpPayload(u.rate, u.packetSize);
    const w = f.summary.activeWindow;
    const end = u.start !== undefined && u.duration !== undefined ? u.start + u.duration : undefined;
    // A stream that stopped is measured to its last arrival (bloat-0230 confusion 7); said so, as the window's end was.
    const stops = end === undefined ? '' : w.basis === 'flow' && w.to < r.window.to - 1e-9 ? ` (it sends until ${end.toFixed(2)} s; its last packet arrives at ${w.to.toFixed(2)} s)` : end < w.to - 1e-9 ? ` (it sends only until ${end.toFixed(2)} s)` : '';
    return [
      `Flow ${i + 1} (${f.name}): wire rate ${formatMetric(goodput, u.rate)} (whole ${u.packetSize}-byte IP packets, as set); payload rate ${formatMetric(goodput, payload.bps)} (the ${payload.bytes} bytes of each the application sends); goodput ${formatMetric(goodput, g)}: the payload that arrived, in order, over its active time ${rateWindowText(w)}${stops}, counted when it arrives.`,
    ];
  });
}

/** Why the run lines' p95 and p99 of one delay read the same, when both are lines (PERCENTILE_PAIRS), else null. */
function percentileNote(r: SimResult, shown: readonly SummaryLine[]): string | null {
  const ids = new Set(shown.flatMap((l) => l.cells.map((c) => c.metric.id)));
  for (const pair of PERCENTILE_PAIRS.filter((p) => ids.has(p.p95) && ids.has(p.p99))) {
    const note = equalPercentilesNote(r, pair);
    if (note !== null) return note;
  }
  return null;
}

/** The measurement window ("5.00–30.00 s") and whether it leaves part of the run out. */
export function measurementWindow(r: Pick<SimResult, 'window' | 'endTime'>): SummaryModel['window'] {
  return { text: windowSpan(r), partial: r.window.from > 1e-9 || r.window.to < r.endTime - 1e-9 };
}

/**
 * `traces`: each TCP flow's streamed trace, where the result's series are elsewhere (the app's
 * run data), so the retransmission note can count what it says (resentNotLost).
 */
export function summaryModel(r: SimResult, done: boolean, udp: readonly (UdpSetting | undefined)[] = [], traces?: (flow: number) => ResendTrace | null): SummaryModel {
  const columns = metricsFor('flow', 'summary').filter((m) => !appliesTo(m, 'web') || m.kinds.length > 1);
  const formats = columns.map((m) => flowColumnFormat(m, r));
  const rows = r.flows.map((_, i) => flowRow(r, i, formats, done));
  // "Rates over" is the interval of the rates over the flow's active time: beside them.
  const activeWindow = metricById('flow.goodput').window;
  const active = columns.map((m) => m.window === activeWindow);
  const rateAfter = active.lastIndexOf(true) >= 0 ? active.lastIndexOf(true) : columns.length - 1;
  const runLines = lines(r);
  return {
    columns,
    formats,
    groups: columnGroups(columns, rateAfter, r),
    headWhy: columns.map((_, k) => headReason(rows, k)),
    rateAfter,
    retransmitNote: retransmitNote(r, traces),
    rateNotes: sendingRateNotes(r, udp),
    rows,
    lines: runLines,
    percentileNote: percentileNote(r, runLines),
    window: measurementWindow(r),
  };
}
