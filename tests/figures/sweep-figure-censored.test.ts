/**
 * Researcher trial 0300: a point whose median is censored (the flow unfinished in half the runs
 * or more) vanished from the figure, the median line joined across it, a censored Q3 was drawn as
 * a solid box top at the plot's edge, and a whisker cut by --y-range looked like a maximum. Here:
 * what is known is drawn, and what is only a bound ends in an arrow, never in a cap or box edge.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, gridShade, stableColours } from '../../src/figures/figure-colours';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { sweepFigureSvg, type FigureBox, type SweepFigureSpec } from '../../src/figures/sweep-figure';

const NaN_ = Number.NaN;
const box = (x: number, min: number, q1: number, median: number, q3: number, max: number, unfinished = 0, above?: number): FigureBox => ({ x, stats: { min, q1, median, q3, max }, runs: 20, unfinished, above });

function spec(boxes: FigureBox[], yRange?: [number, number]): SweepFigureSpec {
  return { width: 700, height: 420, xLabel: 'd (s)', yLabel: 'elapsed, s', scale: 1, xValues: boxes.map((b) => b.x), series: [{ key: 'A', label: 'A', boxes }], legend: true, yRange };
}

/** The markup of the mark at x = v. */
const markAt = (svg: string, v: number) => new RegExp(`<g class="box" data-value="${v}">(.*?)</g>`).exec(svg)?.[1] ?? '';

describe('censored points in the sweep figure', () => {
  // x = 1: 9 of 20 finished, Q1 known (8.9), median and above unknown (> 13.95); x = 2: none finished.
  const svg = sweepFigureSvg(spec([box(0, 5, 7, 8, 9, 12), box(1, 6, 8.9, NaN_, NaN_, NaN_, 11, 13.95), box(2, NaN_, NaN_, NaN_, NaN_, NaN_, 20, 13.95), box(3, 5, 6, 7, 9, 11)]), PRINT_PALETTE);

  it('a point whose median is unfinished is drawn: an open-topped box from Q1, an arrow at the top, "> T" and "k of n finished"', () => {
    const m = markAt(svg, 1);
    expect(m).toContain('class="box-open"');
    expect(m).not.toMatch(/<rect /);
    expect(m).toContain('class="cut-arrow"');
    expect(m).not.toContain('class="cap-hi"');
    expect(m).not.toContain('class="median"');
    expect(m).toContain('median &gt; 13.9, 9 of 20 finished');
    // None finished: no box at all, still the arrow and the note.
    const none = markAt(svg, 2);
    expect(none).toContain('class="cut-arrow"');
    expect(none).not.toMatch(/<rect |box-open|cap-/);
    expect(none).toContain('median &gt; 13.9, 0 of 20 finished');
  });

  it('the median line breaks at points without a finished median instead of joining across them', () => {
    const d = /class="median-line"[^>]* d="([^"]*)"/.exec(svg)![1];
    // 0 and 3 have medians, 1 and 2 do not: two separate pieces (two moves), no line from 0 to 3.
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d).not.toContain('L');
  });

  it('with --y-range, a whisker or box cut at the axis limit ends in an arrow, not a cap or box top', () => {
    const cut = sweepFigureSvg(spec([box(0, 5, 7, 8, 9, 60), box(1, 5, 7, 30, 50, 60), box(2, 5, 7, 8, 9, 12)], [0, 40]), PRINT_PALETTE);
    expect(markAt(cut, 0)).toContain('class="cut-arrow"');
    expect(markAt(cut, 0)).not.toContain('class="cap-hi"');
    // Q3 = 50 beyond 40: the box is open at the top.
    expect(markAt(cut, 1)).toContain('class="box-open"');
    expect(markAt(cut, 2)).not.toContain('class="cut-arrow"');
    expect(markAt(cut, 2)).toContain('class="cap-hi"');
  });
});

describe('series colours on white', () => {
  it('every print colour, and every grid shade of it, has a contrast of at least 3:1 against the background', () => {
    for (const c of PRINT_PALETTE.series) {
      for (let j = 0; j < 4; j++) expect(contrastRatio(gridShade(c, j, 4), PRINT_PALETTE.background!), `${c} shade ${j}`).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(stableColours(['a', 'b', 'c'], PRINT_PALETTE.series)).size).toBe(3);
  });
});
