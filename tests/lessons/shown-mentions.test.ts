import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { LESSONS } from '../../src/lessons/catalogue';
import { figuresShownBy, shownMentionProblems } from '../../src/lessons/shown-mentions';

describe('a lesson text that says a step "showed" a figure names one that step shows (bloat-1130 step 15)', () => {
  it('no built-in lesson says a step showed a figure it does not show', () => {
    for (const lesson of LESSONS) expect(shownMentionProblems(lesson), lesson.id).toEqual([]);
  });

  it('the lint finds a mention of a figure the named step does not show, and one that names no figure', () => {
    const lesson = structuredClone(findLesson('bufferbloat-voice')!);
    lesson.steps[3].prediction!.question = 'Step 2 showed it beside the other one. And the fairness (Jain) shown in step 2?';
    const problems = shownMentionProblems(lesson);
    expect(problems.some((p) => p.includes('names no figure'))).toBe(true);
    expect(problems.some((p) => p.includes('fairness (jain)') && p.includes('step 2 does not show'))).toBe(true);
  });

  // Bloat-1815 confusion 3: "… Step 2's At a glance showed their one-way delay p95 …" was read
  // twice; one plain question names the call's p95 and step 2, whose At a glance shows it.
  it('the FQ-CoDel question asks about the call\'s p95 against step 2, whose At a glance shows it', () => {
    const lesson = findLesson('bufferbloat-voice')!;
    const question = lesson.steps[3].prediction!.question;
    expect(question).toBe('Compared with plain CoDel (step 2), what happens to the call\'s p95, the one-way delay 95 % of its packets stay under?');
    expect(lesson.steps[1].headlines).toContainEqual({ metric: 'flow.oneWayDelayP95', flow: 5 });
    expect(figuresShownBy(lesson.steps[1]).has('flow.oneWayDelayP95')).toBe(true);
  });
});
