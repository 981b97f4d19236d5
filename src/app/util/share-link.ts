import type { Scenario } from '../../sim-core';
import type { LessonPlace } from '../../lessons/lesson-link';
import { encodeLink } from '../../url/link-codec';

/**
 * This page's address without its query and fragment. Not `location.origin + pathname`: a page
 * opened from disk (the one-file copy, congestion-lab.html) has the origin "null", and its links
 * began "null/home/…".
 */
export function pageAddress(): string {
  return new URL(location.pathname, location.href).href;
}

/** The share link for a scenario (this page's URL with the scenario, and the lesson step if any, in its fragment). */
export function shareLink(sc: Scenario, preset: string | null, lesson: LessonPlace | null = null): string {
  return `${pageAddress()}#${encodeLink(sc, preset, lesson)}`;
}
