import { findLesson } from '../../lessons/built-in';
import { describeEdits } from '../../lessons/edit-notes';
import type { Lesson } from '../../lessons/schema';
import { openStep } from '../lessons/lesson-controller';
import { stepKey, useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';

/**
 * The lesson step whose set-up Compare A/B takes as A when the student opens A/B from the current
 * step: the step's `abOfStep` (the comparison its explanation points to), else null (this step).
 * On the Vegas lesson's challenge (RED 10–18), A/B opened with that step as A, so the first A/B a
 * phone student saw said the policy barely matters (−0.070), where the telling comparison is step
 * 2's small thresholds against tail drop (phone trials 15:40 step 16, 17:40 step 17).
 * Only where it tells nothing before its time and takes nothing away: this step's prediction is
 * answered (its explanation names that comparison), that step's too (else A/B would be veiled), and
 * the student has not changed this step's run (their own run stays A).
 */
export function abStepOnOpen(o: { lesson: Lesson; step: number; answered: (step: number) => boolean; edited: boolean }): number | null {
  const s = o.lesson.steps[o.step - 1];
  const to = s?.abOfStep;
  if (to === undefined || to === o.step || !o.lesson.steps[to - 1] || o.edited) return null;
  const settled = (n: number) => !o.lesson.steps[n - 1].prediction || o.answered(n);
  return settled(o.step) && settled(to) ? to : null;
}

/**
 * The Compare A/B tab pressed: A/B, with A the step the current step names (abStepOnOpen), opened
 * as the explanation's A/B button opens it (AbOfStep.tsx): the sheet moves to that step and says
 * the way back ("Back to step 3 →"); "Lesson step as A" says whose comparison it is.
 */
export function openCompareTab(): void {
  const ls = useLessonStore.getState();
  const place = ls.place;
  const lesson = place && !ls.ending ? findLesson(place.id) : undefined;
  const sc = useScenarioStore.getState();
  const to =
    place && lesson
      ? abStepOnOpen({
          lesson,
          step: place.step,
          answered: (n) => ls.choices[stepKey({ id: lesson.id, step: n })] !== undefined,
          edited: sc.valid !== null && describeEdits(lesson.steps[place.step - 1], sc.valid, sc.preset).kind !== 'none',
        })
      : null;
  if (to !== null && place && openStep(place.id, to, true)) useLessonStore.getState().setCameFrom(place.step);
  useViewStore.getState().setMode('compare');
  if (to !== null) requestHeadingFocus(MODE_HEADINGS.compare);
}
