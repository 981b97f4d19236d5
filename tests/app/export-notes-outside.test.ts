import { describe, expect, it } from 'vitest';
import { layoutFigure, slideLayouts, slideRows, type FigureLayout, type FigureParts } from '../../src/app/export/plot-picture';
import { slideNotes } from '../../src/app/export/export-plot';
import { THEMES } from '../../src/app/theme/theme';
import type { ExportablePlot } from '../../src/app/export/mounted-plots';

/**
 * lecturer-2045, confusion 11: an exported plot's notes ("Too many packets for a dot each: each
 * flow's mean is a line, its range a band.") were drawn over its data on a 16:9 slide. The figure
 * now sets them in lines between its legend and its plot; a slide says them once in its caption.
 */
const measure = (t: string, px: number) => t.length * px * 0.6;
const DELAY_NOTE = "Too many packets for a dot each: each flow's mean is a line, its range a band.";
const plot: ExportablePlot = { drawForExport: () => true };
const parts = (title: string, legend: number, note: string, theme = THEMES.projector): FigureParts => ({
  plot,
  title,
  theme,
  legend: Array.from({ length: legend }, (_, i) => ({ color: '#000', label: `flow ${i + 1}`, shape: null, dashed: false })),
  notesAt: () => note,
});

/** Each note line's ink box (its centre ± half its type) lies under the title and the legend above the plot (not one beside it), and above the plot's top. */
function expectNotesOffTheData(l: FigureLayout): void {
  const titleBottom = l.titleY + (l.title.lines.length - 1) * l.titleLineH + l.title.px / 2;
  const legendBottom = Math.max(titleBottom, ...(l.legendRight === undefined ? l.legend.map((e) => e.y + l.textPx / 2) : []));
  l.notes.lines.forEach((_, i) => {
    const y = l.notes.y + i * l.notes.lineH;
    expect(y - l.textPx / 2).toBeGreaterThanOrEqual(legendBottom - 1e-9);
    expect(y + l.textPx / 2).toBeLessThanOrEqual(l.plotTop);
  });
}

describe("an exported figure's plot notes lie outside its data area (lecturer-2045, confusion 11)", () => {
  for (const [what, note] of [
    ['the delay plot', DELAY_NOTE],
    ['a cut-off peak (cwnd, queue)', "Flow 2's window peaked at 54.7kB at 0.63 s, above the plot's top"],
    ['two notes (queue)', "The queue reached 187 packets, above the plot's top (▲ marks when); the buffer holds 200 packets. The bottleneck's rate, 10 Mbit/s, is above the plot's top."],
  ] as const) {
    it(`${what}: a per-plot PNG (960 × 540), a stacked figure (960 × 360), a slide's cells (legend above and beside)`, () => {
      for (const l of [layoutFigure(parts('B: tail drop — queueing delay, ms', 1, note), 960, measure, 540), layoutFigure(parts('B — delay', 12, note, THEMES.default), 960, measure, 360)]) {
        expect(l.notes.lines.join(' ')).toBe(note);
        expectNotesOffTheData(l);
      }
      for (const l of [...slideLayouts([parts('A — delay', 1, note), parts('B — delay', 1, note)], 1, 960, 190, measure), ...slideRows([parts('A — delay', 2, note), parts('B — delay', 2, note)], 2, 480, 440, measure).layouts]) {
        expect(l.notes.lines.length).toBeGreaterThan(0);
        expectNotesOffTheData(l);
      }
    });
  }

  it('a figure without notes keeps its plot top: no empty note lines', () => {
    const without = layoutFigure(parts('B — delay', 1, ''), 960, measure, 540);
    expect(without.notes.lines).toEqual([]);
    expect(layoutFigure(parts('B — delay', 1, DELAY_NOTE), 960, measure, 540).plotTop).toBeGreaterThan(without.plotTop);
  });

  it("a slide's caption says each note once, named by its plot kind, and by its side where only one side has it", () => {
    const cell = (kind: string, side: string, note: string) => ({ kind, side, notesAt: () => note });
    expect(slideNotes([cell('delay', 'A', DELAY_NOTE), cell('delay', 'B', DELAY_NOTE), cell('throughput', 'A', ''), cell('throughput', 'B', '')], 480)).toEqual([`Queueing delay: ${DELAY_NOTE}`]);
    expect(slideNotes([cell('delay', 'A', ''), cell('delay', 'B', DELAY_NOTE)], 480)).toEqual([`Queueing delay, B: ${DELAY_NOTE}`]);
    expect(slideNotes([{ kind: 'cwnd', notesAt: () => 'Flow 2 peaked above the top.' }], 960)).toEqual(['cwnd: Flow 2 peaked above the top.']);
  });
});
