import { describe, expect, it } from 'vitest';
import { legendAsDrawn } from '../../src/app/export/plot-picture';
import { markSpanPlainWords, markSpanWords, withMarkSpan } from '../../src/app/plots/legend-model';
import type { ExportablePlot } from '../../src/app/export/mounted-plots';
import type { LegendItem } from '../../src/app/plot-base/legend-items';

/**
 * lecturer-0315, confusion 5: the exported slide's queue legend said "(A and B: one mark per
 * 5.9 s; full = 64+ drops)", the screen's words, over a drop strip drawn in the picture's own
 * wider columns (about 12 marks in 100 s). The figure now says the span its picture drew.
 */
const screenWords = `(A and B: ${markSpanWords(5.9)}; full = 64+ drops)`;
const item = (label: string, title?: string): LegendItem => ({ color: '', label, shape: null, dashed: false, span: true, ...(title ? { title } : {}) });

describe("an exported queue legend says its picture's drop-mark span (lecturer-0315, confusion 5)", () => {
  it("the marks' words take the picture's seconds, in markSpanWords' form, label and title", () => {
    const drawn = withMarkSpan(item(screenWords, `drop counts over the whole run; ${markSpanWords(5.9)}`), 8.33);
    expect(drawn.label).toBe(`(A and B: ${markSpanWords(8.33)}; full = 64+ drops)`);
    expect(drawn.label).toBe('(A and B: one mark per 8.3 s; full = 64+ drops)');
    expect(drawn.title).toBe('drop counts over the whole run; one mark per 8.3 s');
    expect(withMarkSpan(item('overflow drops 732'), 8.33).label).toBe('overflow drops 732');
  });

  it("presentation's plain words for the span (present8, item 7) take the picture's seconds too, with the same rounding", () => {
    const presented = `(A and B: ${markSpanPlainWords(5.9)}; full size at 64+)`;
    expect(presented).toBe('(A and B: marks count drops per 5.9 s; full size at 64+)');
    expect(withMarkSpan(item(presented), 8.33).label).toBe('(A and B: marks count drops per 8.3 s; full size at 64+)');
  });

  it("the figure's legend is asked of the plot after its picture is drawn: a queue plot's words follow what it drew", () => {
    let drawnSeconds = 5.9;
    const plot: ExportablePlot = {
      drawForExport: () => {
        drawnSeconds = 8.33;
        return true;
      },
      legendAsDrawn: (i) => withMarkSpan(i, drawnSeconds),
    };
    plot.drawForExport({} as CanvasRenderingContext2D, 480, 200, 1);
    const [placed] = legendAsDrawn({ plot }, [{ item: item(screenWords), x: 0, y: 0 }]);
    expect(placed.item.label).toContain('one mark per 8.3 s');
    // A plot without drop marks keeps its screen legend.
    expect(legendAsDrawn({ plot: { drawForExport: () => true } }, [{ item: item(screenWords), x: 0, y: 0 }])[0].item.label).toBe(screenWords);
  });
});
