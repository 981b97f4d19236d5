import { presetScenarioShared, type CatalogEntry } from '../../scenario-edit/catalog';
import { SEED_STUDIES, type SeedStudy } from '../../sim-core';
import { withoutPaperMarks } from '../../scenario-edit/paper-marks';
import { DEMO_GROUPS, groupedCatalog, type DemoGroup, type DemoGroupSpec } from './demo-groups';
import { SEARCH_SYNONYMS } from './search-synonyms';

/** Lower case, hyphens and spaces folded: "Wi-Fi", "wifi" and "wi fi" are one word. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[-\s_]+/g, '');
}

const ownTexts = new Map<string, string>();

/** The group a preset is offered in (demo-groups.ts), if any. */
function groupOf(name: string): DemoGroup | undefined {
  return groupedCatalog().groups.find((g) => g.entries.some((x) => x.name === name));
}

/**
 * The seed study a preset's name says it reproduces or is built on ("seed000-droptail" → Riva's
 * thesis), as the core's list of studies gives it (SEED_STUDIES: prefix, citation, what it
 * reproduces).
 */
export function presetStudy(name: string): SeedStudy | null {
  return SEED_STUDIES.find((s) => name === s.prefix || name.startsWith(`${s.prefix}-`)) ?? null;
}

/**
 * What a preset is found by on its own: its name and title, its description, its group's tags
 * (a tag labels every demo of its group: "Wi-Fi" is each wireless demo's word), and the seed
 * study it comes from — its seed ("seed 000"), authors, year, title and venue (not what its
 * presets reproduce: one study's line names every one of its tests, "voice" would find its
 * late-flow presets), so a reader who knows the study by its seed or by "Weigle & Jeffay" finds
 * it (screen-reader trial 4: "seed 000" was unfindable among 21 hits).
 */
function ownText(e: CatalogEntry): string {
  let h = ownTexts.get(e.name);
  if (h === undefined) {
    const description = withoutPaperMarks(presetScenarioShared(e.name)?.description ?? '');
    const seed = presetStudy(e.name);
    const studyWords = seed ? [seed.prefix, seed.study.authors, seed.study.year, seed.study.title, seed.study.venue ?? ''] : [];
    h = fold([e.name, e.title, description, ...(groupOf(e.name)?.tags ?? []), ...studyWords].join(' '));
    ownTexts.set(e.name, h);
  }
  return h;
}

/** A group's heading as searched: its title and blurb (what the group as a whole is about). */
function headingText(g: DemoGroupSpec): string {
  return fold(`${g.title} ${g.blurb}`);
}

/** Words a search leaves out: the joins of author lists ("Floyd & Jacobson", "Floyd and Jacobson", "Weigle et al."). */
const JOINS = new Set(['&', 'and', 'et', 'al', 'al.']);

/**
 * Words for a match-up, any of which answers another: "vegas vs reno" missed the lesson "Vegas
 * meets Reno" (nav5's check of the phone trial 13:30), and leaving "vs" out listed 27 demos that
 * merely name both.
 */
const MATCH_UP = ['vs', 'versus', 'meets'];

/** Each folded word of SEARCH_SYNONYMS with its row's folded words (the word itself among them). */
const SYNONYMS = new Map(SEARCH_SYNONYMS.flatMap((row) => row.map((w) => [fold(w), row.map(fold)] as const)));

/** Whether folded text holds a folded query word (a match-up word as any of MATCH_UP, a teaching word as any of its synonyms). */
function holds(text: string, word: string): boolean {
  const w = word.replace(/\.$/, '');
  if (MATCH_UP.includes(w)) return MATCH_UP.some((m) => text.includes(m));
  return (SYNONYMS.get(w) ?? [word]).some((s) => text.includes(s));
}

/** Whether a text holds a query word as the search reads it (folded, with its synonyms). */
export function textHoldsWord(text: string, word: string): boolean {
  return holds(fold(text), fold(word));
}

/**
 * The query's words as typed: a study's seed is one word however typed ("seed 000", "Seed-000",
 * "seed000"), so its number does not match every "20 000-byte buffer"; author joins are dropped.
 */
export function typedWords(query: string): string[] {
  return query
    .replace(/\bseed[\s_-]*(\d{3})\b/gi, 'seed$1')
    .split(/[\s,;]+/)
    .filter((w) => !JOINS.has(w.toLowerCase()) && fold(w) !== '');
}

/** The query's words, folded. */
function queryWords(query: string): string[] {
  return typedWords(query).map(fold);
}

/** Whether a text holds every word of the query, folded as the preset search folds them (an empty query matches all). */
export function textMatches(text: string, query: string): boolean {
  const h = fold(text);
  return queryWords(query).every((w) => holds(h, w));
}

/**
 * Whether a preset matches every word of the query on its own words (an empty query matches all).
 * Its group's heading is left out: "vegas" found all 28 demos of "Chang (2004): Vegas and Reno
 * under RED", Reno against Reno among them (phone trial 13:30, s02).
 */
export function presetMatches(e: CatalogEntry, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const h = ownText(e);
  return words.every((w) => holds(h, w));
}

/**
 * The entries of a group a search lists: those that match on their own words; where none does,
 * the words its heading and each entry share between them ("Chang reno" finds Chang's Reno demos);
 * and where the heading alone holds every word, the whole group (the group is what was found).
 * Ranked as rankOf says, catalogue order kept among equals.
 */
