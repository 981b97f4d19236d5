import { results } from '../results/results-store';
import { PLOT_CSV, summaryTable, toCsv, type CsvTable } from './csv';
import { downloadBlob, exportFileName } from './download';

function download(table: CsvTable | null, name: string): boolean {
  if (!table || table.rows.length === 0) return false;
  downloadBlob(new Blob([toCsv(table)], { type: 'text/csv' }), exportFileName(name, 'csv'));
  return true;
}

/** Download the series a plot draws, from the run on screen. False when nothing is recorded yet. */
export function exportPlotCsv(name: string): boolean {
  const run = results.current;
  const build = PLOT_CSV[name];
  return download(run && build ? build(run) : null, name);
}

/** Download the per-flow summary table of the run on screen. */
export function exportSummaryCsv(): boolean {
  const run = results.current;
  return download(run ? summaryTable(run) : null, 'summary');
}
