import { presetScenarioShared, type CatalogEntry } from '../../scenario-edit/catalog';
import { withoutPaperMarks } from '../../scenario-edit/paper-marks';
import { DEMO_GROUPS, groupedCatalog, type DemoGroup } from './demo-groups';

/** Lower case, hyphens and spaces folded: "Wi-Fi", "wifi" and "wi fi" are one word. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[-\s_]+/g, '');
}

const haystacks = new Map<string, string>();

/** What a preset is found by: its title and description, its group's title, blurb and tags. */
function haystack(e: CatalogEntry): string {
  let h = haystacks.get(e.name);
  if (h === undefined) {
    const group = groupedCatalog().groups.find((g) => g.entries.some((x) => x.name === e.name));
    const description = withoutPaperMarks(presetScenarioShared(e.name)?.description ?? '');
    h = fold([e.name, e.title, description, group?.title ?? '', group?.blurb ?? '', ...(group?.tags ?? [])].join(' '));
    haystacks.set(e.name, h);
  }
  return h;
}

/** Whether a preset matches every word of the query (an empty query matches all). */
export function presetMatches(e: CatalogEntry, query: string): boolean {
  const words = query.split(/\s+/).map(fold).filter((w) => w !== '');
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
