import type { ExportablePlot } from './mounted-plots';
import { plotFontPx, type Theme } from '../theme/theme';
import { legendDash, type LegendItem } from '../plot-base/legend-items';
import { badgeSvg, drawBadge, fontFamilyOf } from '../theme/flow-badge';

/**
 * A plot as a picture for slides: title, legend and the plot with its axes, at a fixed 16:9
 * layout size drawn at 2× (a 960 × 540 figure gives a 1920 × 1080 PNG, a projector's resolution).
 */
export const FIGURE_WIDTH = 960;
export const FIGURE_HEIGHT = 540;
export const FIGURE_SCALE = 2;
/** Axis labels in an exported figure are at least this many layout px (32 px in the 2× PNG). */
const FIGURE_AXIS_PX = 16;

export interface FigureParts {
  plot: ExportablePlot;
  title: string;
  legend: LegendItem[];
  theme: Theme;
  /** A/B: the plot kind A's and B's panels of it share (a plot registry id), so that a slide gives them one plot height. */
  pair?: string;
  /** The plot's kind (a plot registry id), for what the caption says beside it (captionBrief). */
  kind?: string;
  /**
   * The plot's notes for a picture `width` layout px wide (their short lines, plot-notes.ts), set
   * in lines between the legend and the plot, never over its data (lecturer-2045, confusion 11).
   */
  notesAt?: (width: number) => string;
  /** A/B: the panel's side, 'A' or 'B' (a slide's caption names it where A's and B's notes differ). */
  side?: string;
}

/** An exported figure's text size in layout px (the legend's; its title is 1.25× this). */
export function figureTextPx(theme: Theme): number {
  return Math.round(plotFontPx(theme) * figureTypeScale(theme));
}

/** Type scale of an exported figure: the theme's axis font grown to at least FIGURE_AXIS_PX. */
export function figureTypeScale(theme: Theme): number {
  return Math.max(1, FIGURE_AXIS_PX / plotFontPx(theme));
}

interface PlacedItem {
  item: LegendItem;
  x: number;
  y: number;
}

/** Measures text at a size in layout px (bold: the title's weight). */
export type Measure = (text: string, px: number, bold?: boolean) => number;

export interface FigureLayout {
  textPx: number;
  /** The centre of the title's first line; its further lines follow `titleLineH` apart. */
  titleY: number;
  title: { lines: string[]; px: number };
  titleLineH: number;
  legend: PlacedItem[];
  /** Top of the plot area. */
  plotTop: number;
  /** Width of the plot area (its left edge is the figure's): less than the figure's with the legend beside it. */
  plotWidth: number;
  swatchW: number;
  /** Right end of the longest legend entry beside the plot (its column's labels must end inside the figure). */
  legendRight?: number;
  /** The plot's notes in lines above the plot, the first centred at `y`, `lineH` apart, at the legend's type. */
  notes: { lines: string[]; y: number; lineH: number };
}

/**
 * Where a figure's legend goes: above the plot, or beside it on its right. A slide's cell much
 * wider than tall (two plots one above the other on a 16:9 slide) keeps its legend beside the
 * plot: above, two rows of legend left the plot a strip of 110 px of 1080 (lecturer trial 1000).
 */
export type LegendSide = 'top' | 'right';

/** A cell at least this many times as wide as tall puts its legend beside the plot. */
export const LEGEND_BESIDE_ASPECT = 2.5;

export function legendSideFor(width: number, height: number): LegendSide {
  return width / height >= LEGEND_BESIDE_ASPECT ? 'right' : 'top';
}

/** The widest share of a figure a legend beside the plot may take (longer labels are set smaller). */
const MAX_LEGEND_BESIDE_SHARE = 0.34;

/** The least share of a figure's height its plot keeps: a long legend is set smaller rather than squash the plot. */
export const MIN_PLOT_SHARE = 0.55;
/** The smallest legend type, as a share of the figure's text size, before the plot gives way. */
const MIN_LEGEND_SCALE = 0.6;

/**
 * Where the title and each legend entry go (legend entries wrap onto more rows as needed). With a
 * `height`, a legend that would leave the plot less than MIN_PLOT_SHARE of it (ten flows and the
 * event marks on a 16:9 slide's cell) is set in smaller type, down to MIN_LEGEND_SCALE.
 */
