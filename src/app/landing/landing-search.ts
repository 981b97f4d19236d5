import type { Lesson } from '../../lessons/schema';
import type { CatalogEntry } from '../../scenario-edit/catalog';
import { presetMatches, textMatches } from './preset-search';

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

/** What the search found, as its status says it: "2 lessons and 5 demos found. Enter: go to the first." */
export function foundText(lessons: number, demos: readonly CatalogEntry[]): string {
  const n = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  if (lessons === 0 && demos.length === 0) return 'Nothing found: try fewer or other words (a topic such as fairness, bufferbloat or Wi-Fi; a study such as seed 000).';
  return `${n(lessons, 'lesson')} and ${n(demos.length, 'demo')} found. Enter: go to the first; Escape: clear the search.`;
}
