import { findLesson } from '../../lessons/built-in';
import { stepKey, useLessonStore, type LessonState } from './lesson-store';

/**
 * True while the open lesson step asks a prediction that has not been answered: the results
 * (timeline, plots, summary) are covered and the demo's description is withheld, so nothing on
 * screen states the outcome first. The run goes on underneath. Lecturer notes lift it.
 */
export function useResultsVeiled(): boolean {
  return useLessonStore(resultsVeiled);
}

/** The same, read outside React (announcements must not say a veiled figure either). */
export function resultsVeiled(s: LessonState = useLessonStore.getState()): boolean {
  if (!s.place || s.ending || s.notesOpen) return false;
  const step = findLesson(s.place.id)?.steps[s.place.step - 1];
  return step?.prediction !== undefined && s.choices[stepKey(s.place)] === undefined;
}