export function layoutFigure(parts: FigureParts, width: number, measure: Measure, height?: number, side: LegendSide = 'top', afterTitle = false, slide = false): FigureLayout {
  const full = figureTextPx(parts.theme);
  let layout = layoutAt(parts, width, measure, full, side, afterTitle, slide);
  for (let k = 0.9; height !== undefined && k >= MIN_LEGEND_SCALE - 1e-9 && !fits(layout, width, height, side); k -= 0.1) {
    layout = layoutAt(parts, width, measure, Math.round(full * k), side, afterTitle, slide);
  }
  return layout;
}

/**
 * The plot keeps MIN_PLOT_SHARE of the height (legend above), or the legend beside it ends inside
 * the figure, at its bottom and at its right edge (a 16:9 slide's "link loss (any link) 188" ran
 * off the image: lecturer trial s19).
 */
function fits(layout: FigureLayout, width: number, height: number, side: LegendSide): boolean {
  if (side === 'top') return height - layout.plotTop >= MIN_PLOT_SHARE * height;
  const last = layout.legend.at(-1);
  return last === undefined || (last.y + layout.textPx <= height && (layout.legendRight ?? 0) <= width);
}

/**
 * The layouts of a slide's cells (`cols` to a row), so that the plots line up and read alike: one
 * type size for the whole slide (the smallest any cell needs), one plot top for each row and for
 * A and B of each plot kind (FigureParts.pair), and one plot width for each column (A's longer title and legend made its plot smaller than B's beside
 * or under it). The legends go beside the plots in cells much wider than tall, unless one of them
 * would not fit there (ten flows' legend): then every cell has its legend above.
 */
export function slideLayouts(cells: readonly FigureParts[], cols: number, width: number, height: number, measure: Measure, smaller = true, px?: number, places?: readonly SlidePlace[]): FigureLayout[] {
  const place = (i: number) => places?.[i] ?? gridPlace(i, cols);
  const widthOf = (i: number) => width * place(i).span;
  let side = legendSideFor(width, height);
  // `smaller` false: every legend at the full type, or `px` (slideRows gives the rows the height they need).
  // A slide's legends above the plots begin on their titles' lines (layoutAt's afterTitle).
  const fitted = (p: FigureParts, i: number, s: LegendSide) => (smaller ? layoutFigure(p, widthOf(i), measure, height, s, s === 'top', true) : layoutAt(p, widthOf(i), measure, px ?? figureTextPx(p.theme), s, s === 'top', true));
  let own = cells.map((p, i) => fitted(p, i, side));
  if (side === 'right' && own.some((l, i) => !fits(l, widthOf(i), height, side))) {
    side = 'top';
    own = cells.map((p, i) => fitted(p, i, side));
  }
  const textPx = Math.min(...own.map((l) => l.textPx));
  const laid = cells.map((p, i) => layoutAt(p, widthOf(i), measure, textPx, side, side === 'top', true));
  // One plot top for cells that line up: a row, and A and B of one plot kind wherever they stand
  // (one above the other, A's longer legend left its plot shorter than B's). Raised until every
  // such group agrees, as a pair can join two rows.
  const tops = laid.map((l) => l.plotTop);
  const together = (i: number, j: number) => place(i).row === place(j).row || (cells[i].pair !== undefined && cells[i].pair === cells[j].pair);
  for (let changed = true; changed; ) {
    changed = false;
    tops.forEach((t, i) => {
      const top = Math.max(...tops.filter((_, j) => together(i, j)));
      if (top > t) [tops[i], changed] = [top, true];
    });
  }
  return laid.map((l, i) => {
    const column = laid.filter((_, j) => place(j).col === place(i).col && place(j).span === place(i).span);
    return { ...l, plotTop: tops[i], plotWidth: Math.min(...column.map((c) => c.plotWidth)) };
  });
}

/**
 * Where a slide's cell stands: its row, its first column and how many columns it spans. A kind
 * drawn once for both runs ("A and B on one axis") spans its row, as on the screen: in the left
 * half of the bottom row it left the right half blank (lecturer trial 05:10, step 18).
 */
export interface SlidePlace {
  row: number;
  col: number;
  span: number;
}

