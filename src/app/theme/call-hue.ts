import type { Theme } from './theme';
import { parseHex } from './flow-palette';

/**
 * A call among downloads is drawn apart from them: a constant-rate flow (CBR: a voice call) in a
 * scenario with other kinds of flows takes, of the theme's palette, the hue farthest from every
 * other flow's, and its dots are drawn larger (FlowStyle.mark). The bufferbloat trial 03:15
 * (confusion 2) could not tell the call's light blue (Okabe–Ito's sky blue, flow 5) from flow 1's
 * dark blue, and its dots were specks; it read the numbers, never the plot.
 *
 * The hue is chosen from the palette itself, so the set stays the theme's (Okabe–Ito's
 * colour-vision-deficiency-safe hues on the default theme): the call swaps hues with the flow
 * index that had it (a scenario with fewer flows than hues: that index has no flow). "Farthest"
 * is the smallest CIELAB distance to any other flow's hue, taken under normal vision and under
 * simulated protanopia and deuteranopia (Viénot, Brettel and Mollon 1999), so the hue that stands
 * apart for one reader does not merge for another; a hue too faint on the theme's panel (WCAG
 * contrast under 3, e.g. yellow on white) is not chosen. Every view reads flow colours through
 * `themeForFlows`, so plots, legends, the flow bar and exports agree.
 */

/** A flow as far as its role in drawing goes. */
export interface FlowKind {
  kind: string;
}

/** The flows drawn as calls: constant-rate flows, when the scenario has flows of another kind too (a call beside downloads). */
export function callFlows(flows: readonly FlowKind[]): number[] {
  const calls = flows.flatMap((f, i) => (f.kind === 'cbr' ? [i] : []));
  return calls.length > 0 && calls.length < flows.length ? calls : [];
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

type Rgb = [number, number, number];

/** Linear-RGB matrices of protanopia and deuteranopia (Viénot, Brettel and Mollon 1999). */
const DEFICIENCIES: readonly (readonly Rgb[])[] = [
  [
    [0.11238, 0.88762, 0],
    [0.11238, 0.88762, 0],
    [0.00401, -0.00401, 1],
  ],
  [
    [0.29275, 0.70725, 0],
    [0.29275, 0.70725, 0],
    [-0.02234, 0.02234, 1],
  ],
];

function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const linear = (hex: string): Rgb => (parseHex(hex) ?? [0, 0, 0]).map(toLinear) as Rgb;
const apply = (m: readonly Rgb[], c: Rgb): Rgb => m.map((row) => row[0] * c[0] + row[1] * c[1] + row[2] * c[2]) as Rgb;
const deltaE = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** How far apart two colours look: their CIELAB distance, the smallest under normal vision, protanopia and deuteranopia. */
export function colourDistance(a: string, b: string): number {
  const [la, lb] = [linear(a), linear(b)];
  return Math.min(deltaE(lab(la), lab(lb)), ...DEFICIENCIES.map((m) => deltaE(lab(apply(m, la)), lab(apply(m, lb)))));
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = linear(hex);
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A call's hue is one a reader sees on the panel: WCAG's 3:1 for graphics. */
const MIN_CONTRAST = 3;

/**
 * The palette's hues, in flow order, with each call given the hue farthest from the other flows'
 * (swapped with the index that had it). Unchanged when there is no call, or more flows than hues
 * (then every hue is taken, and shades and dashes tell flows apart: flow-palette.ts).
 */
export function huesForFlows(theme: Pick<Theme, 'flows' | 'panel'>, flows: readonly FlowKind[]): string[] {
  const hues = [...theme.flows];
  const calls = callFlows(flows);
  if (calls.length === 0 || flows.length > hues.length) return hues;
  const others = () => flows.flatMap((_, i) => (calls.includes(i) ? [] : [hues[i]]));
  for (const c of calls) {
    const bulk = others();
    const nearest = (h: string) => Math.min(...bulk.map((o) => colourDistance(h, o)));
    // Hues no other flow holds: the call's own, and those of indices past the last flow.
    const free = hues.map((h, k) => ({ h, k })).filter(({ k }) => k === c || k >= flows.length);
    const seen = free.filter(({ h }) => contrastRatio(h, theme.panel) >= MIN_CONTRAST);
    const pool = seen.length > 0 ? seen : free;
    const best = pool.reduce((a, b) => (nearest(b.h) > nearest(a.h) + 1e-9 ? b : a));
    [hues[c], hues[best.k]] = [hues[best.k], hues[c]];
  }
  return hues;
}

const cache = new WeakMap<readonly FlowKind[], Map<string, Theme>>();

/**
 * The theme as the views of these flows draw it: its flow hues ordered by huesForFlows, and the
 * calls named (drawn with larger marks). The same object for the same theme and flows, so a view
 * that compares themes by identity does not redraw for nothing.
 */
export function themeForFlows(theme: Theme, flows: readonly FlowKind[] | undefined): Theme {
  if (!flows) return theme;
  const byTheme = cache.get(flows) ?? new Map<string, Theme>();
  cache.set(flows, byTheme);
  const key = `${theme.name}|${theme.flows.join()}`;
  const hit = byTheme.get(key);
  if (hit) return hit;
  const calls = callFlows(flows);
  const made: Theme = calls.length === 0 ? theme : { ...theme, flows: huesForFlows(theme, flows), calls };
  byTheme.set(key, made);
  return made;
}
