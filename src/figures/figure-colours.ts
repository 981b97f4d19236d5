/**
 * A series' colour from its key (the configuration's name, and a grid's other setting's value),
 * not from its position: the same configuration is drawn in the same colour in every figure,
 * whichever others are beside it (researcher trial: "seed000-red" was blue in one figure and
 * orange in the next). FNV-1a of the key picks a palette colour; when two series of one figure
 * land on the same colour, the later one (in series order) takes the next free colour, so a
 * figure never shows two series alike while the palette has colours left.
 */
import { fnv1a } from '../compact/fnv1a';

/** The palette colour a key prefers (the same for the key in every figure). */
export function colourForKey(key: string, palette: readonly string[]): string {
  return palette[fnv1a(key) % palette.length];
}

/** Colours for a figure's series keys, in order: each key's own colour, the next free one on a clash. */
export function stableColours(keys: readonly string[], palette: readonly string[]): string[] {
  const taken = new Set<number>();
  return keys.map((key) => {
    let k = fnv1a(key) % palette.length;
    for (let tries = 0; taken.has(k) && tries < palette.length; tries++) k = (k + 1) % palette.length;
    taken.add(k);
    return palette[k];
  });
}

/** Dash patterns of a grid's series of one configuration, by the index of its value: solid, dashed, dotted, dash-dot. */
const GRID_DASHES = ['', '7 4', '2 3', '9 3 2 3'] as const;

export function gridDash(j: number): string | undefined {
  return GRID_DASHES[j % GRID_DASHES.length] || undefined;
}

/**
 * A grid's j-th value (of m) of one configuration: its colour mixed towards black, from none
 * (the first value) to 45 % (the last). Darker only: against a light background the contrast
 * rises, so every shade keeps the 3:1 its base colour has.
 */
export function gridShade(colour: string, j: number, m: number): string {
  const t = m > 1 ? (0.45 * j) / (m - 1) : 0;
  if (t === 0) return colour;
  const rgb = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return `#${rgb.map((v) => Math.round(v * (1 - t)).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
