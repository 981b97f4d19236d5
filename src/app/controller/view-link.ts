import { isPlotChoice, MAX_PRESENTED_PLOTS, type PlotChoice } from '../presentation/plot-choices';
import { MODES, type Mode } from '../state/view-store';
import { THEMES, type ThemeName } from '../theme/theme';

/**
 * What a link says about the view, beside the scenario: a small versioned extension of the link
 * format, in the same fragment. `view=1` is its version (optional when reading, so a hand-made
 * `#…&embed=1` works; always written). Keys:
 *   mode=explore|compare|sweep|web   theme=default|dark|projector   plots=queue,cwnd (1–2)
 *   present=1 (presentation mode)    embed=1 (minimal chrome for an iframe)   zoom=t0,t1 (s)
 * These keys are taken out before the scenario part is decoded, so scenario links are unchanged.
 */
export const VIEW_LINK_VERSION = 1;

export interface ViewLink {
  mode?: Mode;
  theme?: ThemeName;
  plots?: PlotChoice[];
  present?: boolean;
  embed?: boolean;
  zoom?: [number, number];
}

const VIEW_KEYS = ['view', 'mode', 'theme', 'plots', 'present', 'embed', 'zoom'] as const;
const KEY_SET = new Set<string>(VIEW_KEYS);

export interface SplitLink {
  /** The fragment without the view keys (what the scenario codec reads). */
  scenario: string;
  view: ViewLink;
  /** A refused view setting (the scenario part may still be fine). */
  error: string | null;
}

function flag(key: string, v: string): boolean | string {
  if (v === '1') return true;
  if (v === '0') return false;
  return `"${key}" must be 1 or 0, not "${v.slice(0, 20)}"`;
}

function parseView(params: [string, string][]): { view: ViewLink; error: string | null } {
  const view: ViewLink = {};
  for (const [k, v] of params) {
    switch (k) {
      case 'view':
        if (v !== String(VIEW_LINK_VERSION)) return { view: {}, error: `the link's view settings use version "${v.slice(0, 20)}", but this app reads version ${VIEW_LINK_VERSION}` };
        break;
      case 'mode':
        if (!(MODES as readonly string[]).includes(v)) return { view: {}, error: `there is no mode "${v.slice(0, 20)}" (one of ${MODES.join(', ')})` };
        view.mode = v as Mode;
        break;
      case 'theme':
        if (!Object.hasOwn(THEMES, v)) return { view: {}, error: `there is no theme "${v.slice(0, 20)}" (one of ${Object.keys(THEMES).join(', ')})` };
        view.theme = v as ThemeName;
        break;
      case 'plots': {
        const ids = v.split(',');
        const bad = ids.find((id) => !isPlotChoice(id));
        if (bad !== undefined) return { view: {}, error: `there is no plot "${bad.slice(0, 20)}" to show` };
        if (ids.length > MAX_PRESENTED_PLOTS || new Set(ids).size !== ids.length) return { view: {}, error: `"plots" names 1 to ${MAX_PRESENTED_PLOTS} different plots` };
        view.plots = ids as PlotChoice[];
        break;
      }
      case 'present':
      case 'embed': {
        const f = flag(k, v);
        if (typeof f === 'string') return { view: {}, error: f };
        view[k] = f;
        break;
      }
      case 'zoom': {
        const parts = v.split(',');
        const nums = parts.map(Number);
        if (parts.length !== 2 || nums.some((n) => !Number.isFinite(n) || n < 0) || nums[1] <= nums[0]) return { view: {}, error: `"zoom" must be two times t0,t1 in seconds with 0 ≤ t0 < t1, not "${v.slice(0, 30)}"` };
        view.zoom = [nums[0], nums[1]];
        break;
      }
    }
  }
  return { view, error: null };
}

/** Split a fragment (with or without '#') into its scenario part and its view settings. */
export function splitViewParams(fragment: string): SplitLink {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.trim() === '') return { scenario: '', view: {}, error: null };
  const kept: string[] = [];
  const viewParams: [string, string][] = [];
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
    if (KEY_SET.has(key)) {
      if (viewParams.some(([k]) => k === key)) return { scenario: kept.join('&'), view: {}, error: `the link sets "${key}" twice` };
      viewParams.push([key, decodeURIComponent(eq < 0 ? '' : part.slice(eq + 1))]);
    } else kept.push(part);
  }
  const { view, error } = parseView(viewParams);
  return { scenario: kept.join('&'), view, error };
}

/** The view keys to append to a scenario fragment ('' when the view is all defaults). */
export function encodeViewParams(view: ViewLink): string {
  const parts: string[] = [];
  if (view.mode !== undefined && view.mode !== 'explore') parts.push(`mode=${view.mode}`);
  if (view.theme !== undefined && view.theme !== 'default') parts.push(`theme=${view.theme}`);
  if (view.plots !== undefined) parts.push(`plots=${view.plots.join(',')}`);
  if (view.present) parts.push('present=1');
  if (view.embed) parts.push('embed=1');
  if (view.zoom) parts.push(`zoom=${view.zoom.map((t) => +t.toFixed(4)).join(',')}`);
  return parts.length === 0 ? '' : [`view=${VIEW_LINK_VERSION}`, ...parts].join('&');
}

/** A scenario fragment joined with its view keys. */
export function joinFragment(scenario: string, view: ViewLink): string {
  const v = encodeViewParams(view);
  return [scenario, v].filter((s) => s !== '').join('&');
}
