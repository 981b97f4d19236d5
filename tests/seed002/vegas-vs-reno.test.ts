/**
 * Seed 002's findings (Chang 2004), checked on our runs of its experiments A–E. Targets T002-n
 * are those of shared/research/seed-002-003.md §A6; docs/validation.md has the full tables.
 */
import { describe, expect, it } from 'vitest';
import { seed002ExpA, seed002ExpBC, seed002ExpD, seed002ExpE } from '../../src/sim-core/scenario/seed002-presets';
import { kbps, mean, meanQueue, median, queueDrops, routerQueue, run, totalKbps } from './helpers';

describe('T002-1: Vegas alone loses nothing and fills the link', () => {
  it('two Vegas flows (Exp A): no drops under tail drop or RED 4/6, utilization ≥ 0.99, RED never acts', () => {
    const dt = run(seed002ExpA('vv', 'droptail'));
    const red = run(seed002ExpA('vv', 'red'));
    for (const r of [dt, red]) {
      expect(queueDrops(r)).toBe(0);
      expect(routerQueue(r).summary.utilization).toBeGreaterThanOrEqual(0.99);
    }
    // RED inert: the very same run, event for event.
    expect(red.traceHash).toBe(dt.traceHash);
  });

  it('five Vegas flows (Exp B): no drops under tail drop or RED 15/20, equal shares (thesis: 300/300/299/299/299)', () => {
    const dt = run(seed002ExpBC('5v', 'droptail'));
    const red = run(seed002ExpBC('5v', 'red'));
    expect(queueDrops(dt)).toBe(0);
    expect(queueDrops(red)).toBe(0);
    expect(routerQueue(dt).summary.utilization).toBeGreaterThanOrEqual(0.99);
    expect(red.traceHash).toBe(dt.traceHash);
    for (let i = 0; i < 5; i++) expect(Math.abs(kbps(dt, i) - 300)).toBeLessThan(10);
  });
});

describe('T002-2: Vegas keeps between α and β packets per flow queued', () => {
  it('two flows keep fewer than 4 packets queued (RED 4/6 never drops)', () => {
    expect(meanQueue(run(seed002ExpA('vv', 'droptail')), 20, 100)).toBeLessThan(4);
  });

  it('five flows keep about 13 packets queued, below RED’s 15, so RED stays inert', () => {
    for (const queue of ['droptail', 'red'] as const) {
      const q = meanQueue(run(seed002ExpBC('5v', queue)), 20, 100);
      expect(Math.abs(q - 13)).toBeLessThanOrEqual(3);
    }
  });

  it('ten Vegas flows keep about 24 packets queued', () => {
    const q = meanQueue(run(seed002ExpBC('10v', 'droptail')), 20, 100);
    expect(Math.abs(q - 24)).toBeLessThanOrEqual(3);
  });
});

describe('T002-3: Exp A, one Vegas against one Reno', () => {
  // The thesis gives no start times: take the median over Reno starting 0, 0.25, …, 2.75 s
  // after Vegas (tail drop 0.28–0.32, RED 0.78–0.94; docs/validation.md).
  const offsets = Array.from({ length: 12 }, (_, k) => k * 0.25);
  const runs = (queue: 'droptail' | 'red') =>
    offsets.map((d, k) => {
      const sc = seed002ExpA('vr', queue, k + 1);
      (sc.flows as { start?: number }[])[1].start = d;
      return run(sc);
    });
  const dt = runs('droptail');
  const red = runs('red');

  it('under tail drop Reno takes most of the link: ratio ≈ 0.29 (0.2–0.4)', () => {
    const ratio = median(dt.map((r) => r.aggregate.vegasRenoRatio));
    expect(ratio).toBeGreaterThanOrEqual(0.2);
    expect(ratio).toBeLessThanOrEqual(0.4);
  });

  it('RED 4/6 lifts the ratio to ≈ 0.8 (≥ 0.6), at the price of more drops', () => {
    expect(median(red.map((r) => r.aggregate.vegasRenoRatio))).toBeGreaterThanOrEqual(0.6);
    expect(median(red.map(queueDrops))).toBeGreaterThan(median(dt.map(queueDrops)));
  });

  it('the link stays busy either way (thesis: 1443 and 1448 kbit/s)', () => {
    for (const r of [...dt, ...red]) {
      expect(totalKbps(r)).toBeGreaterThan(1380);
      expect(totalKbps(r)).toBeLessThan(1500);
    }
  });
});

