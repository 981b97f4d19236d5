/**
 * Lecturer-1215, step 13: in A/B presentation at 1920 × 1080, opening Settings narrowed the plots
 * under the envelope's width and the queue plots switched to "shaded, its range; line, its mean",
 * B's tail-drop queue becoming a hairline. The style is now decided once per window width (a side
 * panel does not switch it), and the mean line is as thick as the trace it stands for.
 */
import * as d3 from 'd3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeChoice } from '../../src/app/plot-base/envelope-choice';
import { strokeEnvelope } from '../../src/app/plot-base/series-draw';
import { NARROW_PLOT_PX } from '../../src/app/plots/cwnd-plot';

describe('a plot\'s dense-trace style is kept while the window keeps its width', () => {
  it('1920 × 1080: the plots narrowing from 800 to 560 px (Settings opened) and widening again keep the full-colour line', () => {
    const choice = new EnvelopeChoice();
    expect([800, 560, 800, 560].map((w) => choice.decide(w, NARROW_PLOT_PX, 1920))).toEqual([false, false, false, false]);
  });
  it('a phone (390 px) draws the envelope, and turning it (a new window width) decides again', () => {
    const choice = new EnvelopeChoice();
    expect(choice.decide(290, NARROW_PLOT_PX, 390)).toBe(true);
    expect(choice.decide(780, NARROW_PLOT_PX, 844)).toBe(false);
  });
  it('a plot not laid out yet (0 px wide) does not fix the style', () => {
    const choice = new EnvelopeChoice();
    expect(choice.decide(0, NARROW_PLOT_PX, 1920)).toBe(false);
    expect(choice.decide(300, NARROW_PLOT_PX, 1920)).toBe(true);
  });
});

describe('the envelope\'s mean line', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is stroked as wide as the line width the plot set for its trace (the projector theme\'s 2.5 px), not 1 px', () => {
    vi.stubGlobal('Path2D', class { moveTo() {} lineTo() {} });
    const widths: number[] = [];
    const ctx = {
      lineWidth: 2.5, globalAlpha: 1, fillStyle: '#000', strokeStyle: '#00f',
      beginPath() {}, rect() {}, fill() {}, moveTo() {}, lineTo() {},
      stroke() { widths.push(this.lineWidth); },
    };
    // 2000 rows of a sawtooth over 100 px: far more rows than columns, drawn as the envelope.
    const n = 2000;
    const t = Float64Array.from({ length: n }, (_, i) => i / 20);
    const v = Float64Array.from({ length: n }, (_, i) => i % 7);
    const x = d3.scaleLinear().domain([0, 100]).range([0, 100]);
    const y = d3.scaleLinear().domain([0, 10]).range([100, 0]);
    strokeEnvelope(ctx as unknown as CanvasRenderingContext2D, t, v, n, x, y, 100);
    expect(widths.length).toBe(1);
    expect(widths[0]).toBeGreaterThanOrEqual(2.5);
  });
});
