import { results } from '../results/results-store';
import { summaryTable, toCsv, type CsvTable } from './csv';
import { downloadBlob, exportFileName } from '../util/download';

function download(table: CsvTable | null, name: string): boolean {
  if (!table || table.rows.length === 0) return false;
  downloadBlob(new Blob([toCsv(table)], { type: 'text/csv' }), exportFileName(name, 'csv'));
  return true;
}

/** Download the series a plot draws (`table`: the plot registry's CSV of the plot's run), named after its panel. False when nothing is recorded yet. */
export function exportPlotCsv(name: string, table: () => CsvTable | null): boolean {
  return download(table(), name);
}

/** Download the per-flow summary table of the run on screen. */
export function exportSummaryCsv(): boolean {
  const run = results.current;
  return download(run ? summaryTable(run) : null, 'summary');
}
