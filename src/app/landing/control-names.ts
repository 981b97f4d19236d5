import type { Lesson } from '../../lessons/schema';

/**
 * The words that give the start page's repeated controls a name of their own. A screen reader's
 * list of links read "Start here: tail drop and RED" four times (a lesson card's live demo) and the
 * lecturer could not tell whose it was; two "Present the comparison" links of one pair, one under
 * its group and one on a lesson's card, said the same (lecturer trial, issue 37). Each name keeps
 * the visible words first (a voice command by them still finds it, WCAG 2.5.3) and ends with what
 * tells it apart.
 */

/** A lesson card's link to its live demo (a group, one run, a pair): the demo, then whose it is. */
export function liveDemoName(demo: string, lesson: Pick<Lesson, 'title'>): string {
  return `${demo}, the live demo for the lesson “${lesson.title}”`;
}

/** After a group's own control ("Published result", "Show all 12"): which group. */
export function ofGroupWords(groupTitle: string): string {
  return `of “${groupTitle}”`;
}

/** The Sandbox section's button, after the words it shares with the page's top one: what it opens. */
export const SANDBOX_SECOND_WORDS = ': start from three TCP flows on a narrow link';
