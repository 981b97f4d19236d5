/**
 * Seed 003 (Zhang, Khanna, Tsaoussidis 2004), on the 10 Mbit/s / 79 ms dumbbell with a
 * 125-packet buffer and gentle RED (20.8 / 62.5 / 0.1 / 0.002): "RED misreads wireless loss as
 * congestion". Targets T003-2 and T003-3 of shared/research/seed-002-003.md. Our figures are in
 * docs/validation.md; scripts/per-sweep.ts runs the full sweeps.
 */
import { describe, expect, it } from 'vitest';
import { seed003E2, seed003E3 } from '../../src/sim-core/scenario/seed003-presets';
import { runQuiet, systemGoodput } from './helpers';

describe('T003-2: with few errors drop-tail out-earns RED; as PER reaches 0.01 the two converge', () => {
  const at = (per: number) => ({ dt: runQuiet(seed003E2('droptail', per)), red: runQuiet(seed003E2('red', per)) });
  const clean = at(0);
  const lossy = at(0.01);

  it('without errors, the capped SACK flows fill the link under drop-tail and RED leaves it underused', () => {
    expect(clean.dt.aggregate.utilization).toBeGreaterThan(0.97);
    expect(systemGoodput(clean.dt)).toBeGreaterThan(systemGoodput(clean.red) * 1.04);
    // RED's early drops are what costs it: it drops early, drop-tail overflows only in slow start.
    const dtDrops = clean.dt.links[clean.dt.aggregate.bottleneck].summary.dropsWholeRun;
    const redDrops = clean.red.links[clean.red.aggregate.bottleneck].summary.dropsWholeRun;
    expect(redDrops.early).toBeGreaterThan(5 * (dtDrops.overflow + 1));
  });

  it('at PER 0.01 wireless losses dominate and the goodputs agree within 3 %', () => {
    const gap = Math.abs(systemGoodput(lossy.dt) - systemGoodput(lossy.red)) / systemGoodput(lossy.dt);
    expect(gap).toBeLessThan(0.03);
    const cleanGap = (systemGoodput(clean.dt) - systemGoodput(clean.red)) / systemGoodput(clean.dt);
    expect(gap).toBeLessThan(cleanGap / 2);
    // The link losses are there, and they are not queue drops.
    expect(lossy.dt.aggregate.linkLosses).toBeGreaterThan(300);
  });

  it('both are equally fair by Jain’s goodput index', () => {
    for (const r of [clean, lossy]) expect(Math.abs(r.dt.aggregate.jainGoodput - r.red.aggregate.jainGoodput)).toBeLessThan(0.03);
  });
});

describe('T003-3: as the RTT spread grows, RED falls below drop-tail in goodput and fairness, long-RTT flows worst', () => {
  const at = (maxRtt: number) => ({ dt: runQuiet(seed003E3('droptail', maxRtt)), red: runQuiet(seed003E3('red', maxRtt)) });
  const narrow = at(0.1);
  const wide = at(1.0);
  const gfiGap = (x: typeof narrow) => x.red.aggregate.jainGoodput - x.dt.aggregate.jainGoodput;
  const goodputGap = (x: typeof narrow) => systemGoodput(x.red) - systemGoodput(x.dt);
  /** Goodput of the 10 longest-RTT flows (the last ten: RTT_i grows with i). */
  const longest = (r: typeof narrow.dt) => r.flows.slice(-10).reduce((a, f) => a + f.summary.goodputBps, 0);

  it('with RTTs from 40 ms to 1 s, RED has lower system goodput and a lower fairness index', () => {
    expect(goodputGap(wide)).toBeLessThan(-0.1);
    expect(gfiGap(wide)).toBeLessThan(0);
  });

  it('the gaps grow with the maximum RTT (from 100 ms to 1 s)', () => {
    expect(gfiGap(wide)).toBeLessThan(gfiGap(narrow) - 0.1);
    expect(goodputGap(wide)).toBeLessThan(goodputGap(narrow) - 0.1);
  });

  it('under RED the long-RTT flows get less than under drop-tail, and the least of all', () => {
    expect(longest(wide.red)).toBeLessThan(longest(wide.dt));
    const deciles = Array.from({ length: 5 }, (_, d) => wide.red.flows.slice(10 * d, 10 * d + 10).reduce((a, f) => a + f.summary.goodputBps, 0));
    expect(Math.min(...deciles)).toBe(deciles[4]);
  });
});
