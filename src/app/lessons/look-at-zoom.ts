import { LESSON_VIEWS, type LessonView } from '../../lessons/views';
import { useViewStore } from '../state/view-store';
import { revealView } from './reveal-view';

/** The seconds a step's "Now look at" zooms the plots to (schema.ts: views.zoom). */
export type LookAtZoom = readonly [number, number];

/** The flow a step's "Look at" highlights (schema.ts: views.flow): its index from 0, and its name as the plots' highlight menu says it ("flow 5 (voice)"). */
export interface LookAtFlow {
  index: number;
  name: string;
}

/**
 * What "Look at" says: the view, and the seconds it zooms to when the step names them, so the
 * button says what it will do ("Now look at: “Queueing delay” plot, 15–18 s ↓").
 */
export function lookAtTarget(view: LessonView, zoom?: LookAtZoom): string {
  return zoom ? `${LESSON_VIEWS[view]}, ${zoom[0]}–${zoom[1]} s` : LESSON_VIEWS[view];
}

/**
 * The flow "Look at" highlights, said as the button's description (its tooltip, read after its
 * name): "Also highlights flow 5 (voice) in every plot". Not on its face: one more line there
 * pushed the FIFO step's look-for sentence below the 1366×768 panel (e2e/trial-lesson19); the
 * plots' highlight menu then shows the flow, as if chosen there.
 */
export function lookAtFlowWords(flow: LookAtFlow): string {
  return `Also highlights ${flow.name} in every plot (the plots' highlight menu)`;
}

/**
 * "Look at" pressed: the step's seconds first, through the zoom every plot shares (the one the
 * Zoom control sets, and whose "Whole run" undoes it), then the view brought into sight. The FQ-CoDel
 * step said "With Zoom set to 15–18 s…" and the button left the plots at the whole run
 * (bloat-1815 confusion 4).
 */
export function lookAt(view: LessonView, zoom?: LookAtZoom, flow?: LookAtFlow | null): Promise<HTMLElement | null> {
  if (zoom) useViewStore.getState().setZoom([zoom[0], zoom[1]]);
  // The flow the step's words speak of, picked out in every plot (bloat-2235 confusion 6: the
  // call's light-blue dots hid among bulk 1's dark-blue ones until the student found the menu).
  if (flow) {
    const v = useViewStore.getState();
    // A hidden flow cannot be highlighted (view-store.ts): shown again first.
    if (v.hiddenFlows.includes(flow.index)) v.setHiddenFlows(v.hiddenFlows.filter((i) => i !== flow.index));
    useViewStore.getState().setHighlightFlow(flow.index);
  }
  return revealView(view);
}
