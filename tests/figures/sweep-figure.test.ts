/**
 * The shared sweep figure (src/figures/sweep-figure.ts) is built without a DOM: its SVG has a
 * box per series and value with the five numbers where they belong, the references beside their
 * series, escaped text, and a censored maximum drawn as a dashed whisker to the top.
 */
import { describe, expect, it } from 'vitest';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { sweepFigureSvg, type SweepFigureSpec } from '../../src/figures/sweep-figure';
import { referenceFor } from '../../src/figures/sweep-references';

const box = (x: number, min: number, q1: number, median: number, q3: number, max: number) => ({ x, stats: { min, q1, median, q3, max }, runs: 20 });

const spec: SweepFigureSpec = {
  width: 600,
  height: 400,
  xLabel: 'start <delay>',
  yLabel: 'elapsed & time, s',
  scale: 1,
  xValues: [0, 2],
  series: [
    { key: 'A', label: 'A', boxes: [box(0, 5, 8, 10, 12, 20), box(2, 6, 9, 11, 13, 21)] },
    { key: 'B', label: 'B', boxes: [box(0, 4, 6, 7, 9, Number.NaN), box(2, 4, 6, Number.NaN, Number.NaN, Number.NaN)] },
  ],
  // The point at 0.5 has no box to stand beside (0.5 was not swept): it is not drawn.
  references: [{ seriesKey: 'A', label: 'thesis', points: [{ x: 0, y: 12.5 }, { x: 0.5, y: 14 }] }],
  legend: true,
};

describe('the sweep figure as SVG text', () => {
  const svg = sweepFigureSvg(spec, PRINT_PALETTE);

  it('draws a mark per series and value, also where the median is censored, and the references', () => {
    expect(svg.match(/<g class="series"/g)).toHaveLength(2);
    // B at 2 has no median (censored): its mark is drawn all the same (what is known of it).
    expect(svg.match(/class="box"/g)).toHaveLength(4);
    expect(svg.match(/class="reference-point"/g)).toHaveLength(1);
    expect(svg).toContain('data-config="A"');
  });

  it('places Q1 below Q3 (SVG y grows downwards) and the median between them', () => {
    const g = /<g class="box" data-value="0"><line class="whisker"[^>]*\/><rect x="[\d.]+" width="[\d.]+" y="([\d.]+)" height="([\d.]+)"[^>]*\/><line class="median" x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)"/.exec(svg);
    expect(g).not.toBeNull();
    const [top, height, median] = [Number(g![1]), Number(g![2]), Number(g![3])];
    expect(median).toBeGreaterThan(top);
    expect(median).toBeLessThan(top + height);
  });

  it('escapes text and dashes a censored whisker', () => {
    expect(svg).toContain('start &lt;delay&gt;');
    expect(svg).toContain('elapsed &amp; time, s');
    expect(svg).toMatch(/stroke-dasharray="3 2"/);
  });

  it('knows the thesis medians of Test A for the seed000 presets only', () => {
    expect(referenceFor('seed000-droptail', 'flows.2.start', 'flow.elapsed', 2)?.points).toHaveLength(12);
    expect(referenceFor('seed000-red', 'flows.2.start', 'flow.elapsed', 2)?.points).toHaveLength(5);
    expect(referenceFor('seed000-red', 'flows.1.start', 'flow.elapsed', 2)).toBeNull();
  });
});
