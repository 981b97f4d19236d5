import { findLesson } from '../../lessons/built-in';
import { stepScenario } from '../../lessons/schema';
import { counterpartPreset } from '../../scenario-edit/counterparts';
import { presetTitle } from '../../scenario-edit/catalog';
import { counterpartWords } from '../../scenario-edit/counterpart-words';
import { useLessonStore } from '../state/lesson-store';
import { useViewStore } from '../state/view-store';
import { MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';
import { openStep } from './lesson-controller';

/**
 * One button under a step's explanation into Compare A/B with an earlier step's scenario as A
 * and its counterpart as B (the step's `abOfStep`): "For step 2's thresholds against tail drop,
 * go back to step 2 and open Compare A/B there" was a lot to hold in mind on a phone (trial
 * phone-0100, s14). It opens that step, as going back would, and switches to A/B, as the
 * paired demos' button does (CompareWithCounterpart.tsx).
 */
export function AbOfStep({ step }: { step: number }) {
  const id = useLessonStore((s) => s.place?.id ?? null);
  const from = useLessonStore((s) => s.place?.step ?? null);
  const lesson = id === null ? undefined : findLesson(id);
  const other = lesson?.steps[step - 1];
  const built = other ? stepScenario(other) : null;
  const counterpart = built?.ok ? counterpartPreset(built.scenario, other!.scenario.preset) : null;
  if (!lesson || counterpart === null) return null;
  const words = counterpartWords(counterpart);
  const open = () => {
    if (!openStep(lesson.id, step)) return;
    // The sheet says where this is and how to go back (CameFromNote).
    useLessonStore.getState().setCameFrom(from);
    useViewStore.getState().setMode('compare');
    requestHeadingFocus(MODE_HEADINGS.compare);
  };
  const said = abOfStepWords(step, from, words);
  const noteId = `ab-of-step-${step}-note`;
  return (
    <>
      <button type="button" className="ab-of-step" data-testid="ab-of-step" onClick={open} aria-describedby={noteId} title={`Opens step ${step} in Compare A/B: its scenario as A, the same traffic under ${words} as B (“${presetTitle(counterpart)}”)`}>
        {said.label}
      </button>
      <span className="muted small ab-of-step-note" id={noteId} data-testid="ab-of-step-note">
        {said.note}
      </span>
    </>
  );
}

/** The way back, as CameFromNote's button says it and the A/B button's note quotes it. */
const backToStep = (from: number) => `Back to step ${from} →`;

/**
 * The button's words: where it takes the student, and the way back. "Step 2 against tail drop in
 * A/B", pressed on step 3, moved the sheet to "Step 2 of 3" and a phone student thought they had
 * lost their place (phone trial 07:10, step 21).
 */
export function abOfStepWords(step: number, from: number | null, against: string): { label: string; note: string } {
  return {
    label: `Go to step ${step}: against ${against} in A/B`,
    note: from === null ? `The lesson moves to step ${step}; your answers are kept.` : `The lesson moves to step ${step}; your answers are kept, and “${backToStep(from)}” there returns here.`,
  };
}

/**
 * Under the title of a step opened by another step's A/B button: where the student is, that the
 * answers are kept, and the way back. The jump from step 3 to step 2 with nothing said, and step
 * 2's question at the top of the sheet, read as answers lost (phone trial 02:20, s17).
 */
export function CameFromNote({ step }: { step: number }) {
  const from = useLessonStore((s) => s.cameFrom);
  const id = useLessonStore((s) => s.place?.id ?? null);
  const where = useViewStore((s) => (s.mode === 'compare' ? 'Compare A/B' : 'Explore'));
  if (from === null || id === null) return null;
  return (
    <p className="hint came-from" role="status" data-testid="came-from">
      Step {step}&rsquo;s set-up in {where} — your answers are kept.{' '}
      <button type="button" onClick={() => openStep(id, from)} data-testid="came-from-back">
        {backToStep(from)}
      </button>
    </p>
  );
}
