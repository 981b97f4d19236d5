import { findLesson } from '../../lessons/built-in';
import { stepKey, useLessonStore, type LessonState } from './lesson-store';
import type { Mode } from './view-store';

/**
 * True while the open lesson step asks a prediction that has not been answered: the results
 * (timeline, plots, summary) are covered and the demo's description is withheld, so nothing on
 * screen states the outcome first. The run goes on underneath. Lecturer notes keep it: opened
 * on a projected lesson they lifted it, and "System goodput 9.55 Mbit/s" was on the wall before
 * anyone had answered (lecturer-0315, confusion 12); the notes say where the figures went.
 */
export function useResultsVeiled(): boolean {
  return useLessonStore(resultsVeiled);
}

/** The same, read outside React (announcements must not say a veiled figure either). */
export function resultsVeiled(s: LessonState = useLessonStore.getState()): boolean {
  if (!s.place || s.ending) return false;
  const step = findLesson(s.place.id)?.steps[s.place.step - 1];
  return step?.prediction !== undefined && s.choices[stepKey(s.place)] === undefined;
}

/**
 * Whether a mode shows the step's own run (Explore, Compare A/B): the modes the veil covers. Sweep
 * and Web batch run experiments of their own, which the student starts; covering their set-up
 * left the Sweep tab unusable while a prediction was open (trial phone9, finding 4).
 */
export function showsStepRun(mode: Mode): boolean {
  return mode === 'explore' || mode === 'compare';
}
