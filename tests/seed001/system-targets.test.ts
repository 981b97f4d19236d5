/**
 * Seed 001's system-level findings (digest A.6 #10–#12) as orderings, on scaled-down runs
 * (20 s warm-up + 60 s measured instead of 120 s + 40 min; same topology, TCP and queues).
 */
import { describe, expect, it } from 'vitest';
import { responseCdf, type WebRunSummary } from '../../src/sim-core/experiments/web-batch';
import type { Seed001Queue } from '../../src/sim-core/scenario/seed001-presets';
import { webRun } from './web-runs';

const run = (load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno'): WebRunSummary => webRun(load, queue, variant);
const both = (r: WebRunSummary, k: 'utilization' | 'lossRate' | 'meanQueue') => (r.forward[k] + r.reverse[k]) / 2;

describe('#10 at 50 % load ("much below 80 %"): the configurations are alike', () => {
  const queues: Seed001Queue[] = ['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn'];
  it('utilization within a few points for DT-148q and ARED ± ECN 5/60 ms', { timeout: 60_000 }, () => {
    const u = queues.map((q) => both(run(0.5, q), 'utilization'));
    expect(Math.max(...u) - Math.min(...u)).toBeLessThan(0.05);
  });
  it('average loss under 3 % for all', () => {
    for (const q of queues) expect(both(run(0.5, q), 'lossRate')).toBeLessThan(0.03);
  });
  it('Reno and SACK response-time CDFs are indistinguishable (within 2 points at every time, DT-148q)', { timeout: 30_000 }, () => {
    const at = [0.1, 0.2, 0.4, 0.8, 1.5];
    const reno = responseCdf(run(0.5, 'dt148').responseTimes, at);
    const sack = responseCdf(run(0.5, 'dt148', 'sack').responseTimes, at);
    at.forEach((_, i) => expect(Math.abs(reno[i] - sack[i])).toBeLessThan(0.02));
  });
});

describe.each([0.8, 1.05])('#11 at %s offered load', (load) => {
  it('mean queue: ARED-5ms ≪ ARED-60ms < DT-148q (both directions averaged)', { timeout: 60_000 }, () => {
    const q5 = both(run(load, 'ared5'), 'meanQueue');
    const q60 = both(run(load, 'ared60'), 'meanQueue');
    const dt = both(run(load, 'dt148'), 'meanQueue');
    expect(q5 * 3).toBeLessThan(q60);
    expect(q60).toBeLessThan(dt);
    expect(both(run(load, 'ared5-ecn'), 'meanQueue') * 3).toBeLessThan(q60);
  });
  it('drop-tail has the lowest drop rate', { timeout: 60_000 }, () => {
    const dt = both(run(load, 'dt148'), 'lossRate');
    for (const q of ['ared5', 'ared60', 'ared5-ecn'] as const) expect(dt).toBeLessThan(both(run(load, q), 'lossRate'));
  });
  it('utilization: DT-148q ≥ ARED+ECN-5ms', { timeout: 60_000 }, () => {
    expect(both(run(load, 'dt148'), 'utilization')).toBeGreaterThan(both(run(load, 'ared5-ecn'), 'utilization'));
  });
});

describe('#12 ARED-5ms with drops: the CDF plateaus until the 1 s minimum RTO, then rises (80 % load)', () => {
  it('hardly any responses finish between 0.5 s and 0.95 s, many between 1 s and 1.5 s', { timeout: 60_000 }, () => {
    const [c05, c095, c1, c15] = responseCdf(run(0.8, 'ared5').responseTimes, [0.5, 0.95, 1.0, 1.5]);
    const plateau = c095 - c05;
    const rise = c15 - c1;
    expect(plateau).toBeLessThan(0.04);
    expect(rise).toBeGreaterThan(3 * plateau);
  });
  it('ECN removes most of that: ARED+ECN-5ms has more responses done by 0.5 s than ARED-5ms', { timeout: 60_000 }, () => {
    const [drop] = responseCdf(run(0.8, 'ared5').responseTimes, [0.5]);
    const [ecn] = responseCdf(run(0.8, 'ared5-ecn').responseTimes, [0.5]);
    expect(ecn).toBeGreaterThan(drop + 0.03);
  });
});
