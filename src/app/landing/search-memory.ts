/**
 * The start page's search, kept in its history entry (history.state), so the browser's Back to the
 * page brings the query and its finds back: a phone student who searched "vegas", opened A/B and
 * went back found the box empty and typed it again (phone trial 05:10, step 16). Kept in the
 * entry's state, not its address: the landing page's address carries no parameters (go-home.ts,
 * run-controller's urlSettled). Replaced as the student types, never pushed: typing is not a place.
 * The tab's session keeps the last query too: the title's way home opens a new entry, and a phone
 * student who went home by it found the box empty (phone trial 11:45).
 */
const KEY = 'landingSearch';

/** A query longer than this is nothing a person typed; read back, it is dropped, as any link parameter out of range. */
const MAX_LENGTH = 200;

function entryState(): Record<string, unknown> {
  const s: unknown = typeof history === 'undefined' ? null : history.state;
  return s !== null && typeof s === 'object' ? (s as Record<string, unknown>) : {};
}

/** The tab's session storage key of the last query (the title's way home starts a new history entry). */
const SESSION_KEY = 'clab.landingSearch';

const checked = (q: unknown): string | null => (typeof q === 'string' && q.length <= MAX_LENGTH ? q : null);

/** The tab's last query, checked as the entry's is; null where the session holds none (or storage is refused). */
function sessionSearch(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : checked(sessionStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

/** The query this history entry holds, else the tab's last one, checked: a string of at most MAX_LENGTH characters, else none. */
export function rememberedSearch(): string {
  return checked(entryState()[KEY]) ?? sessionSearch() ?? '';
}

/** Keep the query in this history entry (the address unchanged) and as the tab's last query. */
export function rememberSearch(query: string): void {
  const q = query.slice(0, MAX_LENGTH);
  try {
    if (typeof sessionStorage !== 'undefined' && sessionSearch() !== q) sessionStorage.setItem(SESSION_KEY, q);
  } catch {
    // A browser refusing storage (private mode, quota) keeps the entry's query only.
  }
  if (typeof history === 'undefined' || checked(entryState()[KEY]) === q) return;
  history.replaceState({ ...entryState(), [KEY]: q }, '');
}
