import { readFileSync } from 'node:fs';

/** Read a small CSV fixture (CRLF or LF) into objects keyed by the header. */
export function readCsv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

export const NS3_FIXTURES = new URL('../fixtures/ns3/', import.meta.url).pathname;

/** RFC 4180 cells of a CSV text (quoted cells may hold commas, quotes and line breaks). */
export function csvCells(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') rows[rows.length - 1].push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      rows[rows.length - 1].push(cell);
      cell = '';
      rows.push([]);
      i++;
    } else cell += c;
  }
  if (cell !== '' || rows[rows.length - 1].length > 0) rows[rows.length - 1].push(cell);
  return rows.filter((r) => r.length > 0);
}

/** CSV text into objects keyed by its header (RFC 4180 quoting). */
export function csvObjects(text: string): Record<string, string>[] {
  const [head, ...rows] = csvCells(text);
  return rows.map((r) => Object.fromEntries(r.map((v, i) => [head[i], v])));
}
