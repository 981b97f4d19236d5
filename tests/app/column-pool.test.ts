import { describe, expect, it } from 'vitest';
import { giveColumns, pooledColumnBytes, takeColumn } from '../../src/app/results/column-pool';
import { GrowingColumns } from '../../src/app/results/growing-columns';
import { ResultsStore } from '../../src/app/results/results-store';
import { RUN_CACHE_RUNS } from '../../src/app/results/run-cache';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';

describe('column pool: arrays of old runs serve later runs', () => {
  it('hands back an array close to the size asked for, else a new one', () => {
    const a = new Float64Array(10_000);
    giveColumns([a]);
    expect(takeColumn(9_000)).toBe(a);
    giveColumns([a]);
    expect(takeColumn(2_000)).not.toBe(a); // more than 4× (+1024) what is needed: left for a bigger request
    expect(takeColumn(4_000)).toBe(a); // within 4×
    giveColumns([a]);
    expect(takeColumn(20_000)).not.toBe(a); // too small
    expect(takeColumn(10_000)).toBe(a);
    expect(takeColumn(10_000)).not.toBe(a); // taken once only
  });

  it('growing columns keep every row when they grow into a reused (dirty) array', () => {
    const dirty = new Float64Array(8192).fill(-1);
    giveColumns([dirty]);
    const c = new GrowingColumns(['t'] as const, 16);
    const rows = Float64Array.from({ length: 6000 }, (_, i) => i);
    c.append({ t: rows.subarray(0, 10) });
    c.append({ t: rows.subarray(10) });
    expect(c.length).toBe(6000);
    expect(Array.from(c.cols.t.subarray(0, c.length))).toEqual(Array.from(rows));
    // Released, the series is empty and its array is pooled again.
    const before = pooledColumnBytes();
    c.release();
    expect(c.length).toBe(0);
    expect(pooledColumnBytes()).toBeGreaterThan(before);
  });
});

/** A preset streamed into a store as run `id`, as the worker and the app do. */
function stream(store: ResultsStore, id: number, seed: number): void {
  const sc = presetScenario('dumbbell-red')!;
  sc.duration = 8;
  sc.seed = seed;
  let clock = 0;
  const run = new StreamingRun(id, sc, () => (clock += 1));
  store.begin(id, sc);
  while (!run.finished) store.receive(run.step(3));
}

describe('results store: a run gives its arrays back once it is neither on screen, nor the one before, nor kept among the recent runs', () => {
  it('the run on screen and the one before it keep their series; one that left the recent runs (run-cache.ts) is released', () => {
    const store = new ResultsStore();
    stream(store, 1, 1);
    const first = store.current!;
    const rows = first.flows[0].cwnd.length;
    expect(rows).toBeGreaterThan(100);
    stream(store, 2, 2);
    // One replacement: the first run is still whole (a view may still hold it).
    expect(first.released).toBe(false);
    expect(first.flows[0].cwnd.length).toBe(rows);
    const second = store.current!;
    stream(store, 3, 3);
    // Kept among the recent runs (going back to it shows it at once), until RUN_CACHE_RUNS newer ones push it out.
    expect(first.released).toBe(false);
    const third = store.current!;
    for (let i = 4; i <= RUN_CACHE_RUNS; i++) stream(store, i, i);
    expect(first.released).toBe(false);
    stream(store, RUN_CACHE_RUNS + 1, RUN_CACHE_RUNS + 1);
    expect(first.released).toBe(true);
    expect(first.flows[0].cwnd.length).toBe(0);
    expect(second.released).toBe(false);
    // The new run's series are whole and its own, whatever arrays they reuse.
    const fresh = new ResultsStore();
    stream(fresh, 9, 3);
    expect(Array.from(third.flows[0].cwnd.cols.cwnd.subarray(0, third.flows[0].cwnd.length))).toEqual(
      Array.from(fresh.current!.flows[0].cwnd.cols.cwnd.subarray(0, fresh.current!.flows[0].cwnd.length)),
    );
    const q = third.bottleneck!.data!.queue;
    const fq = fresh.current!.bottleneck!.data!.queue;
    expect(q.length).toBe(fq.length);
    for (const k of q.names) expect(Array.from(q.cols[k].subarray(0, q.length)), k).toEqual(Array.from(fq.cols[k].subarray(0, fq.length)));
  });
});
