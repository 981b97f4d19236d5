/**
 * `npm run bench:ab -- BASE_COMMIT [options]`: the core benchmark (bench/run.ts's S2 dumbbell, 60
 * simulated seconds) of a baseline commit against the working tree, interleaved on this machine.
 *
 * The base commit is checked out in a temporary git worktree (removed at the end; node_modules
 * linked from this tree), both trees' cores are bundled by esbuild with the same options, and
 * short processes of A (base) and B (working tree) alternate (A B, B A, …) per scenario, so a
 * drift of the host's speed hits both alike. Each process reports:
 *   cold     its first run, timed from `new Simulation` to the end of the run;
 *   process  the whole process's wall time (node start, module loading, the first run);
 *   warm     the median of its further runs (the JIT has seen every path by then).
 * Both sides' result digests (scenario/result-digest.ts) must agree; the trace hash and event
 * count may differ where the engine's own scheduling changed.
 *
 * `--ir`: instruction counts as well (Valgrind's cachegrind, `apt-get install valgrind`): they do
 * not drift with the machine's load. Three processes per side and scenario: 0 runs (start-up and
 * module loading only), 1 run and 1 + K runs (K = --ir-warm, default 2), none computing the result's digest, all single-threaded
 * (--single-threaded: no concurrent compiler or collector threads; --predictable-gc-schedule, see
 * cachegrind.ts). cold = I(1) − I(0), warm = (I(1 + K) − I(1)) / K, process = I(1). `--ir-only`
 * skips the timed rounds (on a loaded machine they measure the load); `--ir-repeat R` counts each
 * side R times and prints every count's warm value and the mean of each (default 1); `--ir-default-gc`
 * counts with V8's own collection schedule instead (noisier, but the one real runs get).
 *
 * `--worker`: also runs scripts/bench-worker-ab.ts (the worker's streaming run, series included)
 * on the two trees; `--ui`: also builds both apps (vite) and runs e2e/bench-ab.ts (the browser
 * benchmark). Neither is duplicated here.
 *
 * `--pool`: each process takes its runs' recording storage from a pool and hands each result's back
 * before the next run (Simulation's `storage`, scenario/result-storage.ts), as the CLI's batches do;
 * without it every run allocates fresh storage. Both trees must have the pool (since 734aa4b).
 * With it each run also hands the packets it still holds back to the packet pool
 * (Simulation.releasePackets), where the tree has that (a base older than it gives none back).
 *
 * Options: --rounds R (default 4), --warm N timed warm runs per process (default 4),
 * --cases 10:droptail,50:droptail,10:red, --series off|on|both (default both), --ir-cases (the
 * cases counted by --ir, default --cases: a cachegrind process runs ~50× slower, so on a busy
 * machine the counts may be limited to some cases), --keep (leave the worktree). Not a test; it prints ratios B / A (below 1: the working tree is faster).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { countInstructions } from './cachegrind';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--rounds', '--warm', '--cases', '--series', '--ir-warm', '--ir-cases', '--ir-repeat']);
const base = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
if (!base || !/^[0-9a-zA-Z._/-]+$/.test(base)) {
  console.error('usage: npm run bench:ab -- BASE_COMMIT [--rounds 4] [--warm 4] [--cases 10:droptail,50:droptail,10:red] [--series off|on|both] [--ir] [--ir-only] [--ir-warm 2] [--ir-repeat 1] [--ir-cases CASES] [--ir-default-gc] [--pool] [--worker] [--ui] [--keep]');
  process.exit(2);
}
const positive = (name: string, fallback: number, min = 1): number => {
  const v = Number(flag(name) ?? fallback);
  if (!Number.isInteger(v) || v < min || v > 100) {
    console.error(`${name} must be an integer from ${min} to 100`);
    process.exit(2);
  }
  return v;
};
const rounds = positive('--rounds', 4);
const warmRuns = positive('--warm', 4);
const irWarm = positive('--ir-warm', 2);
const irRepeat = positive('--ir-repeat', 1);
const irOnly = args.includes('--ir-only');
/** Each run's recording storage from a pool, handed back after the run (as the CLI's batch runs do): both trees must have the pool (main since 734aa4b). */
const withPool = args.includes('--pool');
const predictableGc = !args.includes('--ir-default-gc');
const parseCases = (list: string) =>
  list.split(',').map((c) => {
    const [n, queue] = c.split(':');
    if (!/^\d+$/.test(n) || Number(n) < 1 || Number(n) > 200 || (queue !== 'droptail' && queue !== 'red')) {
      console.error(`bad case "${c}": N:droptail or N:red with 1 ≤ N ≤ 200`);
      process.exit(2);
    }
    return { n: Number(n), queue };
  });
