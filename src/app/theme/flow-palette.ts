import type { Theme } from './theme';

/**
 * The one palette of flows, used by every plot, legend, flow bar, the animated view and exports.
 *
 * A colour-vision-deficiency-safe set has few hues (the themes use Okabe–Ito's eight), so beyond
 * them each further cycle adds a second cue: a shade of the hue (darker, then lighter) and a
 * dash pattern. Flow 9 is flow 1's hue, darker and long-dashed; flow 17 lighter and dash-dotted.
 * 3 cycles × 8 hues = 24 distinct (colour, dash) styles, so 20 flows stay distinguishable even
 * in a grey-scale print. Dotted lines are kept for ssthresh and telemetry levels, not for flows.
 * Every flow also carries its number as a badge along its line and in its legend entry, so flows
 * 1–8 (one solid line each) are told apart without colour too.
 */
export interface FlowStyle {
  color: string;
  /** Canvas/SVG dash pattern of the flow's lines (empty: solid). */
  dash: readonly number[];
  /**
   * The flow's number (from 1), drawn in a disc of its colour along its line or dots and in its
   * legend entry (plots/flow-badges.ts): the cue for flows 1–8, which share the solid line.
   */
  badge: string;
  /**
   * How large its marks are drawn, times the plot's own size: 1.5 for a call among downloads
   * (theme.calls, call-hue.ts), whose dots were specks beside theirs (bloat trial 03:15, confusion 2), not 2, whose black band hid the downloads' dots (bloat trial 04:30, confusion 6); else 1.
   */
  mark: number;
}

/** A call's marks (dots) against other flows'. */
export const CALL_MARK = 1.5;

/** Line pattern of each cycle through the hues. */
export const FLOW_DASHES: readonly (readonly number[])[] = [[], [9, 4], [9, 3, 2, 3]];
/** Mix towards black (negative) or white (positive) per cycle. */
const SHADES = [0, -0.38, 0.42];

export function parseHex(c: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(c);
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `c` mixed towards black (amount < 0) or white (amount > 0), as #rrggbb. */
export function shade(c: string, amount: number): string {
  const rgb = parseHex(c);
  if (!rgb || amount === 0) return c;
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const hex = rgb.map((v) => Math.round(v + (target - v) * a).toString(16).padStart(2, '0')).join('');
  return `#${hex}`;
}

/** Style of flow i (0-based) from a list of base hues. */
export function styleFromHues(hues: readonly string[], i: number): FlowStyle {
  const n = Math.max(1, hues.length);
  const k = Math.floor(i / n) % FLOW_DASHES.length;
  const base = hues[i % n];
  // Pure black has no darker shade: its later cycles go to grey.
  const amount = base.toLowerCase() === '#000000' && SHADES[k] < 0 ? 0.55 : SHADES[k];
  return { color: shade(base, amount), dash: FLOW_DASHES[k], badge: String(i + 1), mark: 1 };
}

/** Style of flow i (0-based) in a theme (for a scenario's flows, the theme of themeForFlows: call-hue.ts). */
export function flowStyle(theme: Pick<Theme, 'flows' | 'calls'>, i: number): FlowStyle {
  const s = styleFromHues(theme.flows, i);
  return theme.calls?.includes(i) ? { ...s, mark: CALL_MARK } : s;
}

/** A dash pattern as an SVG stroke-dasharray value (null for solid). */
export function dashArray(dash: readonly number[]): string | null {
  return dash.length > 0 ? dash.join(' ') : null;
}