/** The place of cell `i` in a plain grid of `cols` columns. */
export function gridPlace(i: number, cols: number): SlidePlace {
  return { row: Math.floor(i / cols), col: i % cols, span: 1 };
}

/** Legend rows under a slide's plot title, at most (the legend also runs on after the title). */
export const SLIDE_LEGEND_ROWS = 2;
/**
 * The smallest legend type on a slide, against the figure's: 0.8 of its 32 px is 26 px of 1080,
 * still larger than presentation's own legends on a 1920 × 1080 screen.
 */
const SLIDE_LEGEND_MIN_SCALE = 0.8;

/** Rows a legend takes under its title's line. */
function legendRowsUnderTitle(l: FigureLayout): number {
  const titleEnd = l.titleY + (l.title.lines.length - 1) * l.titleLineH;
  return new Set(l.legend.filter((e) => e.y > titleEnd).map((e) => e.y)).size;
}

/**
 * A slide's legend type: the figure's, or smaller (down to SLIDE_LEGEND_MIN_SCALE) where that
 * keeps every legend to SLIDE_LEGEND_ROWS rows under its title. Three rows of a gentle RED queue's
 * legend left its plot about a tenth of the slide (lecturer-1540, confusion 7).
 */
function slideLegendPx(cells: readonly FigureParts[], width: number, height: number, measure: Measure, places?: readonly SlidePlace[]): number | undefined {
  if (cells.length === 0) return undefined;
  const full = figureTextPx(cells[0].theme);
  // Each cell at its own width, a row of its own.
  const alone = places?.map((p, i) => ({ row: i, col: 0, span: p.span }));
  for (let k = 1; k >= SLIDE_LEGEND_MIN_SCALE - 1e-9; k -= 0.05) {
    const px = Math.round(full * k);
    const laid = slideLayouts(cells, 1, width, height, measure, false, px, alone);
    // Legends beside their plots (one entry a row) keep the figure's type.
    if (laid.some((l) => l.legendRight !== undefined)) return undefined;
    if (laid.every((l) => legendRowsUnderTitle(l) <= SLIDE_LEGEND_ROWS)) return px;
  }
  return Math.round(full * SLIDE_LEGEND_MIN_SCALE);
}

/** The least share of an even slide row a plot keeps when the rows share the height by need. */
const MIN_SLIDE_PLOT_SHARE = 0.5;

/** A slide's rows, each as tall as its own titles and legends need over plots of one height. */
export interface SlideRows {
  layouts: FigureLayout[];
  /** Each row's height, layout px (they add up to the height given). */
  rowHeights: number[];
}

/**
 * A slide's cells laid out with their legends at the figure's full type, the size of the tick
 * labels: set smaller to fit even cells, the legends' drop counts and the "bottleneck rate" could
 * not be read at a third of 1920 × 1080, the demo's "why" (lecturer-1130 step 19). The rows share
 * the height by need: each is its titles and legends over a plot, every plot one height (so A and
 * B, and the plot kinds, still read alike). Only where that would leave the plots less than
 * MIN_SLIDE_PLOT_SHARE of an even row do the legends get even rows and smaller type (slideLayouts).
 */
export function slideRows(cells: readonly FigureParts[], cols: number, width: number, height: number, measure: Measure, places?: readonly SlidePlace[]): SlideRows {
  const rowOf = (i: number) => (places?.[i] ?? gridPlace(i, cols)).row;
  const rows = Math.max(1, ...cells.map((_, i) => rowOf(i) + 1));
  const even = Math.floor(height / rows);
  const full = slideLayouts(cells, cols, width, even, measure, false, slideLegendPx(cells, width, even, measure, places), places);
  const rowTops = Array.from({ length: rows }, (_, r) => Math.max(...full.filter((_, i) => rowOf(i) === r).map((l) => l.plotTop)));
  const plot = Math.floor((height - rowTops.reduce((a, b) => a + b, 0)) / rows);
  // One height for the plots' data areas, not their pictures: a queue plot's drop strip above its
  // data came out of its trace, which on the Wi-Fi A/B slide was half the throughput's (lecturer-1540, confusion 7).
  const dataTops = Array.from({ length: rows }, (_, r) =>
    Math.max(0, ...cells.flatMap((p, i) => (rowOf(i) === r ? [p.plot.exportDataTop?.(full[i].plotWidth, plot, figureTypeScale(p.theme)) ?? 0] : []))),
  );
  const extra = dataTops.map((t) => t - Math.min(...dataTops));
  const data = Math.floor((height - rowTops.reduce((a, b) => a + b, 0) - extra.reduce((a, b) => a + b, 0)) / rows);
  if (data >= MIN_SLIDE_PLOT_SHARE * even) return { layouts: full.map((l, i) => ({ ...l, plotTop: rowTops[rowOf(i)] })), rowHeights: rowTops.map((t, r) => t + data + extra[r]) };
  return { layouts: slideLayouts(cells, cols, width, even, measure, true, undefined, places), rowHeights: Array.from({ length: rows }, () => even) };
}

