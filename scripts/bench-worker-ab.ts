/**
 * A/B timing of the worker's simulation (driven as scripts/bench-worker-run.ts drives it)
 * between two source trees, interleaved: each tree is bundled once (esbuild), then short
 * processes of A and B alternate (A B, B A, A B…), each doing a few warm-up runs and a few timed
 * runs. A host whose speed drifts within minutes slows both sides alike, and the medians of all
 * timed runs (and of the per-round differences) are compared. Both sides' trace hashes must agree.
 *
 * Why separate processes and not both trees in one: two copies of the same code in one V8 isolate
 * share object-literal shapes and their field types, so one copy's objects can degrade the other's
 * optimised code. Identical trees measured that way differed by up to 20 %.
 *
 *   git archive main src | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   npx tsx scripts/bench-worker-ab.ts --a /tmp/base [--b .] [--only dumbbell-red,dumbbell-10-red] [--rounds 8] [--runs 4] [--warmup 3]
 *
 * `--b-no-series` runs B without recording (record.series false): what recording costs.
 *
 * `--ir` counts instructions instead (valgrind's cachegrind; both sides at once, ~1 min): each
 * side runs single-threaded, with a clock that advances a fixed step per reading (batches cut at
 * the same events), `--warmup` warm-up runs (default 1 here) and one counted run. The count covers
 * the whole process (start-up, JIT compilation and warm-up included), so compare differences,
 * not ratios. It is blind to memory stalls and over-counts `rep` string instructions (memset,
 * memcpy), and it is not exact: V8's collector decides by elapsed time too, so counts of one
 * tree varied by ~0.5 % with --warmup 1 and by 2–3 % with --warmup 3. Small changes need the
 * timed mode with many rounds; neither resolves a change of a few per cent on a busy host.
 *
 * `--transfer` passes every batch through structuredClone with its buffers transferred, as the
 * worker's postMessage does (`--b-transfer`: B only).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { countInstructions } from './cachegrind';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dirA = path.resolve(flag('--a') ?? '.');
const dirB = path.resolve(flag('--b') ?? '.');
const names = (flag('--only') ?? 'dumbbell-red,dumbbell-10-red').split(',');
const rounds = Number(flag('--rounds') ?? 8);
const runs = Number(flag('--runs') ?? 4);
const irMode = args.includes('--ir');
const warmup = Number(flag('--warmup') ?? (irMode ? 1 : 3));
const bNoSeries = args.includes('--b-no-series');
const transferA = args.includes('--transfer');
const transferB = transferA || args.includes('--b-transfer');

/** The timed program for one tree: the worker's batch budgets (sim.worker.ts: 25 ms, then 40 ms). */
const entry = (dir: string, noSeries: boolean, transfer: boolean): string => `
import { batchBuffers } from ${JSON.stringify(path.join(dir, 'src/worker/protocol.ts'))};
import { presetScenario } from ${JSON.stringify(path.join(dir, 'src/scenario-edit/catalog.ts'))};
import { StreamingRun } from ${JSON.stringify(path.join(dir, 'src/worker/streaming-run.ts'))};
const [name, warmup, runs] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
// 'fake': a clock that advances 0.6 ms per reading (about one slice), so batches cut at the same events every time.
let tick = 0;
const clock = process.argv[5] === 'fake' ? () => (tick += 0.6) : () => performance.now();
function once() {
  const sc = presetScenario(name);
  if (sc === null) throw new Error('unknown preset ' + name);
  ${noSeries ? 'sc.record.series = false;' : ''}
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const run = new StreamingRun(1, sc, clock);
  for (let first = true; ; first = false) {
    let b = run.step(first ? 25 : 40);
    ${transfer ? 'b = structuredClone(b, { transfer: batchBuffers(b) });' : ''}
    if (b.done) {
      const u = process.cpuUsage(c0);
      return { ms: performance.now() - t0, cpuMs: (u.user + u.system) / 1000, hash: b.summary.traceHash };
    }
  }
}
for (let i = 0; i < warmup; i++) once();
const out = [];
for (let i = 0; i < runs; i++) out.push(once());
console.log(JSON.stringify(out));
`;

async function bundle(label: string, dir: string, noSeries: boolean, transfer: boolean): Promise<string> {
  const tmp = mkdtempSync(path.join(tmpdir(), `bench-ab-${label}-`));
  const src = path.join(tmp, 'entry.ts');
  writeFileSync(src, entry(dir, noSeries, transfer));
  const out = path.join(tmp, 'entry.mjs');
  await build({ entryPoints: [src], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning', nodePaths: [path.join(dir, 'node_modules')] });
  return out;
}

interface Sample {
  ms: number;
  cpuMs: number;
  hash: string;
}

function runProcess(bundlePath: string, name: string): Sample[] {
  const r = spawnSync(process.execPath, [bundlePath, name, String(warmup), String(runs)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bundlePath} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Sample[];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Instructions (cachegrind's I refs) of one process of `bundlePath`: warm-up runs and one counted run. */
function instructions(bundlePath: string, name: string): Promise<number> {
  return countInstructions([bundlePath, name, String(warmup), '1', 'fake']);
}

const bundleA = await bundle('A', dirA, false, transferA);
const bundleB = await bundle('B', dirB, bNoSeries, transferB);
if (irMode) {
  for (const name of names) {
    const [a, b] = await Promise.all([instructions(bundleA, name), instructions(bundleB, name)]);
    console.log(`${name.padEnd(16)} instructions A ${(a / 1e6).toFixed(0)} M  B ${(b / 1e6).toFixed(0)} M  B − A ${((b - a) / 1e6).toFixed(0)} M`);
  }
  process.exit(0);
}
console.log(`A ${dirA}${transferA ? ' (batches transferred)' : ''}\nB ${dirB}${bNoSeries ? ' (no series)' : ''}${transferB ? ' (batches transferred)' : ''}\n${rounds} rounds × ${runs} timed runs per side (after ${warmup} warm-up runs per process)`);
for (const name of names) {
  const all = { A: [] as Sample[], B: [] as Sample[] };
  const diffs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order: ['A' | 'B', string][] = r % 2 === 0 ? [['A', bundleA], ['B', bundleB]] : [['B', bundleB], ['A', bundleA]];
    const medians: Record<string, number> = {};
    for (const [label, b] of order) {
      const s = runProcess(b, name);
      all[label].push(...s);
      medians[label] = median(s.map((x) => x.cpuMs));
    }
    diffs.push((medians.B - medians.A) / medians.A);
  }
  const stat = (xs: Sample[], k: 'ms' | 'cpuMs') => median(xs.map((x) => x[k]));
  const pct = (x: number, y: number) => `${(((y - x) / x) * 100).toFixed(1)} %`;
  const hashes = (xs: Sample[]) => [...new Set(xs.map((x) => x.hash))].join(',');
  const [wA, wB, cA, cB] = [stat(all.A, 'ms'), stat(all.B, 'ms'), stat(all.A, 'cpuMs'), stat(all.B, 'cpuMs')];
  console.log(
    `${name.padEnd(16)} n=${all.A.length}/${all.B.length}  wall A ${wA.toFixed(1)} B ${wB.toFixed(1)} ms (${pct(wA, wB)})  CPU A ${cA.toFixed(1)} B ${cB.toFixed(1)} ms (${pct(cA, cB)}); ` +
      `median of the rounds' CPU differences ${(median(diffs) * 100).toFixed(1)} %  hash ${hashes(all.A) === hashes(all.B) ? `same ${hashes(all.A)}` : `DIFFERENT A ${hashes(all.A)} B ${hashes(all.B)}`}`,
  );
}
