import type { GlossaryTerm } from './terms';

/**
 * How well a term answers what a student typed, best first: its name or an alias is the query;
 * its name starts with it; a word of its name does ("CoDel" in "FQ-CoDel"); or only its text
 * mentions it. A student typing "CoDel" saw "Queue" and "CE threshold" (whose texts mention
 * CoDel) above "CoDel" itself, listed in the glossary's order (issue 37).
 */
export enum TermMatch {
  Exact = 0,
  NamePrefix = 1,
  NameWord = 2,
  Text = 3,
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9_·]+/).filter(Boolean);

/** How a term matches the query (trimmed, any case), or null when it does not. */
export function termMatch(t: Pick<GlossaryTerm, 'label' | 'aliases' | 'tip' | 'body'>, query: string): TermMatch | null {
  const q = query.trim().toLowerCase();
  if (!q) return TermMatch.Text;
  const names = [t.label, ...(t.aliases ?? [])].map((n) => n.toLowerCase());
  if (names.includes(q)) return TermMatch.Exact;
  if (names.some((n) => n.startsWith(q))) return TermMatch.NamePrefix;
  const qWords = words(q);
  if (qWords.length > 0 && names.some((n) => words(n).some((w) => w.startsWith(qWords[0])) && n.includes(q))) return TermMatch.NameWord;
  if (names.some((n) => n.includes(q)) || t.tip.toLowerCase().includes(q) || t.body.toLowerCase().includes(q)) return TermMatch.Text;
  return null;
}

/** The terms that match the query, best match first; equal matches keep the glossary's order. An empty query keeps them all, in order. */
export function rankTerms<T extends Pick<GlossaryTerm, 'label' | 'aliases' | 'tip' | 'body'>>(terms: readonly T[], query: string): T[] {
  return terms
    .map((t, i) => ({ t, i, m: termMatch(t, query) }))
    .filter((x): x is { t: T; i: number; m: TermMatch } => x.m !== null)
    .sort((a, b) => a.m - b.m || a.i - b.i)
    .map((x) => x.t);
}
