/**
 * The scaled-down seed 001 runs the tests compare (20 s warm-up + 60 s measured, seed 1, same
 * topology, TCP and queues as the paper), run once per test file and shared by its tests.
 */
import { runWebJob, webBatchJobs, type WebRunSummary } from '../../src/sim-core/experiments/web-batch';
import type { Seed001Queue } from '../../src/sim-core/scenario/seed001-presets';

const runs = new Map<string, WebRunSummary>();

export function webRun(load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno', twoWay = true): WebRunSummary {
  const key = `${load}/${queue}/${variant}/${twoWay ? 'two' : 'one'}-way`;
  if (!runs.has(key)) {
    const [job] = webBatchJobs({ loads: [load], queues: [queue], variants: [variant], measured: 60, warmup: 20, seed: 1, twoWay });
    runs.set(key, runWebJob(job));
  }
  return runs.get(key)!;
}
