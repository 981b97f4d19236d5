/** Jain, Chiu & Hawe's fairness index: (Σx)² / (n·Σx²). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jainIndex } from '../../src/sim-core/metrics/fairness';

describe("Jain's fairness index", () => {
  it('seed 000 RED optimum, two big flows (8106, 7962 B/s) → 0.9999', () => {
    expect(jainIndex([8106, 7962]).toFixed(4)).toBe('0.9999');
  });

  it('three flows (8062, 7988, 7190) → ≈ 0.997', () => {
    const j = jainIndex([8062, 7988, 7190]);
    expect(j).toBeCloseTo(0.997, 3);
    expect(j).toBeLessThan(1);
  });

  it('equal shares → exactly 1', () => {
    expect(jainIndex([5, 5, 5, 5])).toBe(1);
    expect(jainIndex([1e6])).toBe(1);
  });

  it('one of n served → 1/n', () => {
    for (const n of [2, 3, 5, 10, 50]) {
      const xs = Array.from({ length: n }, (_, i) => (i === 0 ? 1234 : 0));
      expect(jainIndex(xs)).toBeCloseTo(1 / n, 12);
    }
  });

  it('k of n served equally → k/n', () => {
    expect(jainIndex([3, 3, 0, 0, 0])).toBeCloseTo(2 / 5, 12);
  });

  it('is scale-invariant and lies in [1/n, 1] for any non-negative allocation', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 30 }).filter((xs) => xs.some((x) => x > 1e-3)),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (xs, k) => {
          const j = jainIndex(xs);
          expect(j).toBeGreaterThanOrEqual(1 / xs.length - 1e-12);
          expect(j).toBeLessThanOrEqual(1 + 1e-12);
          expect(jainIndex(xs.map((x) => x * k))).toBeCloseTo(j, 9);
        },
      ),
      { numRuns: 200 },
    );
  });
});
