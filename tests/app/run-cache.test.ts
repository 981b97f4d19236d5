/**
 * Lecturer trial 9, finding 2: going back from the Wi-Fi demo's control run to the demo recomputed
 * its run for about 20 s. The results stores keep the last few finished runs by scenario
 * (run-cache.ts): the scenario coming back is shown at once, within a count and a byte bound.
 */
import { describe, expect, it } from 'vitest';
import { ResultsStore } from '../../src/app/results/results-store';
import { RunCache, RUN_CACHE_RUNS } from '../../src/app/results/run-cache';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import type { Scenario } from '../../src/sim-core';
import { StreamingRun } from '../../src/worker/streaming-run';

function short(seed: number): Scenario {
  const sc = presetScenario('seed000-one-flow')!;
  sc.seed = seed;
  sc.duration = Math.min(sc.duration, 5);
  return sc;
}

/** Stream a run of `sc` into `store` as run `id`, to its end. */
function runInto(store: ResultsStore, id: number, sc: Scenario): void {
  store.begin(id, sc);
  let clock = 0;
  const run = new StreamingRun(id, sc, () => (clock += 1));
  while (!run.finished) store.receive(run.step(5));
}

describe('the results keep the last few finished runs and show one again at once', () => {
  it('back to the scenario before: its run is shown at once, done, under the new run id', () => {
    const store = new ResultsStore();
    const a = short(1);
    const b = short(2);
    runInto(store, 1, a);
    const first = store.current!;
    runInto(store, 2, b);
    expect(store.current!.scenario).toBe(b);
    expect(store.cached(structuredClone(a))).toBe(true);
    const version = store.version;
    const again = structuredClone(a);
    expect(store.reuse(3, again)).toBe(true);
    expect(store.current).toBe(first);
    expect(store.current!.runId).toBe(3);
    // With the scenario object asked for: a lesson's check finds its run by it (CI on 44c62e3a).
    expect(store.current!.scenario).toBe(again);
    expect(store.current!.done).toBe(true);
    expect(store.current!.released).toBe(false);
    expect(store.newest).toBe(first);
    expect(store.version).toBeGreaterThan(version);
    // A scenario never run is not there: a run must be started.
    expect(store.reuse(4, short(99))).toBe(false);
  }, 60_000);

  it(`keeps at most ${RUN_CACHE_RUNS} runs: the oldest leaves and its arrays are released once off screen`, () => {
    const store = new ResultsStore();
    const runs: RunData[] = [];
    for (let i = 1; i <= RUN_CACHE_RUNS + 3; i++) {
      runInto(store, i, short(i));
      runs.push(store.current!);
    }
    expect(store.cached(short(1))).toBe(false);
    expect(runs[0].released).toBe(true);
    for (let i = RUN_CACHE_RUNS + 3; i > 3; i--) expect(store.cached(short(i))).toBe(true);
  }, 60_000);

  it('a run larger than the byte bound is not kept; an unfinished or halted run is not kept', () => {
    const left: RunData[] = [];
    const cache = new RunCache((r) => left.push(r), 3, 1000);
    const big = new RunData(1, short(1));
    big.done = true;
    cache.put(big);
    expect(cache.size).toBe(0);
    expect(left).toEqual([big]);
    const open = new RunData(2, short(2));
    cache.put(open);
    const halted = new RunData(3, short(3));
    halted.halt();
    cache.put(halted);
    expect(cache.size).toBe(0);
  });
});
