/**
 * One name for one button (phone trial 04:00, step 24): the Vegas challenge step's "Try:" said
 * "press *Check my run again*" where the student, scrolling on, met only "Check challenge". The
 * player labels its buttons from button-names.ts and lesson texts quote them from there; this lint
 * holds every lesson text that quotes a button's name to a button that exists.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { kindInsideName, LESSON_BUTTONS, tryThen, unknownButtonNames } from '../../src/lessons/button-names';
import { markupToText } from '../../src/lessons/markup';
import { stepTexts } from './step-texts';

describe('lesson texts name only buttons the player has', () => {
  it('the lint finds a drifted name and passes the real ones', () => {
    expect(unknownButtonNames('Then press *Check my answer*.')).toEqual(['Check my answer']);
    expect(unknownButtonNames('then press **Submit now**')).toEqual(['Submit now']);
    expect(unknownButtonNames('press {button checkAgain}')).toEqual(['{button checkAgain}']);
    expect(unknownButtonNames(`press *${LESSON_BUTTONS.checkRunAgain}* or {button checkChallenge}; **for every start time**`)).toEqual([]);
  });

  it('the player\'s buttons have names of their own: no two alike (bloat trial 07:10: two "Check my run again", one in the Try line)', () => {
    const names = Object.values(LESSON_BUTTONS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a {button …} mark shows the button\'s own label', () => {
    expect(markupToText('press {button checkChallenge} now')).toBe(`press ${LESSON_BUTTONS.checkChallenge} now`);
  });

  it('no lesson text, nor the player\'s "Try:" line, quotes a button that does not exist', () => {
    const bad: string[] = [];
    for (const lesson of LESSONS)
      lesson.steps.forEach((step, i) => {
        const texts: [string, string][] = [...stepTexts(step), ['try', tryThen()]];
        if (step.find) texts.push(['find task', step.find.task], ['find hint', step.find.hint ?? '']);
        for (const [where, text] of texts) for (const name of unknownButtonNames(text)) bad.push(`${lesson.id} step ${i + 1} ${where}: "${name}"`);
      });
    expect(bad).toEqual([]);
  });

  it('the "Try:" line names its button, and the two check buttons of a challenge step are named by what each judges, so no sentence tells them apart (phone-1130 step 14)', () => {
    expect(markupToText(tryThen())).toBe(`Then press ${LESSON_BUTTONS.checkEditedRun} here; the result is said under it.`);
    expect(LESSON_BUTTONS.checkEditedRun).toMatch(/step’s claim/);
    expect(LESSON_BUTTONS.checkChallenge).toMatch(/challenge/);
    expect(LESSON_BUTTONS.checkEditedRun).not.toMatch(/challenge/);
    expect(LESSON_BUTTONS.checkChallenge).not.toMatch(/claim/);
  });

  it('a UI name is quoted as its heading says it, the kind word outside the emphasis (bloat trial 05:10: "Summary table", "Goodput per flow table")', () => {
    expect(kindInsideName('the **Goodput per flow table** there')).toEqual(['Goodput per flow table']);
    expect(kindInsideName('the **Goodput per flow** table, **Compare A/B**')).toEqual([]);
    const bad: string[] = [];
    for (const lesson of LESSONS)
      lesson.steps.forEach((step, i) => {
        for (const [where, text] of stepTexts(step)) for (const name of kindInsideName(text)) bad.push(`${lesson.id} step ${i + 1} ${where}: "${name}"`);
      });
    expect(bad).toEqual([]);
  });
});
