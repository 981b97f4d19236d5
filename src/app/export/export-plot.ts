import { mountedPlots } from './mounted-plots';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { canvasToPng, downloadBlob, exportFileName } from '../util/download';
import { legendFromFigure } from '../plot-base/legend-items';
import { FIGURE_HEIGHT, FIGURE_SCALE, FIGURE_WIDTH, figureTextPx, figureTypeScale, measurer, renderFigure, renderFigureSvg, slideRows, type FigureParts, type SlidePlace } from './plot-picture';
import { renderCaption, setUpLine } from './figure-caption';
import { useScenarioStore } from '../state/scenario-store';
import { effectiveBQueue } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';
import { abStores } from '../results/ab-results';
import { headlineParts } from '../../headlines/headlines';
import { resultsVeiled } from '../state/results-veiled';
import { results } from '../results/results-store';
import { currentHeadlines } from '../state/headline-refs';
import { withWholeWindowLegends } from '../state/legend-window';
import { panelPair } from '../state/plot-choices';
import { drawsBothRuns, isPlotId, plotName } from '../../plot-kinds/plot-kinds';
import { shownQuantity } from '../state/throughput-quantity';
import { goodputBrief } from '../util/goodput-brief';
import { figureSetFileName, onlyKindOf } from './figure-set-name';

function partsFor(name: string, title: string): FigureParts | null {
  const plot = mountedPlots.get(name);
  const figure = document.querySelector(`[data-testid="plot-${name}"]`);
  if (!plot || !figure) return null;
  // The picture draws the whole window (drawForExport), so its legend counts over it too.
  const pair = panelPair(name);
  const theme = THEMES[useViewStore.getState().theme];
  // Asked once per width: a slide's layout tries several type sizes at one width.
  const notes = new Map<number, string>();
  const notesAt = (width: number) => {
    if (!notes.has(width)) notes.set(width, plot.exportNotes?.(width, FIGURE_HEIGHT, figureTypeScale(theme)) ?? '');
    return notes.get(width)!;
  };
  const side = /^compare-.+-([ab])$/.exec(name)?.[1]?.toUpperCase();
  return { plot, title, legend: withWholeWindowLegends(() => legendFromFigure(figure)), theme, kind: pair ?? name, notesAt, ...(pair ? { pair } : {}), ...(side ? { side } : {}) };
}

/**
 * A plot's file name's words: its panel name, and for an A/B panel on its own y scale "-own-scale",
 * so the shared-scale and own-scale pictures of one panel do not take the same name (the second
 * overwrote the first: bufferbloat trial 16:06, s40).
 */
export function plotFileBase(name: string, ownScale: readonly string[]): string {
  const m = /^compare-(.+)-[ab]$/.exec(name);
  return m && ownScale.includes(m[1]) ? `${name}-own-scale` : name;
}

const fileBase = (name: string) => plotFileBase(name, useCompareStore.getState().ownScale);

/** Download one plot as a 1920 × 1080 PNG (960 × 540 at 2×). False when it has nothing drawn yet. */
export async function exportPlotPng(name: string, title: string): Promise<boolean> {
  const parts = partsFor(name, title);
  const c = parts ? renderFigure(parts) : null;
  if (!c) return false;
  downloadBlob(await canvasToPng(c), exportFileName(fileBase(name), 'png'));
  return true;
}

export function exportPlotSvg(name: string, title: string): boolean {
  const parts = partsFor(name, title);
  const svg = parts ? renderFigureSvg(parts) : null;
  if (!svg) return false;
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), exportFileName(fileBase(name), 'svg'));
  return true;
}

/** Height of one plot in the figure set (the set is all shown plots stacked, 960 px wide at 2×). */
const SET_ROW_HEIGHT = 360;

/** The part of a title element that can answer a selector and give its text. */
export interface TitleElement {
  textContent: string | null;
  querySelector(selector: string): TitleElement | null;
}

/**
 * A plot's title as drawn on screen (PlotFrame): with a short projected title ("A: gentle RED —
 * throughput") the full one is also in the element, for screen readers, and the element's whole
 * text ran the two together on the exported slide (lecturer trial 20:20).
 */
export function shownTitle(title: TitleElement | null): string | null {
  if (!title) return null;
  return (title.querySelector('[aria-hidden="true"]') ?? title).textContent;
}

/** The plots on screen, in screen order, each with what to export it from. */
function shownPlots(): FigureParts[] {
  const out: FigureParts[] = [];
  for (const fig of document.querySelectorAll<HTMLElement>('figure.plot[data-testid^="plot-"]')) {
    const name = fig.dataset.testid!.slice('plot-'.length);
    const parts = partsFor(name, shownTitle(fig.querySelector('.plot-title')) ?? name);
    if (parts) out.push(parts);
  }
  return out;
}

/**
 * How a figure set is laid out: `stack`, every plot full width one under another (as tall as they
 * need); `slide`, all of them in one 1920 × 1080 picture (slideGrid).
 */
