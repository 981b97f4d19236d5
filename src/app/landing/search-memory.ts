/**
 * The start page's search, kept in its history entry (history.state), so the browser's Back to the
 * page brings the query and its finds back: a phone student who searched "vegas", opened A/B and
 * went back found the box empty and typed it again (phone trial 05:10, step 16). Kept in the
 * entry's state, not its address: the landing page's address carries no parameters (go-home.ts,
 * run-controller's urlSettled). Replaced as the student types, never pushed: typing is not a place.
 */
const KEY = 'landingSearch';

/** A query longer than this is nothing a person typed; read back, it is dropped, as any link parameter out of range. */
const MAX_LENGTH = 200;

function entryState(): Record<string, unknown> {
  const s: unknown = typeof history === 'undefined' ? null : history.state;
  return s !== null && typeof s === 'object' ? (s as Record<string, unknown>) : {};
}

/** The query this history entry holds, checked: a string of at most MAX_LENGTH characters, else none. */
export function rememberedSearch(): string {
  const q = entryState()[KEY];
  return typeof q === 'string' && q.length <= MAX_LENGTH ? q : '';
}

/** Keep the query in this history entry (the address unchanged). */
export function rememberSearch(query: string): void {
  if (typeof history === 'undefined' || rememberedSearch() === query) return;
  history.replaceState({ ...entryState(), [KEY]: query.slice(0, MAX_LENGTH) }, '');
}
