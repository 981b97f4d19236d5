/** The CDF comparisons behind the response-time targets, on hand-made samples. */
import { describe, expect, it } from 'vitest';
import { crossoverLevel, meanCdfGap, quantile } from '../../src/sim-core/experiments/web-compare';

const f = (xs: number[]) => Float64Array.from(xs);

describe('web-compare', () => {
  // a: 8 of 10 responses at 0.1 s, 2 at 3 s; b: all 10 at 0.5 s. a leads until 0.5 s, then b.
  const a = f([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 3, 3]);
  const b = f(Array(10).fill(0.5));
  it('crossover: where a falls below b for good, and the share done there', () => {
    const c = crossoverLevel(a, b);
    expect(c.time).toBeCloseTo(0.5, 6);
    expect(c.level).toBeCloseTo(0.9, 6); // (0.8 + 1.0) / 2
    expect(Number.isNaN(crossoverLevel(b, f(Array(10).fill(2))).time)).toBe(true); // never below (equal from 2 s): no crossover
  });
  it('mean CDF gap: positive when a finishes more within 0.05–1.5 s, antisymmetric', () => {
    // a: 0.8 from 0.1 s (at 29 of the 30 times); b: 1.0 from 0.5 s (at 21 of them).
    expect(meanCdfGap(a, b)).toBeCloseTo((0.8 * 29 - 21) / 30, 9);
    expect(meanCdfGap(b, a)).toBeCloseTo(-meanCdfGap(a, b), 12);
  });
  it('quantile by nearest rank', () => {
    expect(quantile(a, 0.5)).toBe(0.1);
    expect(quantile(a, 0.9)).toBe(3);
  });
});
