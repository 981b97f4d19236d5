import { getBottleneck } from '../../scenario-edit/bottleneck';
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { counterpartPreset } from '../../scenario-edit/counterparts';
import { BASELINE_DISCIPLINE, findPreset, isControlPreset } from '../../sim-core';
import type { Lesson } from '../../lessons/schema';
import { liveDemosOf } from './catalogue-kinds';
import type { DemoGroup } from './demo-groups';

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
  // A demo's control runs (the Wi-Fi demo's "no Wi-Fi errors" pair) are offered from the demo
  // itself; the group's comparison is still the demo's pair (lecturer-2045, confusion 9).
  const demos = names.filter((n) => !isControlPreset(n));
  if (demos.length !== 2) return null;
  const [x, y] = demos;
  if (findPreset(x)?.comparedWith !== y || findPreset(y)?.comparedWith !== x) return null;
  return inOrder(x, y);
}

/** A the preset whose queue is not the baseline discipline, B the other. */
function inOrder(x: string, y: string): GroupComparison {
  const baseline = (n: string) => getBottleneck(presetScenarioShared(n)!)?.queue.type === BASELINE_DISCIPLINE;
  return baseline(x) && !baseline(y) ? { a: y, b: x } : { a: x, b: y };
}

/**
 * A lesson's live demo when its topic has no teaching demos (liveDemosOf gives only a study's
 * groups): the first pair its steps open that A/B compares (a step's preset and the study's own
 * counterpart that A/B's automatic B runs), else its first step's run alone (a = b). "For a live
 * demo, see Chang (2004)" pointed at a study of 28 runs and no student could tell which was the
 * 5-minute demo (phone-1740, steps 2–3). Null when the lesson has teaching demos.
 */
export function lessonLiveRun(lesson: Lesson, groups: readonly DemoGroup[]): GroupComparison | null {
  if (liveDemosOf(lesson, groups).every((g) => g.section === 'teaching')) return null;
  const presets = [...new Set(lesson.steps.map((s) => s.scenario.preset))];
  for (const p of presets) {
    const sc = presetScenarioShared(p);
    const other = sc ? counterpartPreset(sc, p) : null;
    if (other) return inOrder(p, other);
  }
  return presets.length ? { a: presets[0], b: presets[0] } : null;
}

/**
 * The presenting speed of the demo a preset belongs to (its group's DemoGroupSpec.presentSpeed), for
 * a "Present the comparison" that is not the group's own: a lesson's live pair opened at 1×.
 */
export function presentSpeedOf(preset: string, groups: readonly DemoGroup[]): number | undefined {
  return groups.find((g) => g.entries.some((e) => e.name === preset))?.presentSpeed;
}

/** The address that opens the pair in Compare A/B (A the preset, B its counterpart), presented with `present`, replayed at `speed` (a demo's suggested one: DemoGroupSpec.presentSpeed). */
export function comparisonHref(c: GroupComparison, present = false, speed?: number): string {
  return `#v=1&preset=${encodeURIComponent(c.a)}&mode=compare${present ? '&present=1' : ''}${present && speed !== undefined ? `&speed=${speed}` : ''}`;
}

/** A suggested presenting speed in words, with what it makes of the run: "speed 5×: the 100 s run in 20 s". */
export function presentSpeedWords(speed: number, duration: number): string {
  return `speed ${speed}×: the ${+duration.toPrecision(3)} s run in ${+(duration / speed).toPrecision(2)} s`;
}
