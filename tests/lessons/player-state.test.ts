import { describe, expect, it } from 'vitest';
import { closeLesson, currentLesson, moveStep, openStep } from '../../src/app/lessons/lesson-controller';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';
import { findLesson } from '../../src/lessons/catalogue';
import { stepScenario } from '../../src/lessons/schema';

describe('lesson player state (no DOM)', () => {
  it('opening a step loads its scenario and view choices; N/P-style moves stay inside the lesson', () => {
    expect(openStep('tail-drop-late-flow', 2)).toBe(true);
    const lesson = findLesson('tail-drop-late-flow')!;
    const s2 = stepScenario(lesson.steps[1]);
    expect(s2.ok && useScenarioStore.getState().valid).toEqual(s2.ok && s2.scenario);
    expect(useScenarioStore.getState().preset).toBe('seed000-red');
    expect(useLessonStore.getState().place).toEqual({ id: 'tail-drop-late-flow', step: 2 });
    expect(useLessonStore.getState().landing).toBe(false);
    expect(useViewStore.getState().seqFlow).toBe(2);
    moveStep(1);
    expect(currentLesson()?.index).toBe(3);
    moveStep(1);
    expect(currentLesson()?.index).toBe(4);
    expect(useLessonStore.getState().ending).toBe(false);
    // Next on the last step opens the lesson's ending; Back from there returns to the last step.
    moveStep(1);
    expect(useLessonStore.getState().ending).toBe(true);
    expect(currentLesson()?.index).toBe(4);
    moveStep(1);
    expect(useLessonStore.getState().ending).toBe(true);
    moveStep(-1);
    expect(useLessonStore.getState().ending).toBe(false);
    expect(currentLesson()?.index).toBe(4);
    moveStep(-2);
    moveStep(-1);
    expect(currentLesson()?.index).toBe(1);
    closeLesson();
    expect(useLessonStore.getState().place).toBeNull();
  });

  it('refuses an unknown lesson or step and leaves the state alone', () => {
    openStep('red-knobs', 1);
    const before = useScenarioStore.getState().revision;
    expect(openStep('no-such-lesson', 1)).toBe(false);
    expect(openStep('red-knobs', 9)).toBe(false);
    expect(useScenarioStore.getState().revision).toBe(before);
    expect(useLessonStore.getState().place).toEqual({ id: 'red-knobs', step: 1 });
    // Test files share loaded modules (isolate: false): leave no lesson open for the next file.
    closeLesson();
  });
});