export type FigureSetShape = 'stack' | 'slide';

/**
 * Grid of a 16:9 slide for n plots: columns and rows. A/B's plots (`pairs`: A and B of each plot
 * kind, in that order) stand as on the projected screen, A left and B right, a row per plot kind:
 * one kind's A above B left the right of the slide to small legends and empty space (lecturer trial
 * 07:10, confusion 5). Otherwise one column for up to two plots, else two.
 */
export function slideGrid(n: number, pairs = false): { cols: number; rows: number } {
  const cols = pairs || n > 2 ? 2 : 1;
  return { cols, rows: Math.ceil(n / cols) };
}

/**
 * Where each of a slide's cells stands in a grid of `cols` columns, in screen order: a kind drawn
 * once for both runs (`bothRuns`, "A and B on one axis") spans a row of its own, as on the screen,
 * the others fill rows left to right. In a plain grid the overlay took the left half of the bottom
 * row and left the right half blank (lecturer trial 05:10, step 18).
 */
export function slidePlaces(wide: readonly boolean[], cols: number): SlidePlace[] {
  const out: SlidePlace[] = [];
  let [row, col] = [0, 0];
  for (const w of wide) {
    if (w || col >= cols) [row, col] = col > 0 ? [row + 1, 0] : [row, 0];
    out.push({ row, col, span: w ? cols : 1 });
    col += w ? cols : 1;
  }
  return out;
}

/** Whether a shown plot draws both runs in one panel (its kind's bothRuns). */
const isBothRuns = (p: Pick<FigureParts, 'kind'>) => p.kind !== undefined && isPlotId(p.kind) && drawsBothRuns(p.kind);

/** Whether the shown plots are A and B of each plot kind, A first (A/B's panels). */
function abPairs(shown: readonly FigureParts[]): boolean {
  return shown.length % 2 === 0 && shown.length > 0 && shown.every((p, i) => p.pair !== undefined && p.pair === shown[i - (i % 2)].pair);
}

/**
 * The headline numbers for the caption, as the strip and the tables show them (none while a lesson
 * step is veiled or before a run has a summary). In A/B both runs', system goodput among them.
 */
export function captionFigures(): string[] {
  if (resultsVeiled()) return [];
  const ab = useViewStore.getState().mode === 'compare';
  const { a, b } = abStores();
  const sa = (ab ? a : results).current?.summary;
  const sb = ab ? (b.current?.summary ?? undefined) : undefined;
  if (!sa || (ab && !sb)) return [];
  return headlineParts(currentHeadlines(undefined, ab), sa, sb);
}

/**
 * The caption's line on goodput against throughput, as the presentation strip says it
 * (goodputBrief): a slide with throughput plots under goodput figures left out the line the strip
 * had (lecturer trial 04:00). `shown`: the figure set's plots.
 */
export function captionBrief(shown: readonly FigureParts[]): string | undefined {
  if (resultsVeiled()) return undefined;
  return goodputBrief(shown.map((p) => p.kind ?? ''), currentHeadlines(undefined, useViewStore.getState().mode === 'compare'));
}

/**
 * A slide's plot notes, for its caption: each once, named by its plot kind (and by its side where
 * A's and B's differ), "Queueing delay: Too many packets for a dot each: …". Set over each cell,
 * A's and B's same two lines took a third of their delay plots' height (lecturer-2045, confusion 11).
 */
export function slideNotes(cells: readonly Pick<FigureParts, 'kind' | 'side' | 'notesAt'>[], cellWidth: number): string[] {
  // Each kind by the name its plot's title and the Plots menu give it now (Throughput or Goodput).
  const view = shownQuantity();
  const labelOf = (c: Pick<FigureParts, 'kind'>) => (c.kind !== undefined && isPlotId(c.kind) ? plotName(c.kind, view) : (c.kind ?? 'Plot'));
  // Each note's text under its plot kind, with the sides that say it.
  const said = new Map<string, { label: string; text: string; sides: string[] }>();
  for (const c of cells) {
    const text = c.notesAt?.(cellWidth) ?? '';
    if (!text) continue;
    const key = `${labelOf(c)}\n${text}`;
    const had = said.get(key) ?? { label: labelOf(c), text, sides: [] };
    had.sides.push(c.side ?? '');
    said.set(key, had);
  }
  return [...said.values()].map(({ label, text, sides }) => {
    // Said by every panel of its kind: the kind's name alone; else which side says it.
    const everywhere = cells.filter((c) => labelOf(c) === label).every((c) => sides.includes(c.side ?? ''));
    return `${everywhere ? label : `${label}, ${sides.join(' and ')}`}: ${text}`;
  });
}

/** The least type of a slide's set-up line against the tick labels': still above its legends' least (0.8). */
const SLIDE_SET_UP_MIN = 0.9;

