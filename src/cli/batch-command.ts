import { existsSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { lockOutputOrExit } from './batch-lock';
import { alreadyWritten, InOrderWriter, keepFirstLines, outputLine, readPending, ResumeError, type WrittenLine } from './batch-output';
import { inShard, parseShard, readBatchLines, resolveLines } from './batch-input';
import { EXIT_BUDGET, EXIT_RUNS_FAILED, fail } from './common';
import { progressBar } from './progress';
import { defaultWorkers, runInPool } from './run-pool';
import { parseMemory, parseTimeout, parseWorkers } from './pool-options';
import { say, note } from './printable';

/** Exit status after an interrupt (128 + SIGINT), as shells report it. */
const EXIT_INTERRUPTED = 130;

export const BATCH_USAGE = `usage: npm run sim -- batch FILE.jsonl --out RESULTS.jsonl [options]

Runs every line of FILE.jsonl on a pool of worker threads and writes one JSON line per run to
RESULTS.jsonl, in input order: {"index", "input" (the line's key), "id"?, "summary": the whole
summary as --json prints it (flows, links, drop kinds, windows, trace hash, stop reason)}, or
{"index", "input", "id"?, "error"} for a run that failed, crashed its worker or timed out.
Rerun the same command after an interrupt: lines already written are kept and skipped (runs
that finished before an earlier one wait in RESULTS.jsonl.pending, and are taken from there).

A line of FILE.jsonl is a scenario (as in a scenario file), or a reference:
  {"preset": "dumbbell-red", "set": {"seed": 3, "flows.0.cc": "cubic"}, "id": "cubic-3"}
  {"file": "my-scenario.json", "set": {...}}     (path relative to FILE.jsonl)
  {"scenario": {...}, "set": {...}}

options:
  --out FILE          where the result lines go (required)
  --workers N         worker threads (default: one per core, here ${defaultWorkers()})
  --shard i/n         run only shard i of n (0 ≤ i < n): the runs whose index ≡ i (mod n);
                      join the shards' outputs with: npm run sim -- merge OUT SHARD-FILES…
  --timeout S         end a run S seconds (wall time) from the moment its worker starts it (a
                      worker thread's start-up does not count): an error line (default: no limit)
  --memory MB         heap limit of each worker thread (a run that exceeds it gives an error line)
  --retry-errors      on a rerun, run again the runs whose lines hold an error (the other
                      lines are kept, in place)

examples (a sweep written as a batch, run whole and as two shards; the merge equals the whole):
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --set duration=40 --emit-batch runs.jsonl
  npm run sim -- batch runs.jsonl --out results.jsonl
  npm run sim -- batch runs.jsonl --shard 0/2 --out shard-0.jsonl
  npm run sim -- batch runs.jsonl --shard 1/2 --out shard-1.jsonl
  npm run sim -- merge merged.jsonl shard-0.jsonl shard-1.jsonl --input runs.jsonl

The output file is locked while a batch writes it (RESULTS.jsonl.lock, an exclusive create): a
second batch on the same --out is refused. --out naming FILE.jsonl itself is refused, and an
existing output is only resumed when every line in it was written for this batch.

exit status: 0 every run completed; 2 bad usage or input (refused before running, naming the
line); 3 some run was cut by a budget (its line says so in summary.stop); 4 some runs failed
(error lines); 130 interrupted (rerun to go on)`;

/** Whether two paths name one file (through links too, when both exist). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

export async function batchCommand(argv: string[]): Promise<void> {
  let file: string | null = null;
  let out: string | null = null;
  let workers = defaultWorkers();
  let shard = { i: 0, n: 1 };
  let timeoutS: number | undefined;
  let memoryMb: number | undefined;
  let retryErrors = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${BATCH_USAGE}`);
    switch (a) {
      case '--help':
      case '-h':
        say(`${BATCH_USAGE}\n`);
        return;
      case '--out':
        out = next();
        break;
      case '--workers':
        workers = parseWorkers(next());
        break;
      case '--shard': {
        const s = parseShard(next());
        if (typeof s === 'string') fail(s);
        shard = s;
        break;
      }
      case '--timeout':
        timeoutS = parseTimeout(next());
        break;
      case '--memory':
        memoryMb = parseMemory(next());
        break;
      case '--retry-errors':
        retryErrors = true;
        break;
      default:
        if (a.startsWith('-')) fail(`unknown option ${a}\n\n${BATCH_USAGE}`);
        if (file !== null) fail(`one batch file per run (got "${file}" and "${a}")`);
        file = a;
    }
  }
  if (file === null || out === null) fail(BATCH_USAGE);
  if (!existsSync(file) || statSync(file).isDirectory()) fail(`no batch file ${file}`);
  if (sameFile(out, file)) fail(`--out ${out} is the batch file itself; give the results a file of their own`);
  if (existsSync(out) && statSync(out).isDirectory()) fail(`--out ${out} is a directory; give a file name`);
  // Nothing reads or changes OUT before this batch holds its lock.
  lockOutputOrExit(out);
  const mine = readBatchLines(file).filter((l) => inShard(l.index, shard));
  let written: WrittenLine[] = [];
  try {
    const r = alreadyWritten(out, mine);
    written = r.lines;
    if (r.torn) note(`${out}: dropped an incomplete last line (an interrupted write); that run is done again\n`);
  } catch (e) {
    if (e instanceof ResumeError) fail(e.message);
    fail(`--out ${out}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  // Lines kept as they are; with --retry-errors the file is cut before its first error line and
  // the good lines after it are written again in their places, between the retried runs.
  const firstError = retryErrors ? written.findIndex((l) => l.failed) : -1;
  const kept = firstError >= 0 ? firstError : written.length;
  const reuse = new Map<number, string>();
  written.slice(kept).forEach((l, p) => {
    if (!l.failed) reuse.set(p, `${l.text}\n`);
  });
  const rest = mine.slice(kept);
  // Runs that finished after the last line written, before an interrupt (the side file).
  const pending = readPending(out, rest);
  const fromSideFile = new Set<number>();
  let retried = written.slice(kept).filter((l) => l.failed).length;
  rest.forEach((r, p) => {
    const line = pending.get(r.index);
    if (line === undefined || reuse.has(p)) return;
    if (retryErrors && JSON.parse(line).error !== undefined) retried++;
    else {
      reuse.set(p, line);
      fromSideFile.add(p);
    }
  });
  const positions = rest.map((_, p) => p).filter((p) => !reuse.has(p));
  const todo = resolveLines(file, positions.map((p) => rest[p]));
  if (!todo.ok) fail(`refused ${file} before running:\n  ${todo.errors.join('\n  ')}`);
  if (kept < written.length) keepFirstLines(out, written, kept);
  const runs = todo.runs;
  const done = mine.length - runs.length;
  const reused = [...reuse.values()].map((l) => JSON.parse(l) as { error?: unknown; summary?: { stop?: { reason?: unknown } } });
  let failed = written.slice(0, kept).filter((l) => l.failed).length + reused.filter((l) => l.error !== undefined).length;
  let cut = written.slice(0, kept).filter((l) => l.cut).length + reused.filter((l) => l.summary?.stop?.reason === 'budget').length;
  const what = shard.n > 1 ? `shard ${shard.i}/${shard.n}: ${mine.length} runs` : `${mine.length} runs`;
  if (done > 0) note(`${what}; ${done} already done (in ${out}${fromSideFile.size > 0 ? ` and ${fromSideFile.size} in its .pending file` : ''}), ${runs.length} to go${retried > 0 ? ` (retrying ${retried} that failed)` : ''}\n`);

  let writer: InOrderWriter;
  try {
    writer = new InOrderWriter(out);
  } catch (e) {
    fail(`--out ${out}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  for (const [p, line] of reuse) writer.put(p, line, fromSideFile.has(p));
  const bar = progressBar(mine.length, 'batch', workers, done);
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const started = performance.now();
  await runInPool(
    runs.map((r, k) => ({ index: k, scenario: r.scenario })),
    {
      workers,
      timeoutS,
      memoryMb,
      signal: interrupt.signal,
      onOutcome: (k, outcome) => {
        if (!outcome.ok) failed++;
        else if (outcome.summary.stop.reason === 'budget') cut++;
        writer.put(positions[k], outputLine(runs[k], outcome));
        bar.tick(!outcome.ok);
      },
    },
  );
  bar.stop();
  writer.close(!interrupt.signal.aborted);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  if (interrupt.signal.aborted) {
    note(`interrupted: ${kept + writer.written} of ${mine.length} runs are in ${out}; run the same command again to go on\n`);
    process.exit(EXIT_INTERRUPTED);
  }
  const used = Math.min(workers, runs.length);
  const here = runs.length === 0 ? 'nothing left to run' : `this time ${runs.length} run${runs.length > 1 ? 's' : ''} in ${secs} s on ${used} worker${used > 1 ? 's' : ''}`;
  note(`${what} done (${here}), in ${out}\n`);
  if (failed > 0) fail(`${failed} of ${mine.length} runs failed; their lines in ${out} hold the error`, EXIT_RUNS_FAILED);
  if (cut > 0) fail(`${cut} of ${mine.length} runs were cut by a budget (summary.stop in their lines)`, EXIT_BUDGET);
}
