/**
 * `sim flatten RESULTS.jsonl [--out FILE.csv]`: a batch output (or a sweep's --jsonl) as one CSV
 * row per run × flow, ready for pandas (`pd.read_csv`): the run's identity and provenance, the
 * flow's number (from 1), name, kind, protocol and actual start, then every figure of the flow's
 * summary, nested ones as dotted columns (`oneWayDelay.p99`). A run that failed is one row with
 * its error. The columns are those of the summaries themselves, so a figure the core adds
 * appears without a change here (when the metric catalogue lands, it will name them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fail } from './common';
import { csvLine, type Cell } from './csv';
import { writableFileOrExit, writeWholeOrExit } from './output-file';
import { say } from './printable';

export const FLATTEN_USAGE = `usage: npm run sim -- flatten RESULTS.jsonl [--out FILE.csv]

Writes a batch output (npm run sim -- batch) or a sweep's --jsonl as CSV: one row per run and
flow, with the run's index, id, sweep values, seed, tool version and commit, scenario and trace
hash, stop reason, the flow's number (from 1), name, kind, protocol, size and actual start, and
every figure of its summary (nested ones as dotted names, e.g. oneWayDelay.p99). Without --out
the CSV goes to stdout (use npm run -s sim, so that npm's banner stays out of it).

example:
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --jsonl runs.jsonl
  npm run -s sim -- flatten runs.jsonl > runs.csv`;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Scalars of a nested object under dotted names (arrays kept as JSON text). */
function flat(o: { [k: string]: Json }, prefix = '', into: Map<string, Cell> = new Map()): Map<string, Cell> {
  for (const [k, v] of Object.entries(o)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flat(v, name, into);
    else into.set(name, Array.isArray(v) ? JSON.stringify(v) : v);
  }
  return into;
}

interface Line {
  index: number;
  id?: string;
  meta?: { values?: Record<string, number>; seed?: number; config?: string };
  tool?: { version?: string; commit?: string };
  scenarioHash?: string;
  error?: string;
  summary?: { name: string; seed: number; traceHash: string; endTime: number; stop: { reason: string }; flows: { index: number; name: string; kind: string; variant?: string; bytes: number | null; start: number; summary: { [k: string]: Json } }[] };
}

export function flattenCsv(text: string, source: string): string {
  const rows: Map<string, Cell>[] = [];
  text.split('\n').forEach((l, k) => {
    if (l.trim() === '') return;
    let v: Line;
    try {
      v = JSON.parse(l);
    } catch {
      fail(`${source}:${k + 1}: not a JSON line; not a batch output?`);
    }
    if (typeof v.index !== 'number') fail(`${source}:${k + 1}: no run index; not a batch output?`);
    const run = new Map<string, Cell>([
      ['index', v.index],
      ['id', v.id ?? ''],
      ['config', v.meta?.config ?? ''],
      ...Object.entries(v.meta?.values ?? {}).map(([p, x]) => [p, x] as [string, Cell]),
      ['seed', v.summary?.seed ?? v.meta?.seed ?? ''],
      ['tool', v.tool?.version ?? ''],
      ['commit', v.tool?.commit ?? ''],
      ['scenarioHash', v.scenarioHash ?? ''],
      ['traceHash', v.summary?.traceHash ?? ''],
      ['runName', v.summary?.name ?? ''],
      ['stop', v.summary?.stop.reason ?? ''],
      ['endTime', v.summary?.endTime ?? ''],
      ['error', v.error ?? ''],
    ]);
    if (!v.summary) {
      rows.push(run);
      return;
    }
    for (const f of v.summary.flows) {
      const row = new Map(run);
      for (const [c, x] of [
        ['flowNumber', f.index + 1],
        ['flowName', f.name],
        ['flowKind', f.kind],
        ['flowVariant', f.variant ?? ''],
        ['flowBytes', f.bytes],
        ['flowStart', f.start],
      ] as [string, Cell][])
        row.set(c, x);
      for (const [c, x] of flat(f.summary)) row.set(c, x);
      rows.push(row);
    }
  });
  // Columns in order of first appearance: a failed run's row leaves the flow columns empty.
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) for (const c of r.keys()) if (!seen.has(c)) seen.add(c), columns.push(c);
  return [csvLine(columns), ...rows.map((r) => csvLine(columns.map((c) => r.get(c))))].join('');
}

export function flattenCommand(argv: string[]): void {
  let input: string | null = null;
  let out: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      say(`${FLATTEN_USAGE}\n`);
      return;
    } else if (a === '--out') out = argv[++i] ?? fail(`--out needs a value\n\n${FLATTEN_USAGE}`);
    else if (a.startsWith('-')) fail(`unknown option ${a}\n\n${FLATTEN_USAGE}`);
    else if (input !== null) fail(`one file at a time (got "${input}" and "${a}")`);
    else input = a;
  }
  if (input === null) fail(FLATTEN_USAGE);
  if (!existsSync(input)) fail(`no such file: ${input}`);
  if (out !== null) writableFileOrExit(out, '--out');
  const csv = flattenCsv(readFileSync(input, 'utf8'), input);
  if (out === null) process.stdout.write(csv);
  else writeWholeOrExit(out, csv);
}
