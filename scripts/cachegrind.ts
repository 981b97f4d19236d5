import { spawn } from 'node:child_process';

/**
 * Instructions executed by `node --single-threaded ...nodeArgs` (Valgrind cachegrind's I refs,
 * cache simulation off): a count that does not drift with the host's load, for the A/B
 * benchmarks (bench-core-ab.ts, bench-worker-ab.ts). Single-threaded, so that V8's compiler and
 * collector run on the counted thread; with V8's predictable collection schedule
 * (--predictable-gc-schedule: fixed heap growing, no idle-time or memory-reducing collections),
 * because otherwise the collector decides partly by elapsed time, and on a loaded machine two
 * counts of the same warm run differed by up to 5 % (docs/benchmarks.md, issue 38, third session);
 * with it, two counts of a 3-run process differed by 0.007 % (fourth session). Both sides of an
 * A/B run with the same flags, so the schedule is the same for both. But the fixed schedule is
 * not the one a real run gets: a 10-flow series-on run, whose heap is larger, had 5 full
 * collections in 3 runs with it against 2 without (series off: 1 and 1), so a series-on ÷
 * series-off ratio is higher with it; `predictableGc` false counts with V8's own schedule.
 */
export function countInstructions(nodeArgs: string[], predictableGc = true): Promise<number> {
  return new Promise((resolve, reject) => {
    const p = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', ...(predictableGc ? ['--predictable-gc-schedule'] : []), ...nodeArgs]);
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', () => {
      const m = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (m) resolve(Number(m[1].replace(/,/g, '')));
      else reject(new Error(`valgrind failed: ${err.slice(-500)}`));
    });
  });
}
