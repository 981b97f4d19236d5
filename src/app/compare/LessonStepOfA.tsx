import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { findLesson } from '../../lessons/built-in';
import { stepScenario, type Lesson } from '../../lessons/schema';
import { openStep } from '../lessons/lesson-controller';
import { useLessonStore } from '../state/lesson-store';
import { useViewStore } from '../state/view-store';
import { requestHeadingFocus } from '../util/heading-focus';
import './lesson-step-of-a.css';

/**
 * In A/B during a lesson, which step's set-up A is, as a choice of the lesson's steps: A silently
 * became step 3's set-up, and a phone student reached step 2's (the telling one) only by guessing
 * that "← Back" keeps Compare A/B (phone trial 15:10, step 17). Choosing a step moves the lesson
 * there, in A/B, rather than setting A alone: A is always the step the sheet shows, so the sheet's
 * question, verdict and check speak of the A on screen, and the sheet's "Back to step N →"
 * returns (CameFromNote), as the explanation's A/B button does (AbOfStep.tsx).
 */
export function LessonStepOfA() {
  const place = useLessonStore((s) => s.place);
  const cameFrom = useLessonStore((s) => s.cameFrom);
  const lesson = place ? findLesson(place.id) : undefined;
  const steps = useMemo(() => (lesson ? stepsWithSetUp(lesson) : []), [lesson]);
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // A step not yet answered veils its results, this choice too (inert, ResultsVeil.tsx): focus goes
  // to the veil's way to the question, not to the page. Otherwise the choice keeps it.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!keepFocus || !el) return;
    const veil = el.closest('[inert]') ? document.querySelector<HTMLElement>(VEIL_BUTTON) : null;
    if (veil) {
      keepFocus = false;
      veil.focus();
    } else if (document.activeElement === null || document.activeElement === document.body) el.focus({ preventScroll: true });
  });
  if (!place || !lesson || steps.length < 2) return null;
  const named = namedBy(lesson, cameFrom, place.step);
  const listed = steps.some((s) => s.step === place.step) ? steps : [...steps, { step: place.step, title: lesson.steps[place.step - 1].title }].sort((x, y) => x.step - y.step);
  return (
    <p className="hint ab-a-step" data-testid="ab-a-step-row">
      {/* The note beside the label, the menu under them on a phone: two lines, so the rule and this
          choice together still fit above the folded sheet (ab-note-above-sheet.ts). */}
      <label htmlFor={id}>Lesson step as A</label>{' '}
      <span className="muted small" id={`${id}-note`}>
        {named === null ? '(the lesson moves with it)' : `(step ${named}’s comparison; the lesson moves with it)`}
      </span>{' '}
      <select ref={ref} id={id} data-testid={A_STEP_ID} value={place.step} onBlur={(e) => (keepFocus = keepFocus && e.relatedTarget === null)} aria-describedby={`${id}-note`} onChange={(e) => stepAsA(lesson.id, Number(e.target.value), place.step)}>
        {listed.map((s) => (
          <option key={s.step} value={s.step}>
            {s.step} · {s.title}
            {named !== null && s.step === place.step ? ` — step ${named}’s comparison` : ''}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * The step that named the one shown as its A/B comparison (its `abOfStep`) when the student came from
 * it (A/B opened there: open-compare.ts, or its explanation's button), else null: said beside the
 * choice and in its option, so A = step 2 opened from step 3 is not taken for a slip.
 */
export function namedBy(lesson: Lesson, cameFrom: number | null, step: number): number | null {
  return cameFrom !== null && lesson.steps[cameFrom - 1]?.abOfStep === step ? cameFrom : null;
}

/** The lesson's steps whose set-up builds, each set-up once (a later step with an earlier one's preset and settings is left out). */
export function stepsWithSetUp(lesson: Lesson): { step: number; title: string }[] {
  const seen = new Set<string>();
  const out: { step: number; title: string }[] = [];
  lesson.steps.forEach((s, i) => {
    const key = JSON.stringify([s.scenario.preset, [...s.scenario.set].sort()]);
    if (seen.has(key) || !stepScenario(s).ok) return;
    seen.add(key);
    out.push({ step: i + 1, title: s.title });
  });
  return out;
}

/** Open `step` in A/B, keeping the sheet as folded as it was and the step to come back to. */
function stepAsA(lessonId: string, step: number, from: number) {
  const back = useLessonStore.getState().cameFrom ?? from;
  if (!openStep(lessonId, step, true)) return;
  keepFocus = true;
  useLessonStore.getState().setCameFrom(back === step ? null : back);
  useViewStore.getState().setMode('compare');
  // Focus stays on the choice (arrows go on through the steps), over the new step's heading that
  // a step change asks for (a11y/navigation-focus.ts): the sheet is folded in A/B on a phone.
  requestHeadingFocus(`[data-testid="${A_STEP_ID}"]`, 5);
}

const A_STEP_ID = 'ab-a-step';
const VEIL_BUTTON = '[data-testid="veil-go"]';

/** Whether the choice keeps focus through the step change it made (until the student moves focus elsewhere). */
let keepFocus = false;
