import { useLessonStore } from '../state/lesson-store';
import { ALL_VIEW_FIELDS, type ViewLink } from './view-fields';
import { joinFragment } from './view-link';

/** The view settings a link carries for the current view (joinFragment leaves defaults out). */
export function currentViewLink(extra: Partial<ViewLink> = {}): ViewLink {
  const view: Record<string, unknown> = {};
  const inLesson = useLessonStore.getState().place !== null;
  for (const f of ALL_VIEW_FIELDS) {
    if (inLesson && f.stepOwned) continue;
    const v = f.read();
    if (v !== undefined) view[f.name] = v;
  }
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete view[k];
    else view[k] = v;
  }
  return view as ViewLink;
}

let applying = false;

/** Whether the view is being set from a link right now (not chosen by the user: nothing to remember). */
export function applyingViewLink(): boolean {
  return applying;
}

/**
 * Put a link's view into the stores. A key the link leaves out means its default (links leave
 * defaults out), except the theme, which stays the reader's own unless the link names one.
 * `embedByQuery`: the page was opened with `?embed=1`, which holds whatever the fragment says.
 */
export function applyViewLink(view: ViewLink, embedByQuery = false): void {
  const values = view as Record<string, unknown>;
  applying = true;
  try {
    const ordered = [...ALL_VIEW_FIELDS.filter((f) => f.early), ...ALL_VIEW_FIELDS.filter((f) => !f.early)];
    for (const f of ordered) f.apply(values[f.name], { embedByQuery });
  } finally {
    applying = false;
  }
}

/** A fragment: the scenario part followed by the current view's keys. */
export function fragmentWithView(scenarioFragment: string, extra: Partial<ViewLink> = {}): string {
  return joinFragment(scenarioFragment, currentViewLink(extra));
}
