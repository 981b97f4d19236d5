/**
 * Seed 001's system-level findings at 50 % load (digest A.6 #10) as orderings, on scaled-down
 * runs (20 s warm-up + 60 s measured instead of 120 s + 40 min; same topology, TCP and queues).
 * The first test of a group makes its runs, so its time limit allows for a machine under load.
 * #11 and #12 (80 % and 105 % load) are in response-time-targets.test.ts, which runs those very
 * configurations: web-runs.ts keeps a run for the tests of one file, so there they are run once.
 */
import { describe, expect, it } from 'vitest';
import { responseCdf, type WebRunSummary } from '../../src/sim-core/experiments/web-batch';
import type { Seed001Queue } from '../../src/sim-core/scenario/seed001-presets';
import { webRun } from './web-runs';

const run = (load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno'): WebRunSummary => webRun(load, queue, variant);
const both = (r: WebRunSummary, k: 'utilization' | 'lossRate' | 'meanQueue') => (r.forward[k] + r.reverse[k]) / 2;

describe('#10 at 50 % load ("much below 80 %"): the configurations are alike', () => {
  const queues: Seed001Queue[] = ['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn'];
  it('utilization within a few points for DT-148q and ARED ± ECN 5/60 ms', { timeout: 240_000 }, () => {
    const u = queues.map((q) => both(run(0.5, q), 'utilization'));
    expect(Math.max(...u) - Math.min(...u)).toBeLessThan(0.05);
  });
  it('average loss under 3 % for all', () => {
    for (const q of queues) expect(both(run(0.5, q), 'lossRate')).toBeLessThan(0.03);
  });
  it('Reno and SACK response-time CDFs are indistinguishable (within 2 points at every time, DT-148q)', { timeout: 120_000 }, () => {
    const at = [0.1, 0.2, 0.4, 0.8, 1.5];
    const reno = responseCdf(run(0.5, 'dt148').responseTimes, at);
    const sack = responseCdf(run(0.5, 'dt148', 'sack').responseTimes, at);
    at.forEach((_, i) => expect(Math.abs(reno[i] - sack[i])).toBeLessThan(0.02));
  });
});
