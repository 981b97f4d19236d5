/** A legend entry as drawn beside a plot: a line (solid or dashed) or a mark shape, and a label. */
export interface LegendItem {
  color: string;
  label: string;
  shape: string | null;
  dashed: boolean;
}

/** The legend a plot figure shows on screen, read from its swatches (what is exported is what is seen). */
export function legendFromFigure(figure: Element): LegendItem[] {
  const items: LegendItem[] = [];
  for (const sw of figure.querySelectorAll<HTMLElement>('.legend .swatch')) {
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
