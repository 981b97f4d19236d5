import { findLesson } from '../../lessons/built-in';
import { headlineRefs, resolveHeadlines, withSystemGoodput, type Headline } from '../../headlines/headlines';
import type { Scenario } from '../../sim-core';
import type { LessonPlace } from '../../lessons/lesson-link';
import { useScenarioStore } from './scenario-store';

/**
 * The headlines on screen now: the lesson step's (when it declares them) — the step the scenario
 * was loaded as (the scenario store's `fromStep`: opening a step loads it, and it stays when the
 * lesson panel is closed) — else the loaded preset's, else the ones derived from the scenario
 * (src/headlines/headlines.ts), resolved against the scenario being explored. They are declared,
 * not chosen by the run, so an edit keeps them: A/B's table showed step 6's "one-way delay, 95th
 * percentile" row at 2 Mbit/s and the preset's "packets delayed over 150 ms" in its place once the
 * rate was 10 Mbit/s and the lesson panel closed (bloat-2235 confusion 13).
 * Not the open step: a preset picked with the lesson still open (fromStep null) took the open
 * step's "95th percentile" row, and closing the panel turned it into the preset's "packets delayed
 * over 150 ms" — the student thought the scenario had changed (bloat-0510 confusion 9).
 */
export function currentHeadlines(sc: Scenario = useScenarioStore.getState().valid ?? useScenarioStore.getState().draft, ab = false): Headline[] {
  const { preset, fromStep } = useScenarioStore.getState();
  return headlinesFor(sc, preset, fromStep, ab);
}

/** The headlines of `sc` loaded from `preset` as lesson step `place` (the step it was loaded as), or none. */
export function headlinesFor(sc: Scenario, preset: string | null, place: LessonPlace | null, ab = false): Headline[] {
  const step = place ? findLesson(place.id)?.steps[place.step - 1] : undefined;
  const refs = headlineRefs(sc, preset, step?.headlines);
  // Comparing two runs, the whole system's goodput is always one of the figures.
  return resolveHeadlines(sc, ab ? withSystemGoodput(refs) : refs);
}

/** The same, as a component reads it (re-computed when the scenario, preset or step it was loaded as changes). */
export function useHeadlines(ab = false): Headline[] {
  const sc = useScenarioStore((s) => s.valid ?? s.draft);
  useScenarioStore((s) => s.preset);
  useScenarioStore((s) => s.fromStep);
  return currentHeadlines(sc, ab);
}
