/**
 * In a lesson the editor folds what the step does not touch behind "More settings" (bloat trial
 * 07:10 confusion 1, and 05:10: "NewReno recovery", "access ms", "TCP stack RFC (ns-3-like)" and
 * "Link errors" on a step about the buffer and the queue); the step's own fields always show.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { findLesson } from '../../src/lessons/built-in';
import { stepScenario } from '../../src/lessons/schema';
import { FOLD_GROUPS, foldedGroups, stepEditPaths } from '../../src/app/editor/lesson-fold';

const scenarioOf = (id: string, step: number) => {
  const built = stepScenario(findLesson(id)!.steps[step - 1]);
  if (!built.ok) throw new Error(built.error);
  return built.scenario;
};

describe('the editor in a lesson folds the settings a step does not touch', () => {
  it('bufferbloat step 6 (buffer and queue) folds loss recovery, access delay, TCP stack, window cap and link errors', () => {
    const step = findLesson('bufferbloat-voice')!.steps[5];
    expect(foldedGroups(step, scenarioOf('bufferbloat-voice', 6)).sort()).toEqual(['access', 'linkErrors', 'protocol', 'tcpStack', 'windowCap']);
  });

  it('outside a lesson nothing folds', () => {
    expect(foldedGroups(null, scenarioOf('bufferbloat-voice', 6))).toEqual([]);
  });

  it('a group the step\'s edits touch, or its scenario sets, stays shown: every step of every lesson', () => {
    const wrong: string[] = [];
    for (const lesson of LESSONS)
      lesson.steps.forEach((step, i) => {
        const built = stepScenario(step);
        const folded = foldedGroups(step, built.ok ? built.scenario : null);
        for (const p of stepEditPaths(step)) for (const g of folded) if (FOLD_GROUPS[g].paths.test(p)) wrong.push(`${lesson.id} step ${i + 1}: ${p} folded under ${g}`);
      });
    expect(wrong).toEqual([]);
  });

  it('the errors of the wireless lesson and a student\'s own change in a folded group keep it shown', () => {
    const lossStep = findLesson('loss-not-congestion')!.steps[0];
    expect(foldedGroups(lossStep, scenarioOf('loss-not-congestion', 1))).not.toContain('linkErrors');
    const step = findLesson('bufferbloat-voice')!.steps[5];
    const sc = scenarioOf('bufferbloat-voice', 6);
    const f = sc.flows[0];
    if (f.kind === 'tcp') f.recovery = 'sack';
    expect(foldedGroups(step, sc)).not.toContain('protocol');
  });
});