/** Every plot on screen under a caption of what was simulated, as one PNG (stacked, or one 16:9 slide). */
export async function exportFigureSet(shape: FigureSetShape = 'stack'): Promise<{ file: string; plots: number } | null> {
  const shown = shownPlots();
  // A caption on top: the heading as the page shows it and the set-up in one line, so the slide
  // says what was simulated (figure-caption.ts).
  const { preset, valid, draft } = useScenarioStore.getState();
  const theme = THEMES[useViewStore.getState().theme];
  const heading = document.querySelector('.present-title')?.textContent ?? document.querySelector('[data-testid="scenario-name"]')?.textContent ?? (valid ?? draft).name ?? 'Scenario';
  const textPx = figureTextPx(theme) * FIGURE_SCALE;
  const figures = captionFigures();
  const brief = captionBrief(shown);
  const setUp = setUpLine(valid ?? draft);
  // On a slide too, the set-up line is in the figures' type, the tick labels' size: set smaller to
  // keep the caption short, it could not be read at a third of 1920 × 1080 (lecturer-1130 step 19).
  // A slide's set-up may be set a little smaller where that saves it a line (the plots' height), never below SLIDE_SET_UP_MIN.
  // A slide's plot notes go in its caption, once (slideNotes); the stack's over each plot (plot-picture.ts).
  // The grid is the A and B panels'; a panel of both runs spans it (slidePlaces).
  const paired = shown.filter((p) => !isBothRuns(p));
  const slideCols = paired.length === 0 ? 1 : slideGrid(shown.length, abPairs(paired)).cols;
  const places = slidePlaces(shown.map(isBothRuns), slideCols);
  const notes = shape === 'slide' ? slideNotes(shown, Math.floor(FIGURE_WIDTH / slideCols)) : [];
  // The demo's why as presentation shows it (PresentWhy.tsx: held with the numbers, veiled by a
  // lesson, none for an edited scenario), read where it stands, as the heading is.
  const why = document.querySelector('[data-testid="present-why"]')?.textContent?.trim() || undefined;
  // Under a lecturer's own title, the heading it replaced (the demo's finding), as presentation shows it.
  const subtitle = document.querySelector('[data-testid="present-subtitle"]')?.textContent?.trim() || undefined;
  const caption = renderCaption(heading, setUp, theme, FIGURE_WIDTH * FIGURE_SCALE, textPx, figures, textPx, brief, shape === 'slide' ? Math.round(textPx * SLIDE_SET_UP_MIN) : textPx, notes, why, subtitle);
  const out = document.createElement('canvas');
  out.width = FIGURE_WIDTH * FIGURE_SCALE;
  let plots = 0;
  if (shape === 'slide') {
    const cols = slideCols;
    const cellW = Math.floor(FIGURE_WIDTH / cols);
    // Their notes are in the caption: none over the cells.
    const cellParts = shown.map((p) => ({ ...p, notesAt: undefined }));
    const { layouts, rowHeights } = slideRows(cellParts, cols, cellW, FIGURE_HEIGHT - caption.height / FIGURE_SCALE, measurer(theme), places);
    const rowTop = (r: number) => rowHeights.slice(0, r).reduce((a, h) => a + h, 0);
    const cells = cellParts.flatMap((p, i) => {
      const c = renderFigure(p, cellW * places[i].span, rowHeights[places[i].row], FIGURE_SCALE, layouts[i]);
      return c ? [{ c, at: places[i] }] : [];
    });
    if (cells.length === 0) return null;
    plots = cells.length;
    out.height = FIGURE_HEIGHT * FIGURE_SCALE;
    const ctx = out.getContext('2d')!;
    ctx.fillStyle = theme.panel;
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(caption, 0, 0);
    cells.forEach(({ c, at }) => ctx.drawImage(c, at.col * cellW * FIGURE_SCALE, caption.height + rowTop(at.row) * FIGURE_SCALE));
  } else {
    const rows = shown.map((p) => renderFigure(p, FIGURE_WIDTH, SET_ROW_HEIGHT)).filter((c) => c !== null);
    if (rows.length === 0) return null;
    plots = rows.length;
    rows.unshift(caption);
    out.height = rows.reduce((h, r) => h + r.height, 0);
    const ctx = out.getContext('2d')!;
    let y = 0;
    for (const r of rows) {
      ctx.drawImage(r, 0, y);
      y += r.height;
    }
  }
  // Named by the scenario (and A/B), or by the lecturer's own slide title when the caption carries it (figure-set-name.ts).
  const b = useViewStore.getState().mode === 'compare' ? effectiveBQueue(valid ?? draft, useCompareStore.getState().bQueue, preset) : null;
  const ownTitle = document.querySelector('.present-title[data-own="yes"]') ? useViewStore.getState().slideTitle : null;
  const file = figureSetFileName({ preset, bQueueType: b?.type ?? null, slide: shape === 'slide', ownTitle, onlyKind: onlyKindOf(shown.map((p) => p.kind)) });
  downloadBlob(await canvasToPng(out), file);
  return { file, plots };
}

export { FIGURE_HEIGHT, FIGURE_SCALE, FIGURE_WIDTH };