describe('T002-5: Exp B, five flows, RED 3n/4n = 15/20', () => {
  it('4V1R: tail drop starves Vegas (ratio < 0.15, Reno > 1000 kbit/s; thesis 0.07, 1130); RED gives a ratio in (0.2, 0.5) with Reno < 800 (thesis 0.33, 620) and drops more', () => {
    const dt = run(seed002ExpBC('4v1r', 'droptail'));
    const red = run(seed002ExpBC('4v1r', 'red'));
    expect(dt.aggregate.vegasRenoRatio).toBeLessThan(0.15);
    expect(kbps(dt, 4)).toBeGreaterThan(1000);
    expect(red.aggregate.vegasRenoRatio).toBeGreaterThan(0.2);
    expect(red.aggregate.vegasRenoRatio).toBeLessThan(0.5);
    expect(kbps(red, 4)).toBeLessThan(800);
    expect(queueDrops(red)).toBeGreaterThan(queueDrops(dt));
  });

  it('1V4R: RED raises the ratio by more than 0.15 over tail drop, from below 0.35, and drops more (thesis 0.24 → 0.61; ours 0.23 → 0.42)', () => {
    const dt = run(seed002ExpBC('1v4r', 'droptail'));
    const red = run(seed002ExpBC('1v4r', 'red'));
    expect(dt.aggregate.vegasRenoRatio).toBeLessThan(0.35);
    expect(red.aggregate.vegasRenoRatio).toBeGreaterThan(dt.aggregate.vegasRenoRatio + 0.15);
    expect(queueDrops(red)).toBeGreaterThan(queueDrops(dt));
  });
});

describe('T002-7: Exp D, the estimate of n', () => {
  const errors = [-0.2, -0.1, 0, 0.1, 0.2];
  const seeds = [1, 2, 3, 4];
  const ratios = errors.map((e) => mean(seeds.map((s) => run(seed002ExpD('red', e, s)).aggregate.vegasRenoRatio)));
  const totals = errors.map((e) => totalKbps(run(seed002ExpD('red', e, 1))));
  const dt = run(seed002ExpD('droptail'));

  it('fairness falls monotonically as n goes from 20 % under to 20 % over (mean of four seeds)', () => {
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]).toBeLessThan(ratios[i - 1]);
  });

  it('every RED setting beats tail drop (0.12 in the thesis), and the total barely moves', () => {
    for (const r of ratios) expect(r).toBeGreaterThan(dt.aggregate.vegasRenoRatio);
    expect(Math.max(...totals) / Math.min(...totals)).toBeLessThan(1.03);
  });
});

describe('T002-8: Exp E, gradual deployment', () => {
  const r = Object.fromEntries((['droptail', 'r3', 'r1', 'all'] as const).map((d) => [d, run(seed002ExpE(d))]));
  const ratio = (d: string) => r[d].aggregate.vegasRenoRatio;

  it('tail drop < RED at R3 only < RED at R1 only ≈ RED everywhere', () => {
    expect(ratio('droptail')).toBeLessThan(ratio('r3'));
    expect(ratio('r3')).toBeLessThan(ratio('r1'));
    expect(Math.abs(ratio('r1') - ratio('all'))).toBeLessThan(0.1);
  });

  it('RED at R1 cuts Reno from ≈ 1270 to ≈ 730 kbit/s; all tail drop loses nothing at R1', () => {
    expect(kbps(r.droptail, 0)).toBeGreaterThan(1000);
    expect(kbps(r.r1, 0)).toBeLessThan(850);
    expect(queueDrops(r.droptail)).toBe(0);
  });
});
