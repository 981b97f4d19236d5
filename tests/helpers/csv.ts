import { readFileSync } from 'node:fs';

/** Read a small CSV fixture (CRLF or LF) into objects keyed by the header. */
export function readCsv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

export const NS3_FIXTURES = new URL('../fixtures/ns3/', import.meta.url).pathname;
