import { currentShareLink } from './run-controller';
import { ALL_VIEW_FIELDS, type ViewLink } from './view-fields';

/**
 * The view keys a student link leaves out: those marked `presentationOnly` (present=1, the
 * projector theme, the presented plots, the slide title) and `embed`. A lecturer's copied link
 * opened students' phones in presentation mode in the projector theme.
 */
export function studentLinkOmits(): Partial<ViewLink> {
  const omit: Record<string, undefined> = { embed: undefined };
  for (const f of ALL_VIEW_FIELDS) if (f.presentationOnly) omit[f.name] = undefined;
  return omit as Partial<ViewLink>;
}

/** The current scenario and view for students: the normal view, in the reader's own theme. */
export function currentStudentLink(): string {
  return currentShareLink(studentLinkOmits());
}

/** What a student link leaves out, in words ("presentation mode", "the slide title"), in the view keys' order. */
export function studentLinkLeavesOut(): string[] {
  return ALL_VIEW_FIELDS.filter((f) => f.presentationOnly).map((f) => f.what);
}
