import type { RunData } from '../results/run-data';
import type { GrowingColumns } from '../results/growing-columns';
import type { FlowResult } from '../../sim-core/scenario/result';
import { SEQ_EVENT_NAMES } from '../../sim-core/metrics/flow-trace';
import { binnedThroughput, niceBin } from '../plots/throughput';

/**
 * CSV of the recorded results, as the plots draw them (README, "CSV columns"). Built from the
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

/** The per-flow summary table (raw values, not the screen's rounded text); one column list. */
const SUMMARY_COLUMNS: [string, (f: FlowResult) => string | number][] = [
  ['flow', (f) => f.index + 1],
  ['name', (f) => f.name],
  ['variant', (f) => (f.kind === 'cbr' ? 'UDP CBR' : (f.variant ?? ''))],
  ['start', (f) => f.start],
  ['size_bytes', (f) => f.bytes ?? ''],
  ['handshake', (f) => f.summary.handshakeTime],
  ['data_transmit', (f) => f.summary.dataTransmitTime],
  ['elapsed', (f) => (f.summary.completed || f.kind === 'cbr' ? f.summary.elapsedTime : '')],
  ['throughput_bps', (f) => f.summary.throughputBps],
  ['goodput_bps', (f) => f.summary.goodputBps],
  ['retransmits', (f) => f.summary.retransmittedPackets],
  ['dupacks', (f) => f.summary.dupAcks],
  ['timeouts', (f) => f.summary.timeouts],
  ['queue_drops', (f) => f.summary.queueDrops],
  ['link_losses', (f) => f.summary.linkLosses],
];

export function summaryTable(run: RunData): CsvTable {
  const flows = run.summary?.flows ?? [];
  return { header: SUMMARY_COLUMNS.map(([n]) => n), rows: flows.map((f) => SUMMARY_COLUMNS.map(([, get]) => get(f))) };
}