/** A legend's mark against its words' size (its line's stroke: legendStroke). */
const LEGEND_MARK_SCALE = 1.3;

/** A legend swatch's line width: a sixth of the text's size (5 px at the 32 px of a 1920 px figure), at least 3 (it was 3 at every size: a hairline at a third of the slide). */
export function legendStroke(textPx: number): number {
  return Math.max(3, Math.round(textPx / 6));
}

/** The dash of a band's threshold edges in a legend swatch (the plot's threshold lines are [5, 4]). */
const BAND_EDGE_DASH = [5, 4];

/** Where an entry's words start: after its swatch, or at once for words alone ("(whole run)": no blank swatch before them). */
function labelOffset(item: LegendItem, swatchW: number): number {
  return item.color || item.shape ? swatchW + 6 : 0;
}

/**
 * The room over a slide cell's title against its type (a figure of its own keeps its whole pad
 * there, as at its sides). A slide's cells stand under the caption, whose last line keeps a little
 * padding under it, or under the row above, whose tick labels have their margin under them: a
 * whole pad over each title took each row 6 px of its plots' height for a gap no one needed (the
 * Wi-Fi A/B slide's queue plots fell to 310 px of 1080 when the caption gained its subtitle line,
 * under trial-present7's 30 %).
 */
const SLIDE_CELL_TOP = 0.3;

/** A legend row's height against its type (rows at 1.5 left a slide's plots less room). */
const LEGEND_LINE_SPACING = 1.35;
/** The gap after a legend entry against its type (a whole em put a slide's queue legend on one more row). */
const LEGEND_GAP = 0.6;

/**
 * `afterTitle`: a slide's legend above its plot begins on its title's line, where the title leaves
 * room: three rows of legend under the title left a 16:9 slide's queue plots about a tenth of its
 * height (lecturer-1540, confusion 7).
 */
function layoutAt(parts: FigureParts, width: number, measure: Measure, textPx: number, side: LegendSide = 'top', afterTitle = false, slide = false): FigureLayout {
  const pad = Math.round(textPx * 0.75);
  const top = slide ? Math.round(textPx * SLIDE_CELL_TOP) : pad;
  const lineH = Math.round(textPx * LEGEND_LINE_SPACING);
  const swatchW = Math.round(textPx * 1.4);
  const title = fitTitle(parts.title, Math.round(textPx * 1.25), width - 2 * pad, (t, px) => measure(t, px, true));
  const titleLineH = Math.round(title.px * 1.3);
  const titleY = top + Math.round(textPx * 1.25) / 2 + 2;
  const titleEnd = titleY + (title.lines.length - 1) * titleLineH;
  if (side === 'right') {
    // One entry a row, in a column at the right as wide as its longest entry needs (within its share).
    const entryW = (item: LegendItem) => labelOffset(item, swatchW) + measure(item.label, textPx);
    const columnW = Math.min(Math.round(width * MAX_LEGEND_BESIDE_SHARE), Math.max(0, ...parts.legend.map(entryW)) + 2 * pad);
    const plotWidth = parts.legend.length > 0 ? width - columnW : width;
    const legend = parts.legend.map((item, i) => ({ item, x: plotWidth + pad, y: titleEnd + lineH * (i + 1) }));
    const legendRight = plotWidth + pad + Math.max(0, ...parts.legend.map(entryW));
    const notes = noteLines(parts, plotWidth, pad, titleEnd, lineH, textPx, measure);
    return { textPx, titleY, title, titleLineH, legend, plotTop: titleEnd + notes.lines.length * lineH + Math.round(lineH * 0.6), plotWidth, swatchW, legendRight, notes };
  }
  // On the title's (last) line after it, a gap of a whole em between them.
  const onTitle = afterTitle ? pad + measure(title.lines.at(-1) ?? '', title.px, true) + textPx : null;
  let x = onTitle ?? pad;
  let y = onTitle !== null ? titleEnd : titleEnd + lineH;
  const legend: PlacedItem[] = [];
  for (const item of wordsInRows(parts.legend, width - 2 * pad, (t) => measure(t, textPx))) {
    const w = labelOffset(item, swatchW) + measure(item.label, textPx) + Math.round(textPx * LEGEND_GAP);
    if (x + w > width - pad && (x > pad || y === titleEnd)) {
      x = pad;
      y += lineH;
    }
    legend.push({ item, x, y });
    x += w;
  }
  const lastRow = Math.max(parts.legend.length > 0 ? y : titleEnd, titleEnd);
  const notes = noteLines(parts, width, pad, lastRow, lineH, textPx, measure);
  const plotTop = lastRow + notes.lines.length * lineH + Math.round(lineH * 0.6);
  return { textPx, titleY, title, titleLineH, legend, plotTop, plotWidth: width, swatchW, notes };
}

