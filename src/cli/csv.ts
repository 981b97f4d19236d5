/**
 * CSV lines for the CLI's files, written by the one CSV writer of the app and the CLI
 * (sim-core/csv/csv-writer.ts: RFC 4180 quoting, spreadsheet formulas in text cells neutralised,
 * numbers untouched), a line at a time for the files the CLI streams.
 */
import { csvCell, type CsvCell } from '../sim-core';

export type Cell = CsvCell;

/** One line, with its line break (CRLF, as RFC 4180 and the app's CSV files have it). */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
