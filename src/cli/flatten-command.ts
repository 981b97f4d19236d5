/**
 * `sim flatten RESULTS.jsonl [--out FILE.csv]`: a batch output (or a sweep's --jsonl) as one CSV
 * row per run × flow, ready for pandas (`pd.read_csv`): the run's identity and provenance, the
 * flow's identity and figures as the metric catalogue names them (the columns of `--out`'s
 * flows.csv: `flow` from 1, `name`, `variant`, `start_s`, …, `elapsed_s`, `goodput_bps`, …), its
 * kind and whether it finished, then the run's bottleneck and run figures (run.csv's columns). A
 * run that failed is one row with its error. The values are computed by the catalogue from the
 * line's summary, so a file written before a figure was added still gets its column.
 * `sweep --out` writes this same table from its own output lines (one column definition).
 */
import { existsSync, readFileSync } from 'node:fs';
import { flowCsvColumns, flowCsvRow, runCsvColumns, runCsvRow, type SimResult } from '../sim-core';
import { fail } from './common';
import { csvLine, type Cell } from './csv';
import { writableFileOrExit, writeWholeOrExit } from './output-file';
import { say } from './printable';

export const FLATTEN_USAGE = `usage: npm run sim -- flatten RESULTS.jsonl [--out FILE.csv]

Writes a batch output (npm run sim -- batch) or a sweep's --jsonl as CSV: one row per run and
flow, with the run's index, id, sweep values, seed, tool version and commit, scenario and trace
hash, stop reason, then the metric catalogue's columns of the flow (flow number from 1, name,
variant, start_s, size_bytes, …, elapsed_s, goodput_bps, …; docs/metrics.md), flow_kind and
completed, then the bottleneck's and the run's (utilization_share, …). Without --out
the CSV goes to stdout (use npm run -s sim, so that npm's banner stays out of it).

example:
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --jsonl runs.jsonl
  npm run -s sim -- flatten runs.jsonl > runs.csv`;

interface Line {
  index: number;
  id?: string;
  meta?: { values?: Record<string, number>; seed?: number; config?: string; source?: string; sets?: Record<string, unknown> };
  tool?: { version?: string; commit?: string };
  scenarioHash?: string;
  error?: string;
  /** The run's summary: its result without the series (cli/output.ts summaryObject). */
  summary?: SimResult;
}

/**
 * JSON wrote the summaries' NaN (a figure not defined: the elapsed time of an unfinished flow) as
 * null; read them back as NaN, so that the catalogue computes with them as it does in a run (null
 * would count as 0 in arithmetic).
 */
function nullsToNaN<T>(v: T): T {
  if (Array.isArray(v)) return v.map(nullsToNaN) as T;
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? Number.NaN : nullsToNaN(x)])) as T;
  return v;
}

/** The parts of a summary that hold figures (not the identity fields where null means "none": a flow's size, its variant). */
export function revived(r: SimResult): SimResult {
  return {
    ...r,
    flows: r.flows.map((f) => ({ ...f, summary: nullsToNaN(f.summary) })),
    links: r.links.map((l) => ({ ...l, summary: nullsToNaN(l.summary) })),
    aggregate: nullsToNaN(r.aggregate),
    web: nullsToNaN(r.web),
  };
}

/** The catalogue's columns of a flow row, then its kind and whether it finished, then the run's figures. */
function catalogueColumns(): string[] {
  return [...flowCsvColumns(), 'flow_kind', 'completed', ...runCsvColumns()];
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
      // A sweep's line says where its configuration came from and the --set edits (as in the summary).
      ['source', v.meta?.source ?? ''],
      ['sets', v.meta?.sets && Object.keys(v.meta.sets).length ? JSON.stringify(v.meta.sets) : ''],
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
    const r = revived(v.summary);
    const names = catalogueColumns();
    const runCells = runCsvRow(r);
    r.flows.forEach((f, i) => {
      const cells = [...flowCsvRow(r, i), f.kind, f.kind === 'tcp' ? f.summary.completed : '', ...runCells];
      const row = new Map(run);
      names.forEach((c, k) => row.set(c, cells[k]));
      rows.push(row);
    });
  });
  // Columns in order of first appearance (the swept settings vary by line), then the catalogue's:
  // a failed run's row leaves those empty.
  const columns: string[] = [];
  const seen = new Set<string>(catalogueColumns());
  for (const r of rows) for (const c of r.keys()) if (!seen.has(c)) seen.add(c), columns.push(c);
  columns.push(...catalogueColumns());
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
