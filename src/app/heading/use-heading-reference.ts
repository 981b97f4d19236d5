import { useMemo } from 'react';
import { findLesson } from '../../lessons/built-in';
import type { LessonPlace } from '../../lessons/lesson-link';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { headingReference } from './heading-reference';
import type { HeadingReference } from './scenario-heading';

/**
 * What the heading compares the scenario on screen with: the open lesson step, else the step the
 * scenario was loaded as (the scenario store's `fromStep`), else its preset. Closing the lesson
 * panel must not change what "Edited from: …" counts from: it fell back to the preset and lost the
 * step's 2 Mbit/s (bloat trial 20:45, C10), and a phone's pinned B named the preset's "Gentle RED
 * 4/6" over step 3's RED 10–18 (phone trial 20:45, confusion 8).
 */
export function useHeadingReference(): HeadingReference {
  const preset = useScenarioStore((s) => s.preset);
  const fromStep = useScenarioStore((s) => s.fromStep);
  const place = useLessonStore((s) => s.place);
  // Built once for the preset and the step, not again on every edit (a slider drag sends one per pointer move).
  return useMemo(() => referenceFor(preset, place, fromStep), [preset, place, fromStep]);
}

/** The reference for the preset, the open lesson step (`place`) and the step the scenario was loaded as. */
export function referenceFor(preset: string | null, place: LessonPlace | null, fromStep: LessonPlace | null): HeadingReference {
  const origin = place ?? fromStep;
  return headingReference(preset, origin === null ? undefined : findLesson(origin.id)?.steps[origin.step - 1]);
}
