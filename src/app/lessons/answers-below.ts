import { useEffect, useState, type RefObject } from 'react';

/**
 * How many of a prediction's answers end below the lesson body's visible part: the Submit bar
 * under the body says so with a button that brings them up. The third answer of the Vegas
 * lesson's step 3 sat under a phone's bar, found only by swiping inside the sheet (phone trial
 * 15:10, steps 11–14), and a laptop's bufferbloat step 1 showed its second answer cut.
 */
/** How far an answer's box may end under the edge before it counts as below: its padding, not its words. */
export const CUT_PX = 4;

export function answersBelow(answerBottoms: readonly number[], bodyBottom: number): number {
  // A few pixels of an answer's padding under the edge hide none of its words: "1 more answer
  // below ↓" over an answer cut by a pixel or two scrolled by one pixel and vanished (bufferbloat
  // trial 15:40, step 4).
  return answerBottoms.filter((b) => b > bodyBottom + CUT_PX).length;
}

/** answersBelow and how many answers there are, followed as the body scrolls or changes size; 0 below outside a lesson body. */
export function useAnswersBelow(choices: RefObject<HTMLElement | null>, active: boolean): { below: number; total: number } {
  const [below, setBelow] = useState(0);
  const total = choices.current?.children.length ?? 0;
  useEffect(() => {
    const group = choices.current;
    const body = group?.closest<HTMLElement>('.lesson-body');
    if (!active || !group || !body) return setBelow(0);
    const update = () => setBelow(answersBelow([...group.children].map((c) => c.getBoundingClientRect().bottom), body.getBoundingClientRect().bottom));
    update();
    body.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(body);
    ro?.observe(group);
    return () => {
      body.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, [choices, active]);
  return { below, total };
}

/**
 * The Submit bar's words for answers below the fold: "1 more answer below ↓", or, when every
 * answer is (the first one partly) below, "See all 3 answers ↓": "3 more answers below" over a
 * half-shown first answer of three sent a phone student looking for a fourth (phone trial 15:40,
 * steps 6–9).
 */
export function answersBelowWords(below: number, total: number): string {
  if (below >= total && total > 1) return `See all ${total} answers ↓`;
  return `${below} more answer${below === 1 ? '' : 's'} below ↓`;
}
