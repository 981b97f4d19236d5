/**
 * A check's figure beside its threshold: a value just under (or over) the threshold must not be
 * rounded to read as the threshold itself (a trial student saw "15.0 s ✓" for "needs < 15 s").
 */
import { describe, expect, it } from 'vitest';
import { formatMetric } from '../../src/lessons/metrics';

describe('formatMetric beside a threshold', () => {
  it('uses the metric’s own digits when the value is clearly apart from the threshold', () => {
    expect(formatMetric('flow.elapsed', 13.24, 15)).toBe('13.24 s');
    expect(formatMetric('flow.elapsed', 13.243)).toBe('13.24 s');
  });

  it('adds digits until a value just under the threshold reads as under it', () => {
    expect(formatMetric('flow.elapsed', 14.996, 15.0)).toBe('14.996 s');
    expect(formatMetric('flow.elapsed', 14.9996, 15)).toBe('14.9996 s');
    expect(formatMetric('flow.elapsed', 14.996, 15)).toBe('14.996 s');
    expect(formatMetric('flow.elapsed', 15.004, 15)).toBe('15.004 s');
  });

  it('an exact hit stays at the usual digits, and at most four digits are added', () => {
    expect(formatMetric('flow.elapsed', 15, 15)).toBe('15.00 s');
    expect(formatMetric('flow.elapsed', 15 - 1e-9, 15)).toBe('15.000000 s');
  });
});
