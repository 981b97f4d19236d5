import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedSearch, rememberSearch } from '../../src/app/landing/search-memory';

/** A history entry's state, as the browser keeps it (replaceState's first argument). */
function stubHistory(state: unknown) {
  const h = { state, replaceState: (s: unknown) => (h.state = s) };
  vi.stubGlobal('history', h);
  return h;
}

describe("the start page's search kept in its history entry (phone trial 05:10, step 16)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the query beside what the entry already holds, and reads it back', () => {
    const h = stubHistory({ other: 1 });
    rememberSearch('vegas');
    expect(h.state).toEqual({ other: 1, landingSearch: 'vegas' });
    expect(rememberedSearch()).toBe('vegas');
  });

  it('reads nothing from a state that is not its own: null, a number, a non-string or an over-long query', () => {
    for (const s of [null, 3, { landingSearch: 42 }, { landingSearch: 'x'.repeat(201) }]) {
      stubHistory(s);
      expect(rememberedSearch(), JSON.stringify(s)).toBe('');
    }
  });

  it('keeps the last query for the tab too: a new history entry (the title’s way home) starts from it, and an entry’s own query wins (phone trial 11:45)', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    stubHistory(null);
    rememberSearch('vegas');
    stubHistory(null);
    expect(rememberedSearch()).toBe('vegas');
    stubHistory({ landingSearch: 'codel' });
    expect(rememberedSearch()).toBe('codel');
    // Cleared is remembered as cleared.
    stubHistory(null);
    rememberSearch('');
    stubHistory(null);
    expect(rememberedSearch()).toBe('');
    store.set('clab.landingSearch', 'x'.repeat(201));
    expect(rememberedSearch()).toBe('');
  });
});
