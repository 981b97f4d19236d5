import { ALL_VIEW_FIELDS } from './view-fields';

/** The `view=N` version key a link writes beside the view fields' keys (view-link.ts). */
const VIEW_VERSION_KEY = 'view';
const FIELD_BY_KEY = new Map(ALL_VIEW_FIELDS.map((f) => [f.key, f]));

/** A link's fragment keys and their raw values, in order. */
function fragmentParams(link: string): Map<string, string> {
  const hash = link.includes('#') ? link.slice(link.indexOf('#') + 1) : '';
  const params = new Map<string, string>();
  for (const part of hash.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    params.set(eq < 0 ? part : part.slice(0, eq), eq < 0 ? '' : part.slice(eq + 1));
  }
  return params;
}

/** "a, b and c". */
function inWords(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Why a copied link is no longer the one that would be copied now, in words: the scenario, or only
 * the link's options (the view keys, each named by its field's `what`). Ticking "Hide the numbers"
 * or setting the replay's speed after a copy read "stale — the scenario changed since", and a
 * lecturer wondered whether the scenario had been edited (lecturer-0055, confusion 6).
 */
export function linkChangeWords(copied: string, now: string): string {
  const before = fragmentParams(copied);
  const after = fragmentParams(now);
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
  const scenarioChanged = keys.length === 0 || keys.some((k) => k !== VIEW_VERSION_KEY && !FIELD_BY_KEY.has(k));
  if (scenarioChanged) return 'the scenario changed since';
  const options = ALL_VIEW_FIELDS.filter((f) => keys.includes(f.key)).map((f) => f.what);
  return `the link's options changed since (${inWords(options)})`;
}
