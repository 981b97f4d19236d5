import { describe, expect, it } from 'vitest';
import { describe as summarise, quantile } from '../../src/sim-core/experiments/statistics';
import { parseValues } from '../../src/sim-core/experiments/sweep';

describe('replication statistics, as seed 000 reports them', () => {
  it('quartiles interpolate between order statistics (Excel QUARTILE / R type 7)', () => {
    const xs = [1, 2, 3, 4];
    expect(quantile(xs, 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile(xs, 0.5)).toBeCloseTo(2.5, 12);
    expect(quantile(xs, 0.75)).toBeCloseTo(3.25, 12);
  });
  it('summarises min, Q1, median, Q3, max, mean and sample sd, leaving out unfinished runs', () => {
    const d = summarise([4, 2, Number.NaN, 8, 6]);
    expect(d).toMatchObject({ n: 4, min: 2, max: 8, median: 5, mean: 5 });
    expect(d.sd).toBeCloseTo(Math.sqrt(20 / 3), 12);
  });
  it('sweep values: lists and inclusive from:to:step ranges, refusing nonsense', () => {
    expect(parseValues('0:7:0.5')).toHaveLength(15);
    expect(parseValues('0:7:0.5').at(-1)).toBe(7);
    expect(parseValues('0, 2,5.5')).toEqual([0, 2, 5.5]);
    expect(() => parseValues('1:0:1')).toThrow();
    expect(() => parseValues('a,b')).toThrow();
    expect(() => parseValues('0:5000:1')).toThrow(/at most 1000/);
  });
});
