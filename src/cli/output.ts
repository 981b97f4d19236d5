import type { RunProvenance } from './provenance';
import { DROP_REASONS, dropCountName, NO_SIZE_REASON, SEQ_EVENT_NAMES, appliesTo, baseUnit, columnFormat, type ColumnFormat, dashReason, dropReasonsOf, flowCsvColumns, flowCsvRow, flowIdentity, flowView, formatMetric, metricsFor, queueDiscipline, rateReference, readFlow, readMetric, runCsvColumns, runCsvRow, toCsv, type CsvCell, type FlowMetric, type SimResult, withUnit } from '../sim-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASH, fixed, formatTable } from './table';

/** The whole result less its series (whatever fields the core adds come along). */
export type RunSummaryObject = Omit<SimResult, 'flows' | 'links'> & {
  flows: Omit<SimResult['flows'][number], 'series'>[];
  links: Omit<SimResult['links'][number], 'series'>[];
  /** The catalogue's figures (metricsObject). */
  metrics: MetricsObject;
};

export function summaryObject(r: SimResult): RunSummaryObject {
  const { flows, links, ...rest } = r;
  return { ...rest, flows: flows.map(({ series: _s, ...f }) => f), links: links.map(({ series: _s, ...l }) => l), metrics: metricsObject(r) };
}

/**
 * The catalogue's figures of a run, as `--json` prints them under `metrics`: each flow's exported
 * metrics (by catalogue id; flows numbered from 1; absent where a figure does not exist for the
 * kind of flow), the bottleneck's and the run's, and the stored unit of each.
 */
export interface MetricsObject {
  units: Record<string, string>;
  flows: ({ flow: number; name: string } & Record<string, number | string>)[];
  run: Record<string, number>;
}

export function metricsObject(r: SimResult): MetricsObject {
  const flowMetrics = metricsFor('flow', 'export');
  const runMetrics = metricsFor(['link', 'run'], 'export');
  const units = Object.fromEntries([...flowMetrics, ...runMetrics].map((m) => [m.id, baseUnit(m)]));
  const flows = r.flows.map((f, i) => {
    const view = flowView(r, i);
    const out: { flow: number; name: string } & Record<string, number | string> = { flow: i + 1, name: f.name };
    for (const m of flowMetrics) if (appliesTo(m, f.kind)) out[m.id] = readFlow(m, view);
    return out;
  });
  return { units, flows, run: Object.fromEntries(runMetrics.map((m) => [m.id, readMetric(m, r)])) };
}

/** JSON cannot carry NaN or ±Infinity: they are written as null. */
export const finiteOrNull = (_k: string, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v);

/** The result without its series, with the catalogue's figures under `metrics`: what `--json` prints. NaN and ±Infinity become null. */
export function summaryJson(r: SimResult, provenance?: RunProvenance): string {
  const o = summaryObject(r);
  return JSON.stringify(provenance ? { provenance: { ...provenance, traceHash: r.traceHash }, ...o } : o, finiteOrNull, 2);
}

/** A web flow's line: what its generator counted over the measurement window (it has no per-flow figures). */
function webLine(r: SimResult, i: number): string {
  const f = r.flows[i];
  const view = flowView(r, i);
  if (!view.web) return `${f.name}: web traffic`;
  const figures = metricsFor('flow', 'summary').filter((m) => appliesTo(m, 'web'));
  return `${f.name} (web traffic, ${f.variant ?? ''}, over the window): ${figures.map((m) => `${m.label} ${formatMetric(m, readFlow(m, view))}`).join('; ')}`;
}

/** The columns of the flows table: the catalogue's summary metrics other than web traffic's own. */
function tableColumns(): FlowMetric[] {
  return metricsFor('flow', 'summary').filter((m) => !appliesTo(m, 'web') || m.kinds.length > 1);
}

