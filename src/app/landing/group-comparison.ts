import { getBottleneck } from '../../scenario-edit/bottleneck';
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { BASELINE_DISCIPLINE, findPreset } from '../../sim-core';

/**
 * A demo group that is one pair its study compares (each preset's `comparedWith` names the other),
 * offered as the comparison itself: a lecturer found "… — tail drop" and "… — gentle RED" listed
 * with nothing saying to open one and compare, and reached A/B only from inside the demo
 * (lecturer-1130, step 3). Derived from the presets' registry, so no group names its pair.
 *
 * A is the preset whose queue is not the baseline discipline (the one the study is about: gentle
 * RED against tail drop), B its counterpart, as A/B's automatic B runs it; with no baseline in the
 * pair, the group's first is A.
 */
export interface GroupComparison {
  a: string;
  b: string;
}

export function groupComparison(names: readonly string[]): GroupComparison | null {
  if (names.length !== 2) return null;
  const [x, y] = names;
  if (findPreset(x)?.comparedWith !== y || findPreset(y)?.comparedWith !== x) return null;
  const baseline = (n: string) => getBottleneck(presetScenarioShared(n)!)?.queue.type === BASELINE_DISCIPLINE;
  return baseline(x) && !baseline(y) ? { a: y, b: x } : { a: x, b: y };
}

/** The address that opens the pair in Compare A/B (A the preset, B its counterpart), presented with `present`. */
export function comparisonHref(c: GroupComparison, present = false): string {
  return `#v=1&preset=${encodeURIComponent(c.a)}&mode=compare${present ? '&present=1' : ''}`;
}
