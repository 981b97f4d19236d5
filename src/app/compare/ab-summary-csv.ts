import { baseUnit, type SimResult, windowWords } from '../../sim-core';
import type { Headline } from '../../headlines/headlines';
import { toCsv, type CsvTable } from '../export/csv';
import { downloadBlob, exportFileName } from '../util/download';
import { type DiffRow, verdict } from './compare-rows';
import { summaryRows } from './summary-rows';

/** The set-ups the two columns compare, as the table's column heads name them. */
export interface AbSetups {
  a: string;
  b: string;
}

/** A stored value in the table's unit, at full precision (no rounding to the screen's digits; 15 significant digits drop binary noise). */
function inUnit(r: DiffRow, v: number): number {
  return Number.isFinite(v) ? Number((v * r.format.scale).toPrecision(15)) : Number.NaN;
}

/** The window a row's figures cover, in the catalogue's words (both runs' spans when they differ). */
function rowWindowWords(r: DiffRow, sa: SimResult, sb: SimResult): string {
  const [wa, wb] = [windowWords(r.metric, sa), windowWords(r.metric, sb)];
  return wa === wb ? wa : `A: ${wa}; B: ${wb}`;
}

/**
 * The A/B summary as a table: one row per row on screen (the headline numbers, each flow's
 * figures, the bottleneck's), with the metric's name, catalogue id, group, window and unit, A, B
 * and B − A in that unit at full precision, B's verdict, and the same A and B in the catalogue's
 * base unit. The set-ups of A and B are the first two columns of every row (bufferbloat trial 1000, s31/s35: "the best
 * table for the homework … I had to rebuild it by hand").
 */
export function abSummaryTable(headlines: readonly Headline[], sa: SimResult, sb: SimResult, setups: AbSetups): CsvTable {
  const header = ['a_setup', 'b_setup', 'group', 'metric', 'metric_id', 'window', 'unit', 'a', 'b', 'b_minus_a', 'verdict_for_b', 'base_unit', 'a_base', 'b_base'];
  const rows = summaryRows(headlines, sa, sb).rows.map((r) => [
    setups.a,
    setups.b,
    r.group,
    r.label,
    r.metric.id,
    rowWindowWords(r, sa, sb),
    r.format.unit,
    inUnit(r, r.a),
    inUnit(r, r.b),
    Number.isFinite(r.a) && Number.isFinite(r.b) ? Number(((r.b - r.a) * r.format.scale).toPrecision(15)) : Number.NaN,
    verdict(r) || 'none',
    baseUnit(r.metric),
    r.a,
    r.b,
  ]);
  return { header, rows };
}

/** The CSV file's text: plain RFC 4180 (no comment lines, which spreadsheets and CSV readers take for data). */
export function abSummaryCsv(headlines: readonly Headline[], sa: SimResult, sb: SimResult, setups: AbSetups): string {
  return toCsv(abSummaryTable(headlines, sa, sb, setups));
}

/** Download the A/B summary as CSV (congestion-lab-ab-summary.csv). */
export function downloadAbSummaryCsv(headlines: readonly Headline[], sa: SimResult, sb: SimResult, setups: AbSetups): void {
  downloadBlob(new Blob([abSummaryCsv(headlines, sa, sb, setups)], { type: 'text/csv' }), exportFileName('ab-summary', 'csv'));
}
