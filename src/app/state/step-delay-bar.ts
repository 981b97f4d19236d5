import { findLesson } from '../../lessons/built-in';
import { useLessonStore, type LessonState } from './lesson-store';

/** A lesson step's one-way delay bar (ms) and its name, as the step's views state it (schema: views.delayBar). */
export interface StepDelayBar {
  oneWay: number;
  name: string;
}

/**
 * The open lesson step's delay bar, drawn on the queueing-delay plot (delay-plot.ts); null without
 * an open step or a bar. The bufferbloat lesson's steps hold the call to 100 ms one way, and no
 * plot showed where that lay against the dots (bloat trial 03:15, confusion 3).
 */
export function stepDelayBar(s: LessonState = useLessonStore.getState()): StepDelayBar | null {
  if (!s.place || s.ending) return null;
  return findLesson(s.place.id)?.steps[s.place.step - 1]?.views.delayBar ?? null;
}
