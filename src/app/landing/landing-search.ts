import type { Lesson } from '../../lessons/schema';
import type { CatalogEntry } from '../../scenario-edit/catalog';
import { presetMatches, presetSearchTexts, rankOf, textHoldsWord, textMatches, typedWords } from './preset-search';
import { ignoredText, planQuery, type QueryPlan } from './forgiving-query';
import { DEMO_SECTIONS, GROUP_COUNTED, type DemoSection } from './demo-groups';

/**
 * The start page's search: one field that filters the lessons (title, summary, topic, level, the words a lesson lists for search) and
 * the demos (the preset search's words: title, description, group, tags, seed study) as one
 * types. Screen-reader trial sr-0330 found no way on the start page to find a demo but 15 Tabs
 * through closed groups; the preset search existed only inside the simulator.
 */
export function lessonMatches(l: Lesson, query: string): boolean {
  return textMatches(lessonText(l), query);
}

/** A lesson's searched words (its title, summary, topic, level and search words). */
function lessonText(l: Lesson): string {
  return [l.title, l.summary, l.topic, l.level, ...(l.searchWords ?? [])].join(' ');
}

/**
 * The query's words the start page searches by, over its lessons and every demo: a word nothing
 * holds with the others is left out and said (lecturer trial 05:10, step 25: "wifi red worse" found nothing).
 */
export function landingPlan(query: string, lessons: readonly Lesson[]): QueryPlan {
  return planQuery(query, [...lessons.map((l) => ({ text: lessonText(l), name: l.title })), ...presetSearchTexts()]);
}

/**
 * The lessons a search finds, those with more of its words in their title first (catalogue order
 * among equals): "bufferbloat video call" listed the bufferbloat lesson behind others (lecturer trial 05:10).
 */
export function foundLessons(lessons: readonly Lesson[], query: string): Lesson[] {
  const words = typedWords(query);
  if (words.length === 0) return [...lessons];
  const inTitle = (l: Lesson) => words.filter((w) => textHoldsWord(l.title, w)).length;
  return lessons
    .filter((l) => lessonMatches(l, query))
    .map((l, i) => ({ l, i, n: inTitle(l) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.l);
}

export { presetMatches as demoMatches };

/**
 * What the search found, as its status says it: "1 lesson, 2 teaching demos and 5 runs of published
 * studies found (3 with every word in their title, listed first). Enter: go to the first." Each
 * section's finds are counted under that section's own words (DEMO_SECTIONS `counted`), in the
 * page's order: "28 demos" sent a student to the teaching demos, which held none of them
 * (phone-1740, steps 2–3). The count is what is listed; the titled ones are said apart, as "vegas"
 * also finds demos whose description only mentions Vegas (phone trial 13:30).
 */
export function foundText(lessons: number, found: readonly { section: DemoSection; entries: readonly CatalogEntry[] }[], query = '', plan?: QueryPlan): string {
  const demos = found.flatMap((f) => f.entries);
  const ignored = plan ? ignoredText(plan) : '';
  if (lessons === 0 && demos.length === 0) return 'Nothing found: try fewer or other words (a topic such as fairness, bufferbloat or Wi-Fi; a study such as seed 000).';
  const parts = [`${lessons} lesson${lessons === 1 ? '' : 's'}`];
  for (const sec of DEMO_SECTIONS) {
    const hits = found.filter((f) => f.section === sec.id && f.entries.length > 0);
    const k = hits.reduce((sum, f) => sum + f.entries.length, 0);
    // The groups they are listed in, where fewer than the demos: the page shows groups (GROUP_COUNTED).
    const g = hits.length;
    const inGroups = g < k ? ` in ${g} ${g === 1 ? GROUP_COUNTED.one : GROUP_COUNTED.many}` : '';
    if (k > 0) parts.push(`${k} ${k === 1 ? sec.counted.one : sec.counted.many}${inGroups}`);
  }
  if (parts.length === 1) parts.push('no demos');
  const titled = demos.filter((d) => rankOf(d, query) <= 2).length;
  const first = titled > 0 && titled < demos.length ? ` (${titled} with ${query.trim().includes(' ') ? 'every word' : `“${query.trim()}”`} in the title, listed first)` : '';
  return `${ignored}${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]} found${first}. Enter: go to the first; Escape: clear the search.`;
}
