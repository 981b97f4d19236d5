import { metricById, readMetric, type SimResult } from '../../sim-core';
import type { QueuesTable } from '../../lessons/queues-table';
import { METRICS } from '../../lessons/metrics';
import { toCsv, type CsvTable } from '../export/csv';
import { downloadBlob, exportFileName } from '../util/download';

/**
 * A column's name in the file: the catalogue's `column` (which carries its base unit:
 * "one_way_delay_mean_s", "system_goodput_bps"), after the flow it is of ("flow5_…"), as the
 * per-flow CSVs number flows from 1.
 */
function columnName(ref: QueuesTable['columns'][number]): string {
  const m = metricById(METRICS[ref.metric].id);
  return ref.flow === undefined ? m.column : `flow${ref.flow + 1}_${m.column}`;
}

/** Full precision without binary noise (15 significant digits), as the A/B summary's CSV writes its values. */
const fullPrecision = (v: number) => (Number.isFinite(v) ? Number(v.toPrecision(15)) : Number.NaN);

/**
 * The closing table of a lesson (QueuesTable.tsx) as a CSV table: exactly its rows, its own then
 * its "see also" rows, each with the preset its run is, and each column's figure in the
 * catalogue's base unit at full precision (the screen's cells are rounded). A lecturer wanted the
 * four queues side by side for a slide or a handout, not copied from the side panel by hand.
 * `runs`: one per row, in queuesTableScenarios' order.
 */
export function queuesTableCsvTable(table: QueuesTable, runs: readonly SimResult[]): CsvTable {
  const rows = [...table.rows.map((r) => ({ r, part: 'table' })), ...(table.seeAlso?.rows ?? []).map((r) => ({ r, part: 'see_also' }))];
  return {
    header: ['part', 'name', 'preset', ...table.columns.map(columnName)],
    rows: rows.map(({ r, part }, i) => [part, r.name, r.preset, ...table.columns.map((ref) => fullPrecision(readMetric(METRICS[ref.metric].id, runs[i], ref.flow === undefined ? {} : { flow: ref.flow })))]),
  };
}

/** Download the table as CSV (congestion-lab-lesson-table.csv, the app's file naming). */
export function downloadQueuesTableCsv(table: QueuesTable, runs: readonly SimResult[]): void {
  downloadBlob(new Blob([toCsv(queuesTableCsvTable(table, runs))], { type: 'text/csv' }), exportFileName('lesson-table', 'csv'));
}