/**
 * A legend's entries with every entry of words alone (no swatch: "(A and B: marks count drops per
 * 3 s; full size at 4+)") that is wider than a row broken into pieces that fit, at its
 * clauses ("; ") first and then at spaces, each piece an entry of its own. Unbroken, the A/B
 * slide's drop-mark words ran 64 px past its 960 px cell (present8's plainer words).
 */
export function wordsInRows(items: readonly LegendItem[], room: number, width: (text: string) => number): LegendItem[] {
  return items.flatMap((item) => {
    if (item.color || item.shape || width(item.label) <= room) return [item];
    const pieces: string[] = [];
    for (const clause of item.label.split(/(?<=;) /)) {
      const last = pieces.at(-1);
      if (last !== undefined && width(`${last} ${clause}`) <= room) pieces[pieces.length - 1] = `${last} ${clause}`;
      else pieces.push(...breakAtSpaces(clause, room, width));
    }
    return pieces.map((label) => ({ ...item, label }));
  });
}

/** Words in lines no wider than `room` where a space allows (a single longer word keeps its own line). */
function breakAtSpaces(text: string, room: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && width(`${last} ${word}`) <= room) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The plot's notes wrapped to its width at the legend's type, their rows after the row centred at `after`. */
function noteLines(parts: FigureParts, plotWidth: number, pad: number, after: number, lineH: number, textPx: number, measure: Measure): FigureLayout['notes'] {
  const text = parts.notesAt?.(plotWidth) ?? '';
  const lines = text ? wrapToWidth(text, plotWidth - 2 * pad, (t) => measure(t, textPx)) : [];
  return { lines, y: after + lineH, lineH };
}

export function fontOf(theme: Theme, px: number, bold = false): string {
  const family = theme.plotFont.replace(/^.*?\d+(?:\.\d+)?px\s*/, '') || 'system-ui, sans-serif';
  return `${bold ? 'bold ' : ''}${px}px ${family}`;
}