/** The flows table's columns with one display unit each over the run's flows (the catalogue's rule; the head names it). */
export function flowTableFormats(r: SimResult): ColumnFormat<FlowMetric>[] {
  return tableColumns().map((m) => columnFormat(m, r.flows.map((f, i) => (f.kind !== 'web' && appliesTo(m, f.kind) ? readFlow(m, flowView(r, i)) : Number.NaN)), rateReference([r])));
}

/**
 * Why the flows table shows a dash, said once per reason and set of flows under it (the
 * catalogue's dashReason): "dashes: TCP flows only: handshake (s), elapsed (s) (flow 5); UDP flows
 * only: loss (%) (flows 1, 2)".
 */
function dashNotes(r: SimResult, formats: readonly ColumnFormat<FlowMetric>[]): string {
  const byColumn = new Map<string, { reason: string; column: string; flows: number[] }>();
  const add = (reason: string, column: string, flow: number) => {
    const key = `${reason}\n${column}`;
    byColumn.set(key, { reason, column, flows: [...(byColumn.get(key)?.flows ?? []), flow] });
  };
  r.flows.forEach((f, i) => {
    if (f.kind === 'web') return;
    if (f.kind !== 'tcp' && f.bytes === null) add(NO_SIZE_REASON, BYTES_HEAD, i + 1);
    const view = flowView(r, i);
    for (const c of formats) {
      if (appliesTo(c.metric, f.kind) && Number.isFinite(readFlow(c.metric, view))) continue;
      add(dashReason(c.metric, f.kind, f.bytes), withUnit(c.metric.short.toLowerCase(), c.unit), i + 1);
    }
  });
  // Columns with the same reason over the same flows are said together.
  const groups = new Map<string, string[]>();
  for (const { reason, column, flows } of byColumn.values()) {
    const key = `${reason} (flow${flows.length > 1 ? 's' : ''} ${flows.join(', ')})`;
    groups.set(key, [...(groups.get(key) ?? []), column]);
  }
  if (groups.size === 0) return '';
  return `\ndashes: ${[...groups].map(([k, columns]) => `${columns.join(', ')}: ${k}`).join('; ')}`;
}

/** The flows table's size column. */
const BYTES_HEAD = 'bytes';

