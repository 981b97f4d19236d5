import { describe, expect, it } from 'vitest';
import { meanOver, meanUpTo, overlayLabel, overlayMeanSpan, overlayTable } from '../../src/app/plots/ab-overlay';

describe('A and B on one axis (lecturer-0315)', () => {
  it('the mean of a binned rate is time-weighted, counted up to a time and capped at the data end', () => {
    const bins = Float64Array.from([10, 20, 30]);
    expect(meanUpTo(bins, 2, 6, 6)).toBeCloseTo(20);
    expect(meanUpTo(bins, 2, 6, 3)).toBeCloseTo((10 * 2 + 20 * 1) / 3);
    expect(meanUpTo(bins, 2, 5, 100)).toBeCloseTo((10 * 2 + 20 * 2 + 30 * 1) / 5);
    expect(meanUpTo(bins, 2, 6, 0)).toBeNaN();
    expect(meanUpTo(null, 2, 6, 6)).toBeNaN();
  });

  it('a label names the side first, then its queue and figure', () => {
    expect(overlayLabel('A', 'gentle RED', '7.53')).toBe('A: gentle RED 7.53');
    expect(overlayLabel('B', '', '8.56')).toBe('B 8.56');
  });

  it("the table has A's and B's bit/s per bin, side by side", () => {
    const t = overlayTable({ width: 1, bins: Float64Array.from([1, 2]), end: 2 }, { width: 1, bins: Float64Array.from([3]), end: 1.5 });
    expect(t.header).toEqual(['t_start', 't_end', 'a_bps', 'b_bps']);
    expect(t.rows[0]).toEqual([0, 1, 1, 3]);
    expect(t.rows[1][3]).toBeNaN();
  });

  it("without B's run the table is A's alone, no column of blanks", () => {
    const t = overlayTable({ width: 1, bins: Float64Array.from([1, 2]), end: 2 }, null);
    expect(t.header).toEqual(['t_start', 't_end', 'a_bps']);
    expect(t.rows).toEqual([[0, 1, 1], [1, 2, 2]]);
  });
});

describe('the overlay means over the view (lecturer trial 05:10, step 27)', () => {
  it('zoomed to 10–30 s, the mean is of the samples drawn there, not of 0–30 s', () => {
    // 2 s bins over 100 s: a slow start (1 in the first 4 s), then 8.
    const bins = Float64Array.from({ length: 50 }, (_, k) => (k < 2 ? 1 : 8));
    const drawn = Array.from(bins).slice(5, 15);
    expect(meanOver(bins, 2, 100, 10, 30)).toBeCloseTo(drawn.reduce((a, b) => a + b, 0) / drawn.length);
    expect(meanOver(bins, 2, 100, 10, 30)).toBeCloseTo(8);
    // The whole run's, and the old 0–30 s one, are other figures.
    expect(meanUpTo(bins, 2, 100, 30)).toBeLessThan(8);
    // A window starting inside a bin weighs that bin by its part in view.
    expect(meanOver(bins, 2, 100, 3, 5)).toBeCloseTo((1 * 1 + 8 * 1) / 2);
    expect(meanOver(bins, 2, 100, 40, 40)).toBeNaN();
  });

  it('zoomed, a mean says its window ("in view"); the whole run, none', () => {
    expect(overlayMeanSpan(true)).toBe(' in view');
    expect(overlayMeanSpan(false)).toBe('');
  });
});
