/**
 * Determinism: a scenario (with its seed) fixes the whole event sequence. Same scenario → same
 * trace hash and summaries, in this process and in a worker thread; a different seed → a
 * different run wherever randomness is involved (RED's coin flips).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { dumbbell, seed000ThreeFlows } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { smallRedDumbbell, smallTailDropDumbbell } from '../helpers/scenarios';

interface WorkerReply {
  traceHash: string;
  events: number;
  flows: unknown[];
  links: unknown[];
  conservation: unknown;
}

/**
 * Run `input` in a fresh worker_threads Worker. The worker loads the TypeScript core through
 * tsx's require hook (Node 20 does not apply `--import tsx` hooks to a worker's entry module).
 */
function runInWorker(input: ScenarioInput): Promise<WorkerReply> {
  const req = createRequire(import.meta.url);
  const tsx = req.resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('../helpers/hash-worker.ts', import.meta.url));
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Promise((resolve, reject) => {
    const w = new Worker(boot, { eval: true, workerData: input });
    w.once('message', (m: WorkerReply) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with code ${code}`));
    });
  });
}

const summaries = (r: ReturnType<typeof runScenario>) => ({
  flows: r.flows.map((f) => f.summary),
  links: r.links.map((l) => l.summary),
  aggregate: r.aggregate,
  conservation: r.conservation,
});

describe('determinism: same scenario, same run', () => {
  it('a RED scenario run twice gives the identical trace hash, event count and summaries', () => {
    const a = runScenario(smallRedDumbbell(3));
    const b = runScenario(smallRedDumbbell(3));
    expect(a.links[0].summary.drops.early).toBeGreaterThan(0); // randomness was exercised
    expect(b.traceHash).toBe(a.traceHash);
    expect(b.events).toBe(a.events);
    expect(summaries(b)).toEqual(summaries(a));
  });

  it('the full series are identical too (every cwnd sample, every queue change)', () => {
    const a = runScenario(smallRedDumbbell(4));
    const b = runScenario(smallRedDumbbell(4));
    expect(b.flows.map((f) => f.series)).toEqual(a.flows.map((f) => f.series));
    expect(b.links.map((l) => l.series)).toEqual(a.links.map((l) => l.series));
  });

  it('a preset (seed 000, RED, third flow at 2 s) is reproducible', () => {
    const a = runScenario(seed000ThreeFlows('red', 2, 7));
    const b = runScenario(seed000ThreeFlows('red', 2, 7));
    expect(b.traceHash).toBe(a.traceHash);
    expect(b.flows.map((f) => f.summary.elapsedTime)).toEqual(a.flows.map((f) => f.summary.elapsedTime));
  });

  it('advancing in slices (as the worker streams) gives the same run as one go', () => {
    const whole = runScenario(smallRedDumbbell(5));
    const sim = new Simulation(parseScenario(smallRedDumbbell(5)));
    for (let t = 0.25; !sim.advance(t); t += 0.25) {
      /* slice */
    }
    const sliced = sim.result();
    expect(sliced.traceHash).toBe(whole.traceHash);
    expect(summaries(sliced)).toEqual(summaries(whole));
  });

  it('the scenario object is not mutated by running it', () => {
    const input = smallRedDumbbell(6);
    const copy = JSON.parse(JSON.stringify(input));
    runScenario(input);
    expect(input).toEqual(copy);
  });
});

describe('determinism: the seed matters where randomness does', () => {
  it('a different seed changes the trace hash of a RED scenario', () => {
    const hashes = new Set([1, 2, 3, 4].map((s) => runScenario(smallRedDumbbell(s)).traceHash));
    expect(hashes.size).toBe(4);
  });

  it('a different seed changes the RED dumbbell preset run', () => {
    const base = dumbbell(3, 'red');
    const short = { ...base, duration: 8, measure: { from: 2 } };
    const a = runScenario({ ...short, seed: 1 });
    const b = runScenario({ ...short, seed: 2 });
    expect(a.links[0].summary.dropsWholeRun.early).toBeGreaterThan(0);
    expect(b.traceHash).not.toBe(a.traceHash);
  });

  it('tail drop has no coin flips: the seed does not change the run', () => {
    const a = runScenario(smallTailDropDumbbell(1));
    const b = runScenario(smallTailDropDumbbell(99));
    expect(a.links[0].summary.dropsWholeRun.overflow).toBeGreaterThan(0);
    expect(b.traceHash).toBe(a.traceHash);
  });

  it('a changed parameter changes the hash (the hash sees the run, not just the seed)', () => {
    const s = smallTailDropDumbbell(1);
    const t = s.topology;
    if (t.kind !== 'dumbbell') throw new Error('unreachable');
    const other = { ...s, topology: { ...t, bottleneck: { ...t.bottleneck, queue: { type: 'droptail' as const, limit: 13, unit: 'packets' as const } } } };
    expect(runScenario(other).traceHash).not.toBe(runScenario(s).traceHash);
  });
});

describe('determinism: worker thread vs direct', () => {
  it('running a RED scenario in a worker_threads Worker gives the same hash and summaries as running it here', async () => {
    const input = smallRedDumbbell(11);
    const direct = runScenario(input);
    const remote = await runInWorker(input);
    expect(remote.traceHash).toBe(direct.traceHash);
    expect(remote.events).toBe(direct.events);
    // Structured clone keeps NaN; compare the summaries field by field.
    expect(remote.flows).toEqual(direct.flows.map((f) => f.summary));
    expect(remote.links).toEqual(direct.links.map((l) => l.summary));
    expect(remote.conservation).toEqual(direct.conservation);
  }, 60_000);

  it('two workers running different seeds in parallel do not disturb each other', async () => {
    const [a, b] = await Promise.all([runInWorker(smallRedDumbbell(21)), runInWorker(smallRedDumbbell(22))]);
    expect(a.traceHash).toBe(runScenario(smallRedDumbbell(21)).traceHash);
    expect(b.traceHash).toBe(runScenario(smallRedDumbbell(22)).traceHash);
  }, 60_000);
});