export function groupHits(g: DemoGroupSpec, entries: readonly CatalogEntry[], query: string): CatalogEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  const own = entries.filter((e) => presetMatches(e, query));
  const head = headingText(g);
  const hits = own.length > 0 ? own : entries.filter((e) => words.every((w) => holds(head, w) || holds(ownText(e), w)));
  return byRank(hits, query);
}

/**
 * How well a title answers the query, best first: 0 the title is the query, 1 the title holds the
 * query as typed ("vegas vs reno" in "Two flows, Vegas vs Reno — tail drop"), 2 the title holds
 * every word, from 3 up to 4 the words are elsewhere (its description, study or tags), the more of
 * them in its title or its group's name the nearer 3: "red worse" lists the Wi-Fi demo titled RED
 * whose description says RED's drops cost more above a demo whose text merely holds both words
 * (lecturer trial 05:10, step 25).
 */
export function rankOf(e: CatalogEntry, query: string): number {
  const q = fold(query);
  const t = fold(e.title);
  if (q === '') return 3;
  if (t === q) return 0;
  if (t.includes(q)) return 1;
  const words = queryWords(query);
  if (words.every((w) => holds(t, w))) return 2;
  const named = fold(`${e.title} ${groupOf(e.name)?.title ?? ''}`);
  const inName = words.filter((w) => holds(named, w)).length;
  return 3 + (words.length - inName) / (words.length + 1);
}

/** A preset's searched text and its name line (title and group name), for weighing a query's words (forgiving-query.ts). */
export function presetSearchTexts(): { text: string; name: string }[] {
  return groupedCatalog().groups.flatMap((g) =>
    g.entries.map((e) => ({ text: `${ownText(e)} ${headingText(g)}`, name: `${e.title} ${g.title}` })),
  ).concat(groupedCatalog().ungrouped.map((e) => ({ text: ownText(e), name: e.title })));
}

/** Entries best-ranked first, in their own order among equals. */
export function byRank(entries: readonly CatalogEntry[], query: string): CatalogEntry[] {
  return entries
    .map((e, i) => ({ e, i, r: rankOf(e, query) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}

/** The preset groups with only the presets the query finds (empty groups left out), the group with the best-ranked find first. */
export function searchCatalog(query: string): DemoGroup[] {
  const found = groupedCatalog()
    .groups.map((g) => ({ ...g, entries: groupHits(g, g.entries, query) }))
    .filter((g) => g.entries.length > 0);
  return rankGroups(found, query);
}

/** Groups ordered by their best entry's rank (stable: their own order among equals). */
export function rankGroups<G extends { entries: readonly CatalogEntry[] }>(groups: readonly G[], query: string): G[] {
  const best = (g: G) => Math.min(4, ...g.entries.map((e) => rankOf(e, query)));
  return groups
    .map((g, i) => ({ g, i, r: best(g) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.g);
}

/** Every tag the groups declare, for the search field's hint. */
export const SEARCH_TAGS: readonly string[] = [...new Set(DEMO_GROUPS.flatMap((g) => g.tags ?? []))];

/** How many presets a search names in its count (a screen reader hears them; the rest are counted). */
const NAMED_IN_COUNT = 3;

/**
 * The search's count as said: "21 found: A; B; C; and 18 more. Enter: go to them in the Preset
 * list." ("21 found" alone never said which, screen-reader trial 3).
 */
export function searchFoundText(groups: readonly DemoGroup[]): string {
  const titles = groups.flatMap((g) => g.entries.map((e) => e.title));
  if (titles.length === 0) return 'no preset found';
  const named = titles.slice(0, NAMED_IN_COUNT).join('; ');
  const more = titles.length > NAMED_IN_COUNT ? `; and ${titles.length - NAMED_IN_COUNT} more` : '';
  return `${titles.length} found: ${named}${more}. Enter: go to them in the Preset list.`;
}

/** A group lists every find up to this many; past it, FIRST_SET_UPS distinct set-ups first (Landing's GroupEntries). */
const LISTED_WHOLE = 5;
const FIRST_SET_UPS = 4;

/** A demo's set-up: its title before the queue (" — tail drop"), which its study's variants share. */
const setUp = (e: CatalogEntry) => e.title.split(' — ')[0];

/**
 * A group's finds as a search first lists them: all when few; else the best-ranked (rankOf) when
 * they are few ("vegas vs reno": the two demos so titled), then the best-ranked of each further
 * set-up, up to FIRST_SET_UPS in all, in rank order; the rest (rank order kept) behind a disclosure.
 */
export function firstFinds(entries: readonly CatalogEntry[], query: string): { first: CatalogEntry[]; rest: CatalogEntry[] } {
  if (entries.length <= LISTED_WHOLE) return { first: [...entries], rest: [] };
  const best = Math.min(...entries.map((e) => rankOf(e, query)));
  const top = entries.filter((e) => rankOf(e, query) === best);
  const chosen = new Set(top.length <= FIRST_SET_UPS ? top : []);
  const seen = new Set([...chosen].map(setUp));
  for (const e of entries) {
    if (chosen.size >= FIRST_SET_UPS) break;
    if (!seen.has(setUp(e))) {
      chosen.add(e);
      seen.add(setUp(e));
    }
  }
  return { first: entries.filter((e) => chosen.has(e)), rest: entries.filter((e) => !chosen.has(e)) };
}
