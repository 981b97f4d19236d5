import { describe, expect, it } from 'vitest';
import { answersBelow, answersBelowWords } from '../../src/app/lessons/answers-below';

describe("the Submit bar's words for answers below the fold", () => {
  it('says "See all 3 answers" when every answer ends below (the first half shown), not "3 more" (phone trial 15:40)', () => {
    // Three answers, the first cut by the body's bottom edge at 500 px: all three end below it.
    const below = answersBelow([520, 600, 680], 500);
    expect(below).toBe(3);
    expect(answersBelowWords(below, 3)).toBe('See all 3 answers ↓');
  });

  it('does not count an answer whose box ends a few pixels under the edge (its padding, not its words: bufferbloat trial 15:40, step 4)', () => {
    expect(answersBelow([480, 503], 500)).toBe(0);
    expect(answersBelow([480, 520], 500)).toBe(1);
  });

  it('counts the ones below when some are wholly in view', () => {
    expect(answersBelowWords(answersBelow([400, 480, 560, 640], 500), 4)).toBe('2 more answers below ↓');
    expect(answersBelowWords(answersBelow([400, 480, 560], 500), 3)).toBe('1 more answer below ↓');
  });
});
