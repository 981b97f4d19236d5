/**
 * `sweep --retry-errors FILE`: run again only the runs that failed or timed out in an earlier run
 * of the same sweep, and take every other run's result from FILE, that sweep's --jsonl output
 * lines (the only file that holds each run's whole summary, from which the table, --summary,
 * --plot and --out are all built). FILE is checked before anything runs: every line must be the
 * output of this sweep's run at that place (its index and input key: the key hashes the run's
 * scenario, swept values, seed and configuration, so other --param, --values, --reps, --seed or
 * --set show as a mismatch), written by this same build of the simulator, so that results of two
 * builds or two sweeps are never mixed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ResolvedLine } from './batch-input';
import { fail } from './common';
import { revived } from './flatten-command';
import type { RunSummaryObject } from './output';
import { toolIdentity } from './provenance';
import type { SimResult } from '../sim-core';

/** A run of the earlier sweep whose result is kept: its output line as written, and its summary. */
export interface KeptRun {
  line: string;
  summary: RunSummaryObject;
}

interface PreviousLine {
  index?: unknown;
  input?: unknown;
  id?: unknown;
  tool?: { version?: unknown; commit?: unknown };
  error?: unknown;
  summary?: RunSummaryObject;
}

const HOW = 'give the same configurations, --set, --param/--values, --reps and --seed as the sweep that wrote it, or run the sweep without --retry-errors';

/** Per planned run, the kept result from `path`, or null where the run failed there and runs again. */
export function keptRuns(path: string, planned: readonly ResolvedLine[]): (KeptRun | null)[] {
  const what = `--retry-errors ${path}`;
  if (/\.csv$/i.test(path))
    fail(`${what}: give the sweep's --jsonl file: a CSV (--out's run table) holds the catalogue's columns, not each run's whole summary, from which the table, --summary and --plot are built`);
  if (!existsSync(path)) fail(`${what}: no such file`);
  if (statSync(path).isDirectory()) fail(`${what}: a directory; give the earlier sweep's --jsonl file`);
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length !== planned.length) fail(`${what}: it holds ${lines.length} runs and this sweep has ${planned.length}, so it was written by another sweep; ${HOW}`);
  const tool = toolIdentity();
  return lines.map((text, k) => {
    let v: PreviousLine;
    try {
      v = JSON.parse(text);
    } catch {
      return fail(`${what}:${k + 1}: not a JSON line; give the earlier sweep's --jsonl file`);
    }
    const want = planned[k];
    if (v.index !== want.index || v.input !== want.key)
      fail(`${what}:${k + 1} is run ${JSON.stringify(v.id ?? v.index)} where this sweep has ${JSON.stringify(want.id ?? want.index)}: it was written by a sweep with other parameters; ${HOW}`);
    if (v.tool?.commit !== tool.commit || v.tool?.version !== tool.version)
      fail(`${what}:${k + 1} was written by ${String(v.tool?.version)} at ${String(v.tool?.commit)}, and this is ${tool.version} at ${tool.commit}: results of two builds would be mixed; run the whole sweep again`);
    if (v.error !== undefined || v.summary === undefined) return null;
    // JSON wrote the summary's NaN figures as null: read back as the run made them (flatten's rule).
    return { line: `${text}\n`, summary: revived(v.summary as unknown as SimResult) as unknown as RunSummaryObject };
  });
}
