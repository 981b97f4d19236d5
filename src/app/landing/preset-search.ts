import { presetScenarioShared, type CatalogEntry } from '../../scenario-edit/catalog';
import { SEED_STUDIES, type SeedStudy } from '../../sim-core';
import { withoutPaperMarks } from '../../scenario-edit/paper-marks';
import { DEMO_GROUPS, groupedCatalog, type DemoGroup } from './demo-groups';

/** Lower case, hyphens and spaces folded: "Wi-Fi", "wifi" and "wi fi" are one word. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[-\s_]+/g, '');
}

const haystacks = new Map<string, string>();

/**
 * The seed study a preset's name says it reproduces or is built on ("seed000-droptail" → Riva's
 * thesis), as the core's list of studies gives it (SEED_STUDIES: prefix, citation, what it
 * reproduces).
 */
export function presetStudy(name: string): SeedStudy | null {
  return SEED_STUDIES.find((s) => name === s.prefix || name.startsWith(`${s.prefix}-`)) ?? null;
}

/**
 * What a preset is found by: its name and title, its description, its group's title, blurb and
 * tags, and the seed study it comes from — its seed ("seed 000"), authors, year, title and venue
 * (not what its presets reproduce: one study's line names every one of its tests, "voice" would
 * find its late-flow presets), so a reader who knows the study by its seed or by "Weigle & Jeffay"
 * finds it (screen-reader trial 4: "seed 000" was unfindable among 21 hits).
 */
function haystack(e: CatalogEntry): string {
  let h = haystacks.get(e.name);
  if (h === undefined) {
    const group = groupedCatalog().groups.find((g) => g.entries.some((x) => x.name === e.name));
    const description = withoutPaperMarks(presetScenarioShared(e.name)?.description ?? '');
    const seed = presetStudy(e.name);
    const studyWords = seed ? [seed.prefix, seed.study.authors, seed.study.year, seed.study.title, seed.study.venue ?? ''] : [];
    h = fold([e.name, e.title, description, group?.title ?? '', group?.blurb ?? '', ...(group?.tags ?? []), ...studyWords].join(' '));
    haystacks.set(e.name, h);
  }
  return h;
}

/** Words a search leaves out: the joins of author lists ("Floyd & Jacobson", "Floyd and Jacobson", "Weigle et al."). */
const JOINS = new Set(['&', 'and', 'et', 'al', 'al.']);

/**
 * The query's words, folded: a study's seed is one word however typed ("seed 000", "Seed-000",
 * "seed000"), so its number does not match every "20 000-byte buffer"; author joins are dropped.
 */
function queryWords(query: string): string[] {
  return query
    .replace(/\bseed[\s_-]*(\d{3})\b/gi, 'seed$1')
    .split(/[\s,;]+/)
    .filter((w) => !JOINS.has(w.toLowerCase()))
    .map(fold)
    .filter((w) => w !== '');
}

/** Whether a text holds every word of the query, folded as the preset search folds them (an empty query matches all). */
export function textMatches(text: string, query: string): boolean {
  const h = fold(text);
  return queryWords(query).every((w) => h.includes(w));
}

/** Whether a preset matches every word of the query (an empty query matches all). */
export function presetMatches(e: CatalogEntry, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const h = haystack(e);
  return words.every((w) => h.includes(w));
}

/** The preset groups with only the presets the query finds (empty groups left out). */
export function searchCatalog(query: string): DemoGroup[] {
  return groupedCatalog()
    .groups.map((g) => ({ ...g, entries: g.entries.filter((e) => presetMatches(e, query)) }))
    .filter((g) => g.entries.length > 0);
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
