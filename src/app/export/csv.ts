import type { RunData } from '../results/run-data';
import { flowCsvColumns, flowCsvRow, runCsvColumns, runCsvRow, toCsv as writeCsv, type CsvCell } from '../../sim-core';

/**
 * CSV of the recorded results (docs/app.md, "CSV columns"): the text format, and the per-flow
 * summary table (each plot's own table is in the plot registry: plots/csv-tables.ts). Built from
 * the run already received (never re-simulated). Times in s, sizes in bytes, rates in bit/s;
 * flows count from 1 as on screen.
 */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** The table as CSV text, through the one CSV writer (RFC 4180, formula text neutralised). */
export function toCsv(t: CsvTable): string {
  return writeCsv(t.header, t.rows);
}

/** Decimals of a time or a delay in seconds in a CSV file: microseconds, finer than any packet's transmission time the app shows (12 µs at 1 Gbit/s), without binary noise (0.105004, not 0.10500384000000001). */
export const SECONDS_DECIMALS = 6;

/** A value at a fixed number of decimals, as a number (NaN stays NaN: an empty cell). */
export function fixed(v: number, decimals: number): number {
  return Number.isFinite(v) ? Number(v.toFixed(decimals)) : v;
}

/** What the summary's last row is called: the bottleneck's figures and the run's, beside the flows'. */
export const RUN_ROW_NAME = 'bottleneck and whole run';

/**
 * The summary (raw stored values, not the screen's rounded text): one row per flow (the
 * catalogue's identity columns, then one column per exported flow metric), then one row of the
 * bottleneck's and the run's figures (utilization, mean queue, queueing delay mean and
 * percentiles, drops by reason, system goodput, Jain's index: the catalogue's link and run
 * columns, as the CLI's flat CSV has them), empty where a figure does not apply (a UDP flow's
 * handshake, a flow's row in a run column). A trial found no utilization or queueing delay in it,
 * the numbers a student cites.
 */
export function summaryTable(run: RunData): CsvTable {
  const s = run.summary;
  const flowColumns = flowCsvColumns();
  const runColumns = runCsvColumns();
  const header = [...flowColumns, ...runColumns];
  if (!s) return { header, rows: [] };
  const none = (n: number): CsvCell[] => new Array<CsvCell>(n).fill(null);
  const rows: CsvCell[][] = s.flows.map((_, i) => [...flowCsvRow(s, i), ...none(runColumns.length)]);
  const runRow = none(flowColumns.length);
  runRow[flowColumns.indexOf('name')] = RUN_ROW_NAME;
  rows.push([...runRow, ...runCsvRow(s)]);
  return { header, rows };
}
