/**
 * A legend entry as drawn beside a plot: a line (solid, dashed or a flow's dash pattern) or a
 * mark shape, and a label. The plots' legends are lists of these, derived from what the plot
 * draws (plots/legend-model.ts); the screen renders them and the exports read them back from
 * the screen, so a picture's legend is the one on screen.
 */
export interface LegendItem {
  color: string;
  label: string;
  shape: string | null;
  dashed: boolean;
  /** The line's dash pattern (a flow's), when it is not plain solid or dashed. */
  dash?: readonly number[] | null;
  /** A filled area (a threshold band) rather than a line. */
  area?: boolean;
  /** The colour of an area's dashed edges, drawn top and bottom (the band and its threshold lines as one entry). */
  edge?: string;
  /** A flow's number, drawn in a disc on its line (plots/flow-badges.ts), as on the plot. */
  badge?: string;
  /** A line drawn over its shaded range (a series drawn as its min–max envelope per pixel column under its mean). */
  envelope?: boolean;
  /** Words that say the span of the counts before them ("(whole run)"): set as a count's span words are (`.legend-span`; four projected plots leave them to the titles). */
  span?: boolean;
  /** Span words kept where four projected plots leave the others to the titles: how the drop strip's marks are grouped (lecturer-1740, confusion 3); a count's bracketed words too (B's link losses' "drawn per packet"). */
  keep?: boolean;
  /** What a short label leaves out, in full (the entry's tooltip and accessible description; Theme.shortLegends). */
  title?: string;
  /**
   * The glossary term that explains the entry (a glossary id): its label is the term's button, so
   * a tap or focus explains it where a title cannot (gentle RED's "2·max_th" line on a phone:
   * phone-1130 steps 10, 21).
   */
  term?: string;
  /**
   * The entry's words as they will read at the run's end, during a replay (legend-room.ts): its
   * label keeps room for them, so the counts running up do not take the legend another row.
   */
  room?: string;
}

/** The dash pattern to draw a legend line with (canvas/SVG units). */
export function legendDash(item: LegendItem): readonly number[] {
  if (item.dash && item.dash.length > 0) return item.dash;
  return item.dashed ? [6, 4] : [];
}

/** The legend a plot figure shows on screen, read from its swatches (what is exported is what is seen). */
export function legendFromFigure(figure: Element): LegendItem[] {
  const items: LegendItem[] = [];
  // A note apart from the entries (the throughput plot's "(per 2 s bin)", Legends.tsx) is words
  // alone: the 16:9 slide dropped it once it was no longer a swatch (lecturer-1540, confusion 7).
  for (const sw of figure.querySelectorAll<HTMLElement>('.legend .swatch, .legend-note')) {
    // Swatches rendered from a LegendItem carry it whole.
    const data = sw.dataset.legend;
    if (data) {
      const item = JSON.parse(data) as LegendItem;
      // Span words the screen hides (four projected plots leave "(whole run)" to the titles) are not exported either.
      const words = item.span ? sw.querySelector('.legend-span') : null;
      if (words && getComputedStyle(words).display === 'none') continue;
      items.push(item);
      continue;
    }
    const shape = sw.querySelector<HTMLElement>('.shape');
    const line = sw.querySelector<HTMLElement>('.line');
    const label = (sw.textContent ?? '').replace(shape?.textContent ?? '', '').trim();
    if (!shape && !line) {
      items.push({ color: '', label, shape: null, dashed: false });
      continue;
    }
    const color = shape ? shape.style.color : (line?.style.borderTopColor ?? '');
    items.push({ color, label, shape: shape?.textContent ?? null, dashed: line?.style.borderTopStyle === 'dashed' });
  }
  return items;
}
