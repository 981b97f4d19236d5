/**
 * Figures for docs/cli.md:
 *   1. `sim batch` on 200 short scenarios with --workers 1 and --workers 2 (wall time, speed-up;
 *      the two outputs must be byte-identical), and
 *   2. CLI start-up: wall time of one small run through the bundle (`node scripts/sim.mjs`, what
 *      `npm run sim` runs), through `npm run sim` itself, and through tsx (the CLI before the
 *      bundle), median of --repeat runs each.
 * The load average is printed before and after: figures from a busy machine are not comparable.
 *
 *   npx tsx scripts/bench-batch.ts [--runs 200] [--repeat 7] [--only batch|startup]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const runs = Number(arg('runs', '200'));
const repeat = Number(arg('repeat', '7'));
const only = arg('only', 'all');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function wall(cmd: string, args: string[]): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return (performance.now() - t) / 1000;
}

// Make sure the bundle is built, so no measurement includes building it.
execFileSync(process.execPath, [join(ROOT, 'scripts/sim.mjs'), '--list'], { cwd: ROOT, stdio: 'ignore' });
const cores = availableParallelism();
process.stdout.write(`load average (1, 5, 15 min) at start: ${load()}; ${cores} cores\n`);
if (loadavg()[0] > cores / 2) process.stdout.write('note: the machine is busy; wall times (and the speed-up) are not comparable with a quiet machine\n');

if (only === 'all' || only === 'batch') {
  // Short runs of a few kinds: 2–4 flows, RED or tail drop, 10 simulated seconds, a seed each
  // (about 0.1 s of CPU each: long enough that each worker's start-up and warm-up, paid once per
  // worker, do not dominate, short enough for the whole bench to take a minute on one core).
  const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
  const file = join(dir, 'runs.jsonl');
  const kinds = ['dumbbell-2-red', 'dumbbell-3-droptail', 'dumbbell-4-red', 'dumbbell-2-droptail'];
  const lines = Array.from({ length: runs }, (_, k) => JSON.stringify({ preset: kinds[k % kinds.length], set: { duration: 10, 'measure.from': 0, seed: k + 1 } }));
  writeFileSync(file, `${lines.join('\n')}\n`);
  const times: Record<number, number> = {};
  for (const w of [1, 2]) {
    const out = join(dir, `out-${w}.jsonl`);
    times[w] = wall(process.execPath, [join(ROOT, 'scripts/sim.mjs'), 'batch', file, '--out', out, '--workers', String(w)]);
    process.stdout.write(`sim batch, ${runs} runs, --workers ${w}: ${times[w].toFixed(1)} s (load now ${load()})\n`);
  }
  const same = readFileSync(join(dir, 'out-1.jsonl'), 'utf8') === readFileSync(join(dir, 'out-2.jsonl'), 'utf8');
  process.stdout.write(`speed-up with 2 workers: ${(times[1] / times[2]).toFixed(2)}×; outputs byte-identical: ${same}\n`);
  rmSync(dir, { recursive: true, force: true });
  if (!same) process.exitCode = 1;
}

if (only === 'all' || only === 'startup') {
  const small = ['dumbbell-1-droptail', '--set', 'duration=1', '--set', 'measure.from=0'];
  const ways: [string, string, string[]][] = [
    ['bundle (node scripts/sim.mjs)', process.execPath, [join(ROOT, 'scripts/sim.mjs'), ...small]],
    ['npm run sim', 'npm', ['run', '-s', 'sim', '--', ...small]],
    ['tsx (before: node --import tsx src/cli/main.ts)', process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), ...small]],
  ];
  wall(ways[2][1], ways[2][2]); // warm tsx's cache as a developer's would be
  for (const [label, cmd, args] of ways) {
    const xs = Array.from({ length: repeat }, () => wall(cmd, args));
    process.stdout.write(`one small run (1 simulated second), ${label}: median ${(median(xs) * 1000).toFixed(0)} ms of ${repeat} (min ${(Math.min(...xs) * 1000).toFixed(0)}, max ${(Math.max(...xs) * 1000).toFixed(0)})\n`);
  }
}
process.stdout.write(`load average at end: ${load()}\n`);
