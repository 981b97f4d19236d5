import { describeIssues } from './view-forms';
import { ALL_VIEW_FIELDS, VIEW_LINK_VERSION, type ViewLink } from './view-fields';

export { VIEW_LINK_VERSION, type ViewLink };

/**
 * What a link says about the view, beside the scenario: a versioned extension of the link
 * format, in the same fragment. `view=N` is its version (optional when reading, so a hand-made
 * `#…&embed=1` works; always written). The keys and what they hold are declared once, in
 * view-fields.ts (mode, theme, presented plots, presentation, embed, zoom window, the
 * time-sequence flow, B's queue, the sweep's settings). They are taken out before the scenario
 * part is decoded, so scenario links are unchanged; any other key is the scenario codec's.
 */
const FIELD_BY_KEY = new Map(ALL_VIEW_FIELDS.map((f) => [f.key, f]));
const VERSION_KEY = 'view';

export interface SplitLink {
  /** The fragment without the view keys (what the scenario codec reads). */
  scenario: string;
  view: ViewLink;
  /** A refused view setting (the scenario part may still be fine). */
  error: string | null;
}

function decodePart(s: string): string | null {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The link's view version: its `view=` key, or the newest when it has none (a hand-made link). */
function readVersion(params: [string, string][]): { version: number } | { error: string } {
  const v = params.find(([k]) => k === VERSION_KEY)?.[1];
  if (v === undefined) return { version: VIEW_LINK_VERSION };
  const n = /^[1-9]\d{0,3}$/.test(v) ? Number(v) : Number.NaN;
  if (!(n >= 1 && n <= VIEW_LINK_VERSION)) {
    return { error: `the link's view settings use version "${v.slice(0, 20)}", but this app reads versions 1 to ${VIEW_LINK_VERSION}` };
  }
  return { version: n };
}

function parseView(params: [string, string][]): { view: ViewLink; error: string | null } {
  const refuse = (error: string) => ({ view: {}, error });
  const version = readVersion(params);
  if ('error' in version) return refuse(version.error);
  const view: Record<string, unknown> = {};
  for (const [key, text] of params) {
    const f = FIELD_BY_KEY.get(key);
    if (!f) continue;
    if (f.since > version.version) return refuse(`"${key}" is not a view setting of version ${version.version} (it came with version ${f.since})`);
    const parsed = f.form.parse(text);
    if (!parsed.ok) return refuse(f.form.structured ? `${f.what} ("${key}"): ${parsed.error}` : `"${key}" ${parsed.error}`);
    const checked = f.schema.safeParse(parsed.value);
    if (!checked.success) {
      if (f.refusal) return refuse(f.refusal(text));
      const why = describeIssues(checked.error.issues);
      return refuse(f.form.structured ? `${f.what} ("${key}"): ${why}` : why);
    }
    view[f.name] = checked.data;
  }
  return { view: view as ViewLink, error: null };
}

/** Split a fragment (with or without '#') into its scenario part and its view settings. */
export function splitViewParams(fragment: string): SplitLink {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.trim() === '') return { scenario: '', view: {}, error: null };
  const kept: string[] = [];
  const viewParams: [string, string][] = [];
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    const key = decodePart(eq < 0 ? part : part.slice(0, eq));
    if (key !== null && (key === VERSION_KEY || FIELD_BY_KEY.has(key))) {
      if (viewParams.some(([k]) => k === key)) return { scenario: kept.join('&'), view: {}, error: `the link sets "${key}" twice` };
      const value = decodePart(eq < 0 ? '' : part.slice(eq + 1));
      if (value === null) return { scenario: kept.join('&'), view: {}, error: `the link's "${key}" is not properly percent-encoded` };
      viewParams.push([key, value]);
    } else kept.push(part);
  }
  const { view, error } = parseView(viewParams);
  return { scenario: kept.join('&'), view, error };
}

/** Percent-encoding that keeps the commas of lists readable ("zoom=2,8.5"). */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(/%2C/g, ',');
}

/** The view keys to append to a scenario fragment ('' when the view is all defaults). */
export function encodeViewParams(view: ViewLink): string {
  const parts: string[] = [];
  const values = view as Record<string, unknown>;
  for (const f of ALL_VIEW_FIELDS) {
    const v = values[f.name];
    if (v === undefined || (f.default !== undefined && JSON.stringify(v) === JSON.stringify(f.default))) continue;
    parts.push(`${f.key}=${encodeValue(f.form.format(v))}`);
  }
  return parts.length === 0 ? '' : [`${VERSION_KEY}=${VIEW_LINK_VERSION}`, ...parts].join('&');
}

/** A scenario fragment joined with its view keys. */
export function joinFragment(scenario: string, view: ViewLink): string {
  const v = encodeViewParams(view);
  return [scenario, v].filter((s) => s !== '').join('&');
}
