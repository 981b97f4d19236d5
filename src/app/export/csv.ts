import type { RunData } from '../results/run-data';
import { flowCsvColumns, flowCsvRow, toCsv as writeCsv, type CsvCell } from '../../sim-core';

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

/**
 * The per-flow summary (raw stored values, not the screen's rounded text): the catalogue's
 * identity columns, then one column per exported flow metric; a figure that does not exist for
 * the kind of flow (a UDP flow's handshake, web traffic's throughput) is an empty cell.
 */
export function summaryTable(run: RunData): CsvTable {
  const s = run.summary;
  return { header: flowCsvColumns(), rows: s ? s.flows.map((_, i) => flowCsvRow(s, i)) : [] };
}
