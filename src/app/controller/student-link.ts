import { currentShareLink } from './run-controller';
import { ALL_VIEW_FIELDS, type ViewLink } from './view-fields';
import { SPEEDS, usePlaybackStore } from '../state/playback-store';
import { useScenarioStore } from '../state/scenario-store';

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

/**
 * The view keys a predict-first student link keeps of the presentation's: the numbers held until
 * the replay ends and the replay's pace (a lecturer could not give students a link that asks for a
 * prediction first: lecturer trial 04:00, step 19).
 */
const PREDICT_FIRST_KEYS = ['numbersAtEnd', 'speed'] as const;

/** About how long a predict-first replay lasts, in seconds, when the lecturer has set no pace. */
const PREDICT_REPLAY_SECONDS = 20;

/**
 * The pace a predict-first link replays at: the lecturer's, or the slowest that shows the run in
 * about PREDICT_REPLAY_SECONDS (100 s at 5×): at "instant" Play would jump straight to the end.
 */
export function predictFirstSpeed(): number {
  const set = usePlaybackStore.getState().speed;
  if (Number.isFinite(set)) return set;
  const s = useScenarioStore.getState();
  const duration = (s.valid ?? s.draft).duration;
  return SPEEDS.find((v) => Number.isFinite(v) && duration / v <= PREDICT_REPLAY_SECONDS) ?? SPEEDS[SPEEDS.length - 2];
}

/**
 * The current scenario and view for students: the normal view, in the reader's own theme. With
 * `predictFirst`, it opens at the run's start with the numbers hidden until the replay ends (the
 * presenter link's `endnums`, outside presentation too: numbers-held.ts) and a replay pace.
 */
export function currentStudentLink(o: { predictFirst?: boolean } = {}): string {
  if (!o.predictFirst) return currentShareLink(studentLinkOmits());
  const view: Record<string, unknown> = { ...studentLinkOmits() };
  for (const k of PREDICT_FIRST_KEYS) delete view[k];
  return currentShareLink({ ...view, numbersAtEnd: true, speed: predictFirstSpeed() } as Partial<ViewLink>);
}

/** What a student link leaves out, in words ("presentation mode", "the slide title"), in the view keys' order; a predict-first link keeps its keys. */
export function studentLinkLeavesOut(o: { predictFirst?: boolean } = {}): string[] {
  return ALL_VIEW_FIELDS.filter((f) => f.presentationOnly && !(o.predictFirst && (PREDICT_FIRST_KEYS as readonly string[]).includes(f.name))).map((f) => f.what);
}
