/**
 * Seed 003 E1 (T003-7): in a wired network with two bottlenecks, where the main traffic is
 * aggregated on a 20 Mbit/s link before it meets the cross traffic, "RED improves fairness":
 * it moves the average traffic goodput ratio (main / cross) towards 1.
 */
import { describe, expect, it } from 'vitest';
import { seed003E1 } from '../../src/sim-core/scenario/seed003-presets';
import { runQuiet } from './helpers';

describe('T003-7: RED moves ATGR towards 1', () => {
  const dt = runQuiet(seed003E1('droptail'));
  const red = runQuiet(seed003E1('red'));

  it('ATGR is the ratio of the two groups’ mean goodputs', () => {
    const g = dt.aggregate.goodputByGroup;
    expect(g.main.flows).toBe(10);
    expect(g.cross.flows).toBe(10);
    expect(dt.aggregate.atgr).toBeCloseTo(g.main.meanBps / g.cross.meanBps, 12);
  });

  it('RED’s ATGR is closer to 1 than drop-tail’s, and its goodput fairness index is higher', () => {
    expect(Math.abs(Math.log(red.aggregate.atgr))).toBeLessThan(Math.abs(Math.log(dt.aggregate.atgr)) * 0.7);
    expect(red.aggregate.jainGoodput).toBeGreaterThan(dt.aggregate.jainGoodput);
  });

  it('without costing system goodput (the wired link stays full)', () => {
    expect(red.aggregate.totalGoodputBps).toBeGreaterThan(dt.aggregate.totalGoodputBps * 0.98);
  });
});
