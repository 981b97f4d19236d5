/**
 * Phone trials 15:40 (step 16) and 17:40 (step 17): on the Vegas lesson's challenge (RED 10–18),
 * Compare A/B opened with that step as A, and the first A/B the student saw said the queue policy
 * barely matters (−0.070). The step names the comparison its explanation points to (`abOfStep`:
 * step 2, RED 4/6, against tail drop), and A/B opened from it takes that step as A.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { abStepOnOpen } from '../../src/app/compare/open-compare';
import { namedBy } from '../../src/app/compare/LessonStepOfA';

const vegas = findLesson('vegas-meets-reno')!;
const all = () => true;

describe('Compare A/B opened from a lesson step takes as A the step it names', () => {
  it('the Vegas challenge (step 3) names step 2 (gentle RED 4/6); steps 1 and 2 name none', () => {
    expect(vegas.steps[2].abOfStep).toBe(2);
    expect(abStepOnOpen({ lesson: vegas, step: 3, answered: all, edited: false })).toBe(2);
    expect(abStepOnOpen({ lesson: vegas, step: 2, answered: all, edited: false })).toBeNull();
    expect(abStepOnOpen({ lesson: vegas, step: 1, answered: all, edited: false })).toBeNull();
  });

  it('not before both predictions are answered (nothing told early, no veiled A/B), nor over the student\'s own edit of the step', () => {
    expect(abStepOnOpen({ lesson: vegas, step: 3, answered: (n) => n !== 3, edited: false })).toBeNull();
    expect(abStepOnOpen({ lesson: vegas, step: 3, answered: (n) => n !== 2, edited: false })).toBeNull();
    expect(abStepOnOpen({ lesson: vegas, step: 3, answered: all, edited: true })).toBeNull();
  });

  it('"Lesson step as A" says whose comparison A is when the student came from the step that names it', () => {
    expect(namedBy(vegas, 3, 2)).toBe(3);
    expect(namedBy(vegas, null, 2)).toBeNull();
    expect(namedBy(vegas, 3, 1)).toBeNull();
  });
});
