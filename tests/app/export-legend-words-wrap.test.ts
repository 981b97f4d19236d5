import { describe, expect, it } from 'vitest';
import { layoutFigure, wordsInRows, type FigureParts } from '../../src/app/export/plot-picture';
import { THEMES } from '../../src/app/theme/theme';
import type { ExportablePlot } from '../../src/app/export/mounted-plots';
import type { LegendItem } from '../../src/app/plot-base/legend-items';

/**
 * The A/B slide's presented drop-mark words, "(A and B: a mark counts the drops in 3 s; full size
 * is 4 or more)", ran past the edge of their 960 px cell (trial-ab14, after present8's plainer
 * words): a legend entry of words alone now breaks into rows that fit, at its clauses first.
 */
const measure = (t: string, px: number) => t.length * px * 0.6;
const WORDS = '(A and B: marks count drops per 3 s; full size at 4+)';
const words = (label: string): LegendItem => ({ color: '', label, shape: null, dashed: false, span: true });
const swatch = (label: string): LegendItem => ({ color: '#000', label, shape: null, dashed: false });

describe('legend words wider than a figure break into rows that fit', () => {
  it('breaks at the clause, keeping "marks count drops per 3 s" in one piece (the export re-says its seconds there)', () => {
    const pieces = wordsInRows([words(WORDS)], 40 * 10, (t) => t.length * 10);
    expect(pieces.map((p) => p.label)).toEqual(['(A and B: marks count drops per 3 s;', 'full size at 4+)']);
    expect(pieces.every((p) => p.span === true)).toBe(true);
  });

  it('breaks a clause too long alone at spaces, every piece within the room', () => {
    const pieces = wordsInRows([words(WORDS)], 200, (t) => t.length * 10);
    expect(pieces.map((p) => p.label).join(' ')).toBe(WORDS);
    for (const p of pieces) expect(p.label.length * 10).toBeLessThanOrEqual(200);
  });

  it('leaves entries with a swatch, and words that fit, as they are', () => {
    const items = [swatch('queue (packets) with a long name that does not fit'), words('(whole run)')];
    expect(wordsInRows(items, 120, (t) => t.length * 10)).toEqual(items);
  });

  it('in a laid-out figure no entry of words ends past the figure’s right edge', () => {
    const plot: ExportablePlot = { drawForExport: () => true };
    const parts: FigureParts = { plot, title: 'B: tail drop — queue', theme: THEMES.projector, legend: [swatch('queue (packets)'), swatch('overflow drops 138'), words(WORDS)] };
    const width = 480;
    const layout = layoutFigure(parts, width, measure);
    for (const p of layout.legend) expect(p.x + measure(p.item.label, layout.textPx)).toBeLessThanOrEqual(width);
  });
});