export function summaryText(r: SimResult): string {
  const formats = flowTableFormats(r);
  const columns = formats.map((c) => c.metric);
  const flowRows = r.flows.map((f, i) => {
    const id = flowIdentity(r, i);
    const view = flowView(r, i);
    // A TCP flow without a size sends as long as the run lasts: said in a word (not "inf", which reads as a number).
    const ident = [`${id.flow}. ${id.name}`, id.variant, fixed(id.start, 2), id.size ?? (f.kind === 'tcp' ? 'unlimited' : DASH)];
    // Web traffic's connections are not traced one by one: its row is blank, its figures are in webLine.
    if (f.kind === 'web') return [...ident, ...columns.map((_, k) => (k === 0 ? 'web traffic: see below' : DASH))];
    return [...ident, ...formats.map((c) => (appliesTo(c.metric, f.kind) ? c.cell(readFlow(c.metric, view)) : DASH))];
  });
  const flowsTable = formatTable(['flow', 'variant', 'start s', BYTES_HEAD, ...formats.map((c) => withUnit(c.metric.short.toLowerCase(), c.unit))], flowRows) + dashNotes(r, formats);
  // Columns from the registry: the gauges and drop reasons of the disciplines on these links.
  const monitored = r.links.filter((l) => l.monitored);
  const disciplines = [...new Set(monitored.map((l) => l.queueKind))].map(queueDiscipline);
  const gauges = [...new Map(disciplines.flatMap((d) => d.gauges.filter((g) => g.scale === 'queue')).map((g) => [g.key, g])).values()];
  const reasons = dropReasonsOf(disciplines.map((d) => d.name));
  const linkRows = monitored.map((l) => {
    const s = l.summary;
    const d = s.dropsWholeRun;
    return [
      l.name,
      l.queueKind,
      fixed(s.utilization * 100, 2),
      fixed(s.meanQueuePackets, 2),
      fixed(s.meanQueueBytes, 0),
      s.maxQueuePackets,
      s.maxQueueBytes,
      ...gauges.map((g) => fixed(s.gauges[g.key]?.meanAtArrivals ?? Number.NaN, 2)),
      ...reasons.map((x) => d[x.id]),
      fixed(s.dropRate * 100, 3),
      ...[s.queueDelay.mean, s.queueDelay.p50, s.queueDelay.p95, s.queueDelay.p99].map((v) => fixed(v * 1000, 2)),
    ];
  });
  const linksTable = formatTable(
    ['link', 'queue', 'util %', 'mean q pkts', 'mean q bytes', 'max q pkts', 'max q bytes', ...gauges.map((g) => `mean ${g.label}`), ...reasons.map((x) => `${dropCountName(x)}*`), 'drop rate %', 'delay ms', 'p50 ms', 'p95 ms', 'p99 ms'],
    linkRows,
  );
  const a = r.aggregate;
  const kbit = (bps: number) => `${fixed(bps / 1000, 1)} kbit/s`;
  const shares = (m: typeof a.goodputByVariant) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${kbit(v.goodputBps)} (${v.flows} flows, mean ${kbit(v.meanBps)})`)
      .join('; ');
  const extra: string[] = [];
  // The aggregate covers the flows with a rate of their own: web traffic alone has none.
  if (Number.isFinite(a.totalGoodputBps)) extra.push(`system goodput ${kbit(a.totalGoodputBps)}; by protocol: ${shares(a.goodputByVariant)}`);
  else extra.push(`system goodput ${DASH}: no flow with a rate of its own (web traffic is summarised by its responses)`);
  if (Object.keys(a.goodputByGroup).length > 0) extra.push(`by traffic group: ${shares(a.goodputByGroup)}${Number.isFinite(a.atgr) ? `; ATGR (main/cross) ${fixed(a.atgr, 3)}` : ''}`);
  extra.push(`link losses (loss models, all links, whole run): ${a.linkLosses}`);
  r.flows.forEach((f, i) => {
    if (f.kind === 'web') extra.push(webLine(r, i));
  });
  // Further measurement windows: the bottleneck and the flows' goodput in each.
  if (r.windows.length > 1)
    for (const w of r.windows) {
      const b = w.links[w.aggregate.bottleneck];
      extra.push(
        `window ${w.name ? `${w.name} ` : ''}[${fixed(w.from, 2)}, ${fixed(w.to, 2)}) s: utilization ${fixed(w.aggregate.utilization * 100, 2)} %, queue mean ${fixed(b.meanQueuePackets, 2)} / max ${b.maxQueuePackets} pkts, delay ${fixed(b.queueDelay.mean * 1000, 2)} ms (p95 ${fixed(b.queueDelay.p95 * 1000, 2)}), goodput ${kbit(w.aggregate.totalGoodputBps)}, Jain ${fixed(w.aggregate.jainGoodput, 4)}`,
      );
    }
  return [
    `${r.name}`,
    `seed ${r.seed}, ended at ${fixed(r.endTime, 3)} s (${r.outcome}), ${r.events} events, trace ${r.traceHash}, window [${fixed(r.window.from, 2)}, ${fixed(r.window.to, 2)}) s`,
    '',
    flowsTable,
    '',
    linksTable,
    `(* whole run; the other figures cover the window; delay = time in the queue discipline, mean and percentiles)`,
    '',
    `bottleneck utilization ${fixed(a.utilization * 100, 2)} %, drop rate ${fixed(a.dropRate * 100, 3)} %, Jain (goodput) ${fixed(a.jainGoodput, 4)}, Jain (throughput of completed flows) ${fixed(a.jainThroughput, 4)}${metricsFor('run').flatMap((m) => (m.familyRatio && !Number.isNaN(readMetric(m, r)) ? [`, ${m.short} ratio ${fixed(readMetric(m, r), 4)}`] : [])).join('')}`,
    ...extra,
  ].join('\n');
}

function columnsCsv(cols: Record<string, Float64Array>, decode: Record<string, readonly string[]> = {}): string {
  const names = Object.keys(cols);
  const n = names.length ? cols[names[0]].length : 0;
  const rows: CsvCell[][] = [];
  for (let i = 0; i < n; i++) rows.push(names.map((k) => (decode[k] ? decode[k][cols[k][i]] : cols[k][i])));
  return toCsv(names, rows);
}

/** The catalogue's per-flow figures (flows.csv) and the bottleneck's and run's (run.csv), as CSV. */
export function flowsCsv(r: SimResult): string {
  return toCsv(flowCsvColumns(), r.flows.map((_, i) => flowCsvRow(r, i)));
}

export function runCsv(r: SimResult): string {
  return toCsv(runCsvColumns(), [runCsvRow(r)]);
}

function safeName(s: string): string {
  return s.replace(/[^A-Za-z0-9_.-]+/g, '_');
}

/** Write the series (and the summary) into `dir` as CSV files or one JSON file. */
export function writeSeries(r: SimResult, dir: string, format: 'csv' | 'json', provenance?: RunProvenance): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const put = (name: string, text: string) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    written.push(p);
  };
  put('summary.json', summaryJson(r, provenance));
  // Every file of the folder comes from this run: one provenance file says so (no clock, no host).
  if (provenance) put('provenance.json', `${JSON.stringify({ ...provenance, traceHash: r.traceHash, files: 'every file in this folder' }, finiteOrNull, 2)}\n`);
  if (format === 'csv') {
    put('flows.csv', flowsCsv(r));
    put('run.csv', runCsv(r));
  }
  if (format === 'json') {
    const plain = (cols: Record<string, Float64Array>) => Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, Array.from(v)]));
    const out = {
      flows: r.flows.map((f) => ({ index: f.index, name: f.name, series: f.series && Object.fromEntries(Object.entries(f.series).map(([k, v]) => [k, v === null ? null : plain(v)])) })),
      links: r.links.filter((l) => l.series).map((l) => ({ index: l.index, name: l.name, series: { queue: plain(l.series!.queue), events: plain(l.series!.events), thresholds: plain(l.series!.thresholds), sojourn: plain(l.series!.sojourn) } })),
    };
    put('series.json', JSON.stringify(out, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? (Number.isNaN(v) ? null : 'inf') : v)));
    return written;
  }
  for (const f of r.flows) {
    if (!f.series) continue;
    const base = `flow-${f.index + 1}`;
    put(`${base}-cwnd.csv`, columnsCsv(f.series.cwnd));
    put(`${base}-rtt.csv`, columnsCsv(f.series.rtt));
    put(`${base}-seq.csv`, columnsCsv(f.series.seq, { kind: SEQ_EVENT_NAMES }));
    put(`${base}-delivered.csv`, columnsCsv(f.series.delivered));
    // The congestion control's own state (CUBIC's W_max, BBR's state and estimates), if it reports any.
    if (f.series.cc) put(`${base}-cc.csv`, columnsCsv(f.series.cc));
  }
  for (const l of r.links) {
    if (!l.series) continue;
    const base = `link-${safeName(l.name)}`;
    put(`${base}-queue.csv`, columnsCsv(l.series.queue));
    put(`${base}-events.csv`, columnsCsv(l.series.events, { kind: DROP_REASONS.map((x) => x.id) }));
    if (l.series.thresholds.t.length > 0) put(`${base}-thresholds.csv`, columnsCsv(l.series.thresholds));
    put(`${base}-delay.csv`, columnsCsv(l.series.sojourn));
  }
  return written;
}