const cases = parseCases(flag('--cases') ?? '10:droptail,50:droptail,10:red');
const irCases = flag('--ir-cases') === undefined ? cases : parseCases(flag('--ir-cases')!);
const seriesArg = flag('--series') ?? 'both';
if (!['on', 'off', 'both'].includes(seriesArg)) {
  console.error('--series must be on, off or both');
  process.exit(2);
}
const seriesModes = seriesArg === 'both' ? [false, true] : [seriesArg === 'on'];

const here = path.resolve('.');
const git = (...a: string[]) => {
  const r = spawnSync('git', a, { cwd: here, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};
const resolved = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], { cwd: here, encoding: 'utf8' });
if (resolved.status !== 0) {
  console.error(`bench:ab: "${base}" is not a commit of this repository`);
  process.exit(2);
}
const baseCommit = resolved.stdout.trim();
const baseDir = mkdtempSync(path.join(tmpdir(), 'bench-ab-base-'));
rmSync(baseDir, { recursive: true });
git('worktree', 'add', '--detach', baseDir, baseCommit);
symlinkSync(path.join(here, 'node_modules'), path.join(baseDir, 'node_modules'));
const cleanup = () => {
  if (args.includes('--keep') || !existsSync(baseDir)) return;
  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: here });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * The timed program for one tree: argv N QUEUE SERIES(on|off) RUNS [DIGEST(digest|no-digest)];
 * prints one JSON line. The digest of the first run is computed after its timing, and only when
 * asked: an instruction count must not include it (hashing a series-on result's columns cost
 * about as much as a run).
 */
const entry = (dir: string): string => `
import { ns3S2 } from ${JSON.stringify(path.join(dir, 'src/sim-core/scenario/presets.ts'))};
import { Simulation } from ${JSON.stringify(path.join(dir, 'src/sim-core/scenario/simulation.ts'))};
import { parseScenario } from ${JSON.stringify(path.join(dir, 'src/sim-core/scenario/validate.ts'))};
import { resultDigest } from ${JSON.stringify(path.join(dir, 'src/sim-core/scenario/result-digest.ts'))};
${
  withPool
    ? `import { BufferPool } from ${JSON.stringify(path.join(dir, 'src/sim-core/metrics/buffer-pool.ts'))};
import { releaseRecording } from ${JSON.stringify(path.join(dir, 'src/sim-core/scenario/result-storage.ts'))};
const pool = new BufferPool(256 * 1024 * 1024, 'exact');`
    : 'const pool = null;'
}
const [n, queue, series, runs, withDigest] = [Number(process.argv[2]), process.argv[3], process.argv[4] === 'on', Number(process.argv[5]), process.argv[6] !== 'no-digest'];
const times = [];
let digest = '', events = 0, digestMs = 0;
for (let i = 0; i < runs; i++) {
  const sc = parseScenario({ ...ns3S2(n, queue), record: { series } });
  const t0 = performance.now();
  const sim = pool ? new Simulation(sc, undefined, true, pool.take) : new Simulation(sc);
  const r = sim.runToEnd();
  times.push(performance.now() - t0);
  if (i === 0) { events = r.events; if (withDigest) { const d0 = performance.now(); digest = resultDigest(r); digestMs = performance.now() - d0; } }
  // The next run writes over this one's recording and takes its packets (the caller that runs
  // again and again: the CLI's batches). A tree older than releasePackets has none to give back.
  if (pool) { releaseRecording(r, pool); sim.releasePackets?.(); }
}
console.log(JSON.stringify({ times, digest, events, digestMs }));
`;

