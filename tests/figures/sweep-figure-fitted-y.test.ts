/**
 * Bloat trial 04:30, confusion 4: the sweep's utilization axis ran 0 … 120 %, so CoDel's 97 % and
 * the FIFO's 100 % sat on almost one line. With yFit the axis is fitted to the values and its top
 * is never above the ceiling (100 %) unless a value is.
 */
import { describe, expect, it } from 'vitest';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { sweepFigureSvg, type SweepFigureSpec } from '../../src/figures/sweep-figure';

const box = (x: number, v: number) => ({ x, stats: { min: v - 0.1, q1: v - 0.05, median: v, q3: v + 0.05, max: v + 0.1 }, runs: 20 });
const spec = (top: number): SweepFigureSpec => ({
  width: 600,
  height: 400,
  xLabel: 'Buffer, packets',
  yLabel: 'Utilization, %',
  scale: 1,
  xValues: [31, 1000],
  series: [
    { key: 'Tail drop', label: 'Tail drop', boxes: [box(31, 99.5), box(1000, top)] },
    { key: 'CoDel', label: 'CoDel', boxes: [box(31, 97.2), box(1000, 97.3)] },
  ],
  legend: true,
  yFit: { ceiling: 100 },
});
const yLabels = (svg: string) => [...svg.slice(svg.indexOf('<g class="y-axis"'), svg.indexOf('class="x-label"')).matchAll(/>([\d.]+)<\/text>/g)].map((m) => Number(m[1]));

describe('a utilization axis fitted to the data, at most 100 % (bloat-0430 confusion 4)', () => {
  it('97–99.9 %: the axis starts above 90 and ends at 100, with ticks between', () => {
    const t = yLabels(sweepFigureSvg(spec(99.85), PRINT_PALETTE));
    expect(t.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...t)).toBeGreaterThan(90);
    expect(Math.max(...t)).toBeLessThanOrEqual(100);
  });
  it('a value above 100 % raises the top above 100', () => {
    const t = yLabels(sweepFigureSvg({ ...spec(99.85), series: [{ key: 'X', label: 'X', boxes: [box(31, 103)] }] }, PRINT_PALETTE));
    expect(Math.max(...t)).toBeGreaterThan(100);
  });
});
