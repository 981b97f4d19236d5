import { describe, expect, it } from 'vitest';
import { responseTimeQuantile } from '../../src/sim-core/metrics/web-stats';

const gen = (...t: number[]) => ({ responseTimes: Float64Array.from(t) });

describe('responseTimeQuantile (the summary table and the lessons both show it)', () => {
  it('sorts every generator’s response times together and interpolates between neighbours', () => {
    // Sorted: 0.1 0.2 0.3 0.4 1.2. Median is the middle; the 90th percentile lies 60 % of the way from 0.4 to 1.2.
    const webs = [gen(0.3, 1.2, 0.1), gen(0.4, 0.2)];
    expect(responseTimeQuantile(webs, 0.5)).toBeCloseTo(0.3, 12);
    expect(responseTimeQuantile(webs, 0.9)).toBeCloseTo(0.4 + 0.6 * 0.8, 12);
    expect(responseTimeQuantile(webs, 0)).toBe(0.1);
    expect(responseTimeQuantile(webs, 1)).toBe(1.2);
  });

  it('is NaN without any completed response', () => {
    expect(responseTimeQuantile([], 0.5)).toBeNaN();
    expect(responseTimeQuantile([gen()], 0.5)).toBeNaN();
  });
});
