/**
 * CSV lines for the CLI's files (RFC 4180: a field with a comma, quote or line break is quoted,
 * quotes doubled). A text cell that a spreadsheet would read as a formula (starting with = + - @,
 * tab or carriage return: a flow name such as =HYPERLINK(…)) gets a leading apostrophe; numbers,
 * negative ones included, stay numbers. NaN and ±Infinity are empty cells.
 * (Issue 30 plans one CSV writer for the app and the CLI; this one is small so that it can give way to it.)
 */
export type Cell = string | number | boolean | null | undefined;

function cell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line, with its line break. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(cell).join(',')}\n`;
}
