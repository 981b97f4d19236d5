import { SEQ_EVENT_NAMES } from '../../sim-core';
import { fixed, SECONDS_DECIMALS, type CsvTable } from '../export/csv';
import type { GrowingColumns } from '../results/growing-columns';
import type { RunData } from '../results/run-data';
import { plotBins } from './throughput';

/**
 * Each plot's CSV: the recorded series it draws, as it draws them (docs/app.md, "CSV columns"),
 * named in the plot registry (registry.tsx `csv`). Times in s, sizes in bytes, rates in bit/s;
 * flows count from 1 as on screen.
 */

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

/**
 * Throughput bins exactly as the throughput plot draws them (same bins and end): bits of the flow
 * leaving the bottleneck (`throughput_bps`, the catalogue's flow.throughputSeries), and beside it
 * the in-order bytes the receiver delivered (`goodput_bps`, flow.goodputSeries), which can rise
 * above the link's rate in the bin where a repaired hole releases the bytes behind it.
 */
export function throughputCsv(run: RunData): CsvTable {
  const src = run.seriesSource;
  const b = src ? plotBins(src, run.flows.length, run.timeEnd, undefined, true) : null;
  const rows: number[][] = [];
  if (b)
    run.flows.forEach((_, i) => {
      const thr = b.throughput[i];
      const good = b.goodput?.[i];
      const n = Math.max(thr?.length ?? 0, good?.length ?? 0);
      for (let k = 0; k < n; k++) rows.push([i + 1, k * b.width, Math.min((k + 1) * b.width, b.endTime), thr?.[k] ?? Number.NaN, good?.[k] ?? Number.NaN]);
    });
  return { header: ['flow', 't_start', 't_end', 'throughput_bps', 'goodput_bps'], rows };
}

/** The bottleneck's queue rows as recorded: t, packets, bytes, then the discipline's gauges. */
export const queueCsv = (run: RunData): CsvTable => columnsOf(run.bottleneck?.data?.queue);

/** One row per packet leaving the bottleneck discipline: its time and its queueing delay in s (to the µs, units in the names), its flow. */
export function delayCsv(run: RunData): CsvTable {
  const s = run.bottleneck?.data?.sojourn;
  const rows: number[][] = [];
  if (s) for (let r = 0; r < s.length; r++) rows.push([fixed(s.cols.t[r], SECONDS_DECIMALS), fixed(s.cols.delay[r], SECONDS_DECIMALS), s.cols.flow[r] + 1]);
  return { header: ['t_s', 'queueing_delay_s', 'flow'], rows };
}

export const cwndCsv = (run: RunData): CsvTable => perFlow(run, (i) => run.flows[i].cwnd, ['t', 'cwnd', 'ssthresh'] as const);

export const seqCsv = (run: RunData): CsvTable => perFlow(run, (i) => run.flows[i].seq, ['t', 'kind', 'seq', 'len', 'link'] as const, { kind: (k) => SEQ_EVENT_NAMES[k] ?? String(k) });

