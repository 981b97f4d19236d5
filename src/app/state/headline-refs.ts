import { findLesson } from '../../lessons/built-in';
import { headlineRefs, resolveHeadlines, withSystemGoodput, type Headline } from '../../headlines/headlines';
import type { Scenario } from '../../sim-core';
import { useLessonStore } from './lesson-store';
import { useScenarioStore } from './scenario-store';

/**
 * The headlines on screen now: the open lesson step's (when it declares them), else the loaded
 * preset's, else the ones derived from the scenario (src/headlines/headlines.ts), resolved
 * against the scenario being explored.
 */
export function currentHeadlines(sc: Scenario = useScenarioStore.getState().valid ?? useScenarioStore.getState().draft, ab = false): Headline[] {
  const { preset } = useScenarioStore.getState();
  const place = useLessonStore.getState().place;
  const step = place ? findLesson(place.id)?.steps[place.step - 1] : undefined;
  const refs = headlineRefs(sc, preset, step?.headlines);
  // Comparing two runs, the whole system's goodput is always one of the figures.
  return resolveHeadlines(sc, ab ? withSystemGoodput(refs) : refs);
}

/** The same, as a component reads it (re-computed when the scenario, preset or lesson step changes). */
export function useHeadlines(ab = false): Headline[] {
  const sc = useScenarioStore((s) => s.valid ?? s.draft);
  useScenarioStore((s) => s.preset);
  useLessonStore((s) => s.place);
  return currentHeadlines(sc, ab);
}
