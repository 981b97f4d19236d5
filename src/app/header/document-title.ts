import { useEffect } from 'react';
import { findLesson } from '../../lessons/built-in';
import { useScenarioHeading } from './ScenarioTitle';
import { MODE_LABELS } from '../state/mode-labels';
import { useLessonStore } from '../state/lesson-store';
import { useViewStore } from '../state/view-store';

export const APP_NAME = 'Congestion Lab';

export interface TitleParts {
  landing: boolean;
  presenting: boolean;
  mode: keyof typeof MODE_LABELS;
  scenario: string;
  lesson: { title: string; step: number; steps: number; stepTitle: string; ending: boolean } | null;
}

/**
 * The document title names where the user is (WCAG 2.4.2), most specific first, so a tab list or
 * a screen reader's window title tells pages apart: "Late flow vs two downloads — tail drop ·
 * Congestion Lab", "Step 2 of 4: … — Lesson … · Congestion Lab".
 */
export function documentTitle(p: TitleParts): string {
  if (p.landing) return `Lessons and demos · ${APP_NAME}`;
  const mode = p.mode === 'explore' ? '' : ` — ${MODE_LABELS[p.mode]}`;
  const present = p.presenting ? 'Presentation: ' : '';
  if (p.lesson) {
    const where = p.lesson.ending ? 'Finished' : `Step ${p.lesson.step} of ${p.lesson.steps}: ${p.lesson.stepTitle}`;
    return `${present}${where} — ${p.lesson.title}${mode} · ${APP_NAME}`;
  }
  return `${present}${p.scenario}${mode} · ${APP_NAME}`;
}

/**
 * Keeps document.title in step with the view. A leaf of its own (renders nothing): it follows
 * every edit of the scenario, and App must not re-render with it.
 */
export function DocumentTitle(): null {
  const landing = useLessonStore((s) => s.landing);
  const place = useLessonStore((s) => s.place);
  const ending = useLessonStore((s) => s.ending);
  const presenting = useViewStore((s) => s.presenting);
  const mode = useViewStore((s) => s.mode);
  const scenario = useScenarioHeading().title;
  const lesson = place ? findLesson(place.id) : undefined;
  const step = lesson?.steps[place!.step - 1];
  const title = documentTitle({
    landing,
    presenting,
    mode,
    scenario,
    lesson: lesson && step ? { title: lesson.title, step: place!.step, steps: lesson.steps.length, stepTitle: step.title, ending } : null,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
