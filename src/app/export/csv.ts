import type { RunData } from '../results/run-data';
import type { GrowingColumns } from '../results/growing-columns';
import { webResultOf, type FlowResult, type SimResult } from '../../sim-core/scenario/result';
import { SEQ_EVENT_NAMES } from '../../sim-core/metrics/flow-trace';
import { OWN_RATE } from '../../sim-core/metrics/summary';
import { responseTimeQuantile } from '../../sim-core/metrics/web-stats';
import { binnedThroughput, niceBin } from '../plots/throughput';

/**
 * CSV of the recorded results, as the plots draw them (docs/app.md, "CSV columns"). Built from the
 * run already received (never re-simulated). Times in s, sizes in bytes, rates in bit/s;
 * flows count from 1 as on screen.
 */
export interface CsvTable {
  header: string[];
  rows: (string | number)[][];
}

/** One CSV field: numbers as JavaScript prints them (NaN/∞ empty), text quoted when it needs to be. */
function field(v: string | number): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(t: CsvTable): string {
  return [t.header, ...t.rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Rows of one flow's series, every column as recorded, flow number first. */
function perFlow<K extends string>(run: RunData, pick: (i: number) => GrowingColumns<K>, names: readonly K[], map: Partial<Record<K, (v: number) => string | number>> = {}): CsvTable {
  const rows: (string | number)[][] = [];
  run.flows.forEach((_, i) => {
    const g = pick(i);
    for (let r = 0; r < g.length; r++) rows.push([i + 1, ...names.map((n) => (map[n] ? map[n]!(g.cols[n][r]) : g.cols[n][r]))]);
  });
  return { header: ['flow', ...names], rows };
}

function columnsOf(g: GrowingColumns<string> | undefined): CsvTable {
  if (!g) return { header: [], rows: [] };
  const rows: number[][] = [];
  for (let r = 0; r < g.length; r++) rows.push(g.names.map((n) => g.cols[n][r]));
  return { header: [...g.names], rows };
}

/** Throughput bins exactly as the throughput plot draws them (same bin width and end). */
function throughputTable(run: RunData): CsvTable {
  const w = niceBin(run.timeEnd);
  const tEnd = Math.max(run.now, 1e-3);
  const rows: number[][] = [];
  run.flows.forEach((f, i) => {
    const bins = binnedThroughput(f.delivered, w, tEnd);
    // The last bin's rate is averaged over what the plot averages it over (binnedThroughput).
    bins.forEach((bps, k) => rows.push([i + 1, k * w, k === bins.length - 1 ? k * w + Math.max(tEnd - k * w, w / 2) : (k + 1) * w, bps]));
  });
  return { header: ['flow', 't_start', 't_end', 'throughput_bps'], rows };
}

/** The plots that have a CSV, by their panel name (PlotPanel `name`). */
export const PLOT_CSV: Record<string, (run: RunData) => CsvTable> = {
  queue: (run) => columnsOf(run.bottleneck?.data?.queue),
  delay: (run) => {
    const s = run.bottleneck?.data?.sojourn;
    const rows: number[][] = [];
    if (s) for (let r = 0; r < s.length; r++) rows.push([s.cols.t[r], s.cols.delay[r], s.cols.flow[r] + 1]);
    return { header: ['t', 'delay', 'flow'], rows };
  },
  cwnd: (run) => perFlow(run, (i) => run.flows[i].cwnd, ['t', 'cwnd', 'ssthresh'] as const),
  seq: (run) => perFlow(run, (i) => run.flows[i].seq, ['t', 'kind', 'seq', 'len', 'link'] as const, { kind: (k) => SEQ_EVENT_NAMES[k] ?? String(k) }),
  throughput: throughputTable,
};

/**
 * The per-flow summary table (raw values, not the screen's rounded text); one column list.
 * `own`: a figure of the flow's own, left empty for web traffic, whose many connections are not
 * traced one by one (the screen says so in its row); its `web_` columns take their place, and
 * are empty for the other flows.
 */
type SummaryColumn = [name: string, get: (f: FlowResult, s: SimResult) => string | number, own?: 'own'];
const SUMMARY_COLUMNS: SummaryColumn[] = [
  ['flow', (f) => f.index + 1],
  ['name', (f) => f.name],
  ['variant', (f) => (f.kind === 'cbr' ? 'UDP CBR' : (f.variant ?? ''))],
  ['start', (f) => f.start],
  ['size_bytes', (f) => f.bytes ?? ''],
  ['handshake', (f) => f.summary.handshakeTime, 'own'],
  ['data_transmit', (f) => f.summary.dataTransmitTime, 'own'],
  ['elapsed', (f) => (f.summary.completed || f.kind === 'cbr' ? f.summary.elapsedTime : ''), 'own'],
  ['throughput_bps', (f) => f.summary.throughputBps, 'own'],
  ['goodput_bps', (f) => f.summary.goodputBps, 'own'],
  ['retransmits', (f) => f.summary.retransmittedPackets, 'own'],
  ['dupacks', (f) => f.summary.dupAcks, 'own'],
  ['timeouts', (f) => f.summary.timeouts, 'own'],
  ['queue_drops', (f) => f.summary.queueDrops, 'own'],
  ['link_losses', (f) => f.summary.linkLosses, 'own'],
  ['web_connections', (f, s) => webResultOf(s, f.index)?.started ?? ''],
  ['web_responses', (f, s) => webResultOf(s, f.index)?.completed ?? ''],
  ['web_responses_with_loss', (f, s) => webResultOf(s, f.index)?.withLoss ?? ''],
  ['web_response_median_s', (f, s) => webQuantile(f, s, 0.5)],
  ['web_response_p90_s', (f, s) => webQuantile(f, s, 0.9)],
];

function webQuantile(f: FlowResult, s: SimResult, q: number): number | string {
  const w = webResultOf(s, f.index);
  return w ? responseTimeQuantile([w], q) : '';
}

export function summaryTable(run: RunData): CsvTable {
  const s = run.summary;
  const flows = s?.flows ?? [];
  return {
    header: SUMMARY_COLUMNS.map(([n]) => n),
    rows: flows.map((f) => SUMMARY_COLUMNS.map(([, get, own]) => (own && !OWN_RATE[f.kind] ? '' : get(f, s!)))),
  };
}