async function bundle(label: string, dir: string): Promise<string> {
  const tmp = mkdtempSync(path.join(tmpdir(), `bench-core-ab-${label}-`));
  const src = path.join(tmp, 'entry.ts');
  writeFileSync(src, entry(dir));
  const out = path.join(tmp, 'entry.mjs');
  await build({ entryPoints: [src], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning', nodePaths: [path.join(dir, 'node_modules')] });
  return out;
}

interface ProcessSample {
  coldMs: number;
  warmMs: number[];
  processMs: number;
  digest: string;
  events: number;
}

function timedProcess(bundlePath: string, n: number, queue: string, series: boolean): ProcessSample {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [bundlePath, String(n), queue, series ? 'on' : 'off', String(1 + warmRuns)], { encoding: 'utf8' });
  const processMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${bundlePath} failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as { times: number[]; digest: string; events: number; digestMs: number };
  // The whole process is timed from outside: less the warm runs and the digest, it is a process doing one run.
  const extra = out.times.slice(1).reduce((a, b) => a + b, 0) + out.digestMs;
  return { coldMs: out.times[0], warmMs: out.times.slice(1), processMs: processMs - extra, digest: out.digest, events: out.events };
}

const instructions = (bundlePath: string, n: number, queue: string, series: boolean, runs: number): Promise<number> =>
  countInstructions([bundlePath, String(n), queue, series ? 'on' : 'off', String(runs), 'no-digest'], predictableGc);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ratio = (a: number, b: number) => `${(b / a).toFixed(3)}×`;

const bundleA = await bundle('A', baseDir);
const bundleB = await bundle('B', here);
console.log(`A ${base} (${baseCommit.slice(0, 10)})\nB working tree ${here} (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ', with uncommitted changes' : ''})`);
const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');
// Wall times depend on the host's load (ratios much less so): printed at the start and the end.
console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
process.on('exit', () => console.log(`load average at the end: ${load()}`));
if (!irOnly) console.log(`${rounds} rounds, A and B alternating; each process: 1 cold run + ${warmRuns} warm runs. Ratios are B / A (below 1: B faster).`);
const noSeriesWarm: Record<string, Record<'A' | 'B', number>> = {};
for (const { n, queue } of irOnly ? [] : cases) {
  for (const series of seriesModes) {
    const s = { A: [] as ProcessSample[], B: [] as ProcessSample[] };
    for (let r = 0; r < rounds; r++) {
      const order: ('A' | 'B')[] = r % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      for (const side of order) s[side].push(timedProcess(side === 'A' ? bundleA : bundleB, n, queue, series));
    }
    const warm = (x: ProcessSample[]) => median(x.flatMap((p) => p.warmMs));
    const cold = (x: ProcessSample[]) => median(x.map((p) => p.coldMs));
    const proc = (x: ProcessSample[]) => median(x.map((p) => p.processMs));
    const digests = new Set([...s.A, ...s.B].map((p) => p.digest));
    const label = `N=${n} ${queue} series ${series ? 'on ' : 'off'}`;
    if (!series) noSeriesWarm[`${n}:${queue}`] = { A: warm(s.A), B: warm(s.B) };
    const off = noSeriesWarm[`${n}:${queue}`];
    console.log(
      `${label.padEnd(26)} warm A ${warm(s.A).toFixed(1)} B ${warm(s.B).toFixed(1)} ms ${ratio(warm(s.A), warm(s.B))} | cold A ${cold(s.A).toFixed(1)} B ${cold(s.B).toFixed(1)} ms ${ratio(cold(s.A), cold(s.B))} | process A ${proc(s.A).toFixed(0)} B ${proc(s.B).toFixed(0)} ms ${ratio(proc(s.A), proc(s.B))} | events A ${s.A[0].events} B ${s.B[0].events} | results ${digests.size === 1 ? 'identical' : 'DIFFER'}` +
        (series && off ? ` | series on/off warm: A ${(warm(s.A) / off.A).toFixed(2)}× B ${(warm(s.B) / off.B).toFixed(2)}×` : ''),
    );
    if (digests.size !== 1) process.exitCode = 1;
  }
}

if (args.includes('--ir') || irOnly) {
  console.log(`\ninstructions (cachegrind, single-threaded, ${predictableGc ? 'predictable' : "V8's own"} GC schedule; cold = I(1 run) − I(0), warm = (I(1 + ${irWarm}) − I(1)) / ${irWarm}, process = I(1 run); ${irRepeat} count(s) per side, one process at a time):`);
  const g = (v: number) => `${(v / 1e6).toFixed(0)} M`;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const offWarm: Record<string, { A: number; B: number }> = {};
  for (const { n, queue } of irCases) {
    for (const series of seriesModes) {
      // One process at a time (a cachegrind process is single-threaded; two at once would only share the cores).
      const count = async (b: string) => {
        const x: number[] = [];
        for (const runs of [0, 1, 1 + irWarm]) x.push(await instructions(b, n, queue, series, runs));
        return { cold: x[1] - x[0], warm: (x[2] - x[1]) / irWarm, proc: x[1] };
      };
      const counts = { A: [] as { cold: number; warm: number; proc: number }[], B: [] as { cold: number; warm: number; proc: number }[] };
      for (let r = 0; r < irRepeat; r++) for (const side of r % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) counts[side].push(await count(side === 'A' ? bundleA : bundleB));
      const m = (side: 'A' | 'B', k: 'cold' | 'warm' | 'proc') => mean(counts[side].map((c) => c[k]));
      const label = `N=${n} ${queue} series ${series ? 'on ' : 'off'}`;
      if (!series) offWarm[`${n}:${queue}`] = { A: m('A', 'warm'), B: m('B', 'warm') };
      const off = offWarm[`${n}:${queue}`];
      console.log(
        `${label.padEnd(26)} warm A ${g(m('A', 'warm'))} B ${g(m('B', 'warm'))} ${ratio(m('A', 'warm'), m('B', 'warm'))} | cold A ${g(m('A', 'cold'))} B ${g(m('B', 'cold'))} ${ratio(m('A', 'cold'), m('B', 'cold'))} | process A ${g(m('A', 'proc'))} B ${g(m('B', 'proc'))} ${ratio(m('A', 'proc'), m('B', 'proc'))}` +
          (series && off ? ` | series on/off warm: A ${(m('A', 'warm') / off.A).toFixed(3)}× B ${(m('B', 'warm') / off.B).toFixed(3)}×` : ''),
      );
      if (irRepeat > 1) console.log(`${''.padEnd(26)} warm counts A ${counts.A.map((c) => g(c.warm)).join(', ')}; B ${counts.B.map((c) => g(c.warm)).join(', ')}`);
    }
  }
}

if (args.includes('--worker')) {
  console.log('\nworker streaming run (scripts/bench-worker-ab.ts):');
  spawnSync('npx', ['tsx', 'scripts/bench-worker-ab.ts', '--a', baseDir, '--b', here], { cwd: here, stdio: 'inherit' });
}
if (args.includes('--ui')) {
  console.log('\nbrowser (e2e/bench-ab.ts), building both apps:');
  const distA = mkdtempSync(path.join(tmpdir(), 'bench-ab-dist-A-'));
  const distB = mkdtempSync(path.join(tmpdir(), 'bench-ab-dist-B-'));
  for (const [dir, out] of [[baseDir, distA], [here, distB]]) {
    const r = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], { cwd: dir, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`vite build failed in ${dir}`);
  }
  spawnSync('npx', ['tsx', 'e2e/bench-ab.ts', distA, distB], { cwd: here, stdio: 'inherit' });
}
