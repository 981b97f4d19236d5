import { LESSON_VIEWS, type LessonView } from '../../lessons/views';
import { useViewStore } from '../state/view-store';
import { revealView } from './reveal-view';

/** The seconds a step's "Now look at" zooms the plots to (schema.ts: views.zoom). */
export type LookAtZoom = readonly [number, number];

/**
 * What "Look at" says: the view, and the seconds it zooms to when the step names them, so the
 * button says what it will do ("Now look at: “Queueing delay” plot, 15–18 s ↓").
 */
export function lookAtTarget(view: LessonView, zoom?: LookAtZoom): string {
  return zoom ? `${LESSON_VIEWS[view]}, ${zoom[0]}–${zoom[1]} s` : LESSON_VIEWS[view];
}

/**
 * "Look at" pressed: the step's seconds first, through the zoom every plot shares (the one the
 * Zoom control sets, and whose "Whole run" undoes it), then the view brought into sight. The FQ-CoDel
 * step said "With Zoom set to 15–18 s…" and the button left the plots at the whole run
 * (bloat-1815 confusion 4).
 */
export function lookAt(view: LessonView, zoom?: LookAtZoom): Promise<HTMLElement | null> {
  if (zoom) useViewStore.getState().setZoom([zoom[0], zoom[1]]);
  return revealView(view);
}
