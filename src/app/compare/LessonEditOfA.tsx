import { useMemo } from 'react';
import type { Scenario } from '../../sim-core';
import { findLesson } from '../../lessons/built-in';
import { describeEdits, editsText } from '../../lessons/edit-notes';
import { stepScenario } from '../../lessons/schema';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';

/** A/B's A when it is a lesson step's scenario as the student edited it: the step's number, the edits in words, and the step's own set-up. */
export interface LessonEditOfA {
  step: number;
  edits: string;
  restore: () => void;
}

/**
 * The lesson step A comes from: the open step, while the scenario is built on the step's preset.
 * A demo loaded once the lesson was done (its panel still open) was said to be "the scenario of
 * lesson step 6" and "your edit of step 6 … another demo" (bufferbloat trial 07:50, step 23).
 */
export function useLessonStepOfA(): number | null {
  const place = useLessonStore((s) => s.place);
  const preset = useScenarioStore((s) => s.preset);
  const step = place ? findLesson(place.id)?.steps[place.step - 1] : undefined;
  return place && step && step.scenario.preset === preset ? place.step : null;
}

/**
 * Whether A is the student's edit of the lesson step they came from. A/B opened from a challenge
 * step took the student's buffer of 50 packets as A without a word, and the comparison was of
 * their edit, not of the step (bufferbloat trial 13:30, s31). Null outside a lesson, or when A is
 * the step's own set-up.
 */
export function useLessonEditOfA(a: Scenario): LessonEditOfA | null {
  const place = useLessonStore((s) => s.place);
  const preset = useScenarioStore((s) => s.preset);
  const stepOfA = useLessonStepOfA();
  return useMemo(() => {
    const step = place ? findLesson(place.id)?.steps[place.step - 1] : undefined;
    if (!place || !step || stepOfA === null) return null;
    const edits = describeEdits(step, a, preset);
    if (edits.kind === 'none') return null;
    const built = stepScenario(step);
    return {
      step: place.step,
      edits: editsText(edits),
      restore: () => {
        if (built.ok) useScenarioStore.getState().loadScenario(built.scenario, step.scenario.preset, place);
      },
    };
  }, [place, preset, a, stepOfA]);
}

/** Under A's name in the A/B panel: what the student changed in the step, and the way back to the step's set-up as A. */
export function LessonEditNote({ edit }: { edit: LessonEditOfA }) {
  return (
    <p className="hint lesson-edit-of-a" data-testid="a-lesson-edit">
      A is your edit of step {edit.step}, not the step as set up: {edit.edits}.{' '}
      <button type="button" data-testid="a-use-step-setup" onClick={edit.restore}>
        Use the step&rsquo;s set-up as A
      </button>
    </p>
  );
}
