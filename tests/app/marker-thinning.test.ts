import { describe, expect, it } from 'vitest';
import { MAX_PLACED_MARKERS, markerGap, thinEvents } from '../../src/app/mechanism/marker-thinning';

describe('congestion markers thinned by pixel density', () => {
  const x = (t: number) => t * 10; // 10 px per second

  it('keeps markers at least the gap apart and merges the events between them into the earlier one', () => {
    const t = [0, 1, 2, 5, 5.5, 9.5, 20];
    const kept = thinEvents(t, 0, t.length, x, 44);
    expect(kept.map((k) => k.index)).toEqual([0, 3, 5, 6]);
    expect(kept.map((k) => k.merged)).toEqual([2, 1, 0, 0]);
    expect(kept[0].lastT).toBe(2);
    // Every event in view is on some marker: its own or one it merged into.
    expect(kept.reduce((n, k) => n + 1 + k.merged, 0)).toBe(t.length);
    for (let i = 1; i < kept.length; i++) expect(x(t[kept[i].index]) - x(t[kept[i - 1].index])).toBeGreaterThanOrEqual(44);
  });

  it('thins only the range asked for, and keeps every event when they are far enough apart', () => {
    const t = [0, 10, 20, 30, 40];
    expect(thinEvents(t, 1, 4, x, 44).map((k) => [k.index, k.merged])).toEqual([[1, 0], [2, 0], [3, 0]]);
    expect(thinEvents(t, 2, 2, x, 44)).toEqual([]);
  });

  it('widens the gap so a plot never places more than MAX_PLACED_MARKERS markers', () => {
    expect(markerGap(300, 2, 44)).toBe(44);
    const width = 1400;
    const flows = 10;
    const gap = markerGap(width, flows, 12);
    const t = Array.from({ length: 20_000 }, (_, i) => (i * width) / 20_000 / 10); // dense events across the plot
    const perFlow = thinEvents(t, 0, t.length, x, gap).length;
    expect(perFlow * flows).toBeLessThanOrEqual(MAX_PLACED_MARKERS + flows);
  });
});
