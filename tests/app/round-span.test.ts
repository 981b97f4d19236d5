import { describe, expect, it } from 'vitest';
import { roundSpanUp } from '../../src/app/plots/round-span';

describe('roundSpanUp: the drop strip column’s round span', () => {
  it('rounds up to 1, 2 or 5 × 10^k s (the desk’s 1.6 s, the projected 6.7 s and the slide’s 9.2 s of lecturer trial 11:45)', () => {
    expect([1.6, 6.7, 9.2, 0.13, 0.37, 42, 101].map(roundSpanUp)).toEqual([2, 10, 10, 0.2, 0.5, 50, 200]);
  });
  it('keeps a span already round, and is never below the span it is given', () => {
    for (const x of [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]) expect(roundSpanUp(x)).toBeCloseTo(x, 12);
    for (let x = 0.011; x < 500; x *= 1.37) expect(roundSpanUp(x)).toBeGreaterThanOrEqual(x);
  });
});