/** Words in lines no wider than `room` (a word wider than a line has a line of its own). */
export function wrapToWidth(text: string, room: number, width: (t: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && width(`${lines[last]} ${word}`) <= room) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines a title may take before it is set smaller (a plot's title with its A/B side and preset). */
export const TITLE_LINES = 2;

/**
 * The title as it fits in `room` px: at its bold size on one line, else wrapped at words onto up to
 * TITLE_LINES lines, shrunk to at most 4/5 of its size where it needs more, and only then its last
 * line cut with "…" — never drawn past the picture's edge (a trial's PNG read "…queueing delay, ms (o…").
 */
export function fitTitle(title: string, px: number, room: number, measure: (text: string, px: number) => number): { lines: string[]; px: number } {
  const min = Math.max(8, Math.round(px * 0.8));
  let size = px;
  let lines = wrapToWidth(title, room, (t) => measure(t, size));
  while (size > min && (lines.length > TITLE_LINES || lines.some((l) => measure(l, size) > room))) {
    size--;
    lines = wrapToWidth(title, room, (t) => measure(t, size));
  }
  if (lines.length <= TITLE_LINES && lines.every((l) => measure(l, size) <= room)) return { lines, px: size };
  const kept = lines.slice(0, TITLE_LINES);
  let last = lines.slice(TITLE_LINES - 1).join(' ');
  while (last.length > 1 && measure(`${last.trimEnd()}…`, size) > room) last = last.slice(0, -1);
  kept[kept.length - 1] = `${last.trimEnd()}…`;
  return { lines: kept, px: size };
}

/**
 * The legend's entries as the picture just drawn says them (ExportablePlot.legendAsDrawn): read
 * from the screen, a queue legend said the screen's drop-mark span over the picture's own,
 * wider columns (lecturer-0315, confusion 5). Asked after renderPlotArea.
 */
export function legendAsDrawn(parts: Pick<FigureParts, 'plot'>, placed: readonly PlacedItem[]): PlacedItem[] {
  const asDrawn = parts.plot.legendAsDrawn?.bind(parts.plot);
  return asDrawn ? placed.map((p) => ({ ...p, item: asDrawn(p.item) })) : [...placed];
}

/** The plot area alone (axes included), at the figure's scale. */
function renderPlotArea(parts: FigureParts, width: number, height: number, scale: number): HTMLCanvasElement | null {
  const c = document.createElement('canvas');
  c.width = Math.round(width * scale);
  c.height = Math.round(height * scale);
  const ctx = c.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  return parts.plot.drawForExport(ctx, width, height, figureTypeScale(parts.theme)) ? c : null;
}

export function measurer(theme: Theme): Measure {
  const ctx = document.createElement('canvas').getContext('2d');
  return (text, px, bold = false) => {
    if (!ctx) return text.length * px * (bold ? 0.66 : 0.6);
    ctx.font = fontOf(theme, px, bold);
    return ctx.measureText(text).width;
  };
}

/**
 * The whole figure as a canvas of (width × scale) × (height × scale) pixels, or null without a run;
 * laid out as `layout` says when given (a slide's cells share their row's, rowLayouts).
 */
export function renderFigure(parts: FigureParts, width = FIGURE_WIDTH, height = FIGURE_HEIGHT, scale = FIGURE_SCALE, given?: FigureLayout): HTMLCanvasElement | null {
  const layout = given ?? layoutFigure(parts, width, measurer(parts.theme), height);
  const area = renderPlotArea(parts, layout.plotWidth, height - layout.plotTop, scale);
  if (!area) return null;
  const legend = legendAsDrawn(parts, layout.legend);
  const c = document.createElement('canvas');
  c.width = Math.round(width * scale);
  c.height = Math.round(height * scale);
  const ctx = c.getContext('2d')!;
  const { theme } = parts;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.drawImage(area, 0, Math.round(layout.plotTop * scale));
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = theme.text;
  const titleX = Math.round(layout.textPx * 0.75);
  ctx.font = fontOf(theme, layout.title.px, true);
  layout.title.lines.forEach((line, i) => ctx.fillText(line, titleX, layout.titleY + i * layout.titleLineH));
  ctx.font = fontOf(theme, layout.textPx);
  for (const { item, x, y } of legend) {
    if (item.shape) {
      ctx.fillStyle = item.color;
      // The mark a size up from the words: at the text's size it was a speck at a third of the slide (lecturer trial 9, finding 6).
      ctx.font = fontOf(theme, Math.round(layout.textPx * LEGEND_MARK_SCALE));
      ctx.fillText(item.shape, x + layout.swatchW / 4, y);
      ctx.font = fontOf(theme, layout.textPx);
    } else if (item.color && item.area) {
      const [top, h] = [y - layout.textPx / 3, (2 * layout.textPx) / 3];
      ctx.fillStyle = item.color;
      ctx.fillRect(x, top, layout.swatchW, h);
      if (item.edge) {
        // Its dashed threshold lines along the top and bottom, as the plot draws them.
        ctx.strokeStyle = item.edge;
        ctx.lineWidth = 2;
        ctx.setLineDash(BAND_EDGE_DASH);
        ctx.beginPath();
        for (const yy of [top, top + h]) {
          ctx.moveTo(x, yy);
          ctx.lineTo(x + layout.swatchW, yy);
        }
        ctx.stroke();
        ctx.setLineDash([]);
      }
    } else if (item.color) {
      ctx.strokeStyle = item.color;
      ctx.lineWidth = legendStroke(layout.textPx);
      ctx.setLineDash(legendDash(item) as number[]);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + layout.swatchW, y);
      ctx.stroke();
      ctx.setLineDash([]);
      if (item.badge) drawBadge(ctx, x + layout.swatchW / 2, y, item.color, item.badge, theme);
    }
    ctx.fillStyle = theme.text;
    ctx.fillText(item.label, x + labelOffset(item, layout.swatchW), y);
  }
  ctx.fillStyle = theme.muted;
  layout.notes.lines.forEach((line, i) => ctx.fillText(line, titleX, layout.notes.y + i * layout.notes.lineH));
  return c;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The figure as SVG: title and legend as text and vector marks (editable and searchable in slide
 * software); the plot area with its axes as an embedded 2× image.
 */
export function renderFigureSvg(parts: FigureParts, width = FIGURE_WIDTH, height = FIGURE_HEIGHT, scale = FIGURE_SCALE): string | null {
  const layout = layoutFigure(parts, width, measurer(parts.theme), height);
  const areaH = height - layout.plotTop;
  const area = renderPlotArea(parts, layout.plotWidth, areaH, scale);
  if (!area) return null;
  const legend = legendAsDrawn(parts, layout.legend);
  const { theme } = parts;
  const family = esc(fontOf(theme, 1).replace(/^1px /, ''));
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${family}">`);
  out.push(`<title>${esc(parts.title)}</title>`);
  out.push(`<rect width="${width}" height="${height}" fill="${esc(theme.panel)}"/>`);
  const titleX = Math.round(layout.textPx * 0.75);
  layout.title.lines.forEach((line, i) =>
    out.push(`<text x="${titleX}" y="${layout.titleY + i * layout.titleLineH}" dominant-baseline="middle" font-weight="bold" font-size="${layout.title.px}" fill="${esc(theme.text)}">${esc(line)}</text>`),
  );
  out.push(`<g class="legend" font-size="${layout.textPx}" dominant-baseline="middle">`);
  for (const { item, x, y } of legend) {
    if (item.shape) out.push(`<text x="${x + layout.swatchW / 4}" y="${y}" fill="${esc(item.color)}" font-size="${Math.round(layout.textPx * LEGEND_MARK_SCALE)}">${esc(item.shape)}</text>`);
    else if (item.color && item.area) {
      const [top, h] = [y - layout.textPx / 3, (2 * layout.textPx) / 3];
      out.push(`<rect x="${x}" y="${top}" width="${layout.swatchW}" height="${h}" fill="${esc(item.color)}"/>`);
      if (item.edge) for (const yy of [top, top + h]) out.push(`<line x1="${x}" y1="${yy}" x2="${x + layout.swatchW}" y2="${yy}" stroke="${esc(item.edge)}" stroke-width="2" stroke-dasharray="${BAND_EDGE_DASH.join(' ')}"/>`);
    }
    else if (item.color) {
      out.push(`<line x1="${x}" y1="${y}" x2="${x + layout.swatchW}" y2="${y}" stroke="${esc(item.color)}" stroke-width="${legendStroke(layout.textPx)}"${legendDash(item).length > 0 ? ` stroke-dasharray="${legendDash(item).join(' ')}"` : ''}/>`);
      if (item.badge) out.push(badgeSvg(x + layout.swatchW / 2, y, item.color, item.badge, theme.panel, fontFamilyOf(theme)));
    }
    out.push(`<text x="${x + labelOffset(item, layout.swatchW)}" y="${y}" fill="${esc(theme.text)}">${esc(item.label)}</text>`);
  }
  out.push('</g>');
  layout.notes.lines.forEach((line, i) =>
    out.push(`<text class="plot-note" x="${titleX}" y="${layout.notes.y + i * layout.notes.lineH}" dominant-baseline="middle" font-size="${layout.textPx}" fill="${esc(theme.muted)}">${esc(line)}</text>`),
  );
  out.push(`<image x="0" y="${layout.plotTop}" width="${layout.plotWidth}" height="${areaH}" href="${area.toDataURL('image/png')}"/>`);
  out.push('</svg>');
  return out.join('\n');
}
