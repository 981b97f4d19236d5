import type { Lesson } from '../../lessons/schema';
import type { CatalogEntry } from '../../scenario-edit/catalog';
import { presetMatches, rankOf, textMatches } from './preset-search';

/**
 * The start page's search: one field that filters the lessons (title, summary, topic, level, the words a lesson lists for search) and
 * the demos (the preset search's words: title, description, group, tags, seed study) as one
 * types. Screen-reader trial sr-0330 found no way on the start page to find a demo but 15 Tabs
 * through closed groups; the preset search existed only inside the simulator.
 */
export function lessonMatches(l: Lesson, query: string): boolean {
  return textMatches([l.title, l.summary, l.topic, l.level, ...(l.searchWords ?? [])].join(' '), query);
}

export { presetMatches as demoMatches };

/**
 * What the search found, as its status says it: "2 lessons and 5 demos found (3 with every word in
 * their title, listed first). Enter: go to the first." The count is what is listed; the titled ones
 * are said apart, as "vegas" also finds demos whose description only mentions Vegas (Reno against
 * Reno, with Vegas as its contrast: phone trial 13:30).
 */
export function foundText(lessons: number, demos: readonly CatalogEntry[], query = ''): string {
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  if (lessons === 0 && demos.length === 0) return 'Nothing found: try fewer or other words (a topic such as fairness, bufferbloat or Wi-Fi; a study such as seed 000).';
  const titled = demos.filter((d) => rankOf(d, query) <= 2).length;
  const first = titled > 0 && titled < demos.length ? ` (${titled} with ${query.trim().includes(' ') ? 'every word' : `“${query.trim()}”`} in the title, listed first)` : '';
  return `${n(lessons, 'lesson')} and ${n(demos.length, 'demo')} found${first}. Enter: go to the first; Escape: clear the search.`;
}
