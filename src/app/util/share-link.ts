import type { Scenario } from '../../sim-core';
import type { LessonPlace } from '../../lessons/lesson-link';
import { encodeLink } from '../../url/link-codec';

/** The share link for a scenario (this page's URL with the scenario, and the lesson step if any, in its fragment). */
export function shareLink(sc: Scenario, preset: string | null, lesson: LessonPlace | null = null): string {
  return `${location.origin}${location.pathname}#${encodeLink(sc, preset, lesson)}`;
}
