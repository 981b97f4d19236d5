/**
 * The one CSV writer of the app and the CLI (RFC 4180). Numbers are written as JavaScript prints
 * them (negative ones too: a number is never a formula), NaN and null as an empty cell, ±∞ as
 * "inf" / "-inf". Text is quoted when it holds a comma, quote or line break, and a text cell that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return: a flow
 * named `=HYPERLINK(…)` through a shared link) is prefixed with an apostrophe, so it shows as text.
 *
 * Why not a library: d3-dsv (already installed) quotes but cannot tell a number from text, so it
 * can neither neutralise formulas nor leave "-3" alone; and the core depends on zod only.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return '';
    if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
    return String(v);
  }
  let s = String(v);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Header and rows as CSV text, CRLF line ends (RFC 4180), a line end after the last row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
