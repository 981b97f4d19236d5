import { flattenLeaves, type Scenario } from '../../sim-core';
import { configScenario, type SweepChoice } from './sweep-configs';
import { settingName } from '../../lessons/edit-notes';

/**
 * Whether a sweep's results still describe the current scenario. A sweep runs each configuration
 * on the scenario it was planned on (a queue configuration takes that scenario's traffic, TCP
 * stack and links; a snapshot is its own); it is stale when planning the same sweep on the
 * current scenario would run anything different. The scenario's name and description are words,
 * not inputs, and do not count.
 */
export type SweepFreshness = { stale: false } | { stale: true; changed: string[] };

/** The scenarios the configurations run (before the swept value), leaf by leaf: path → value as JSON. */
function sweptLeaves(choice: SweepChoice, sc: Scenario): Map<string, string> {
  const out = new Map<string, string>();
  choice.configs.forEach((c, i) => {
    let run: Scenario;
    try {
      run = configScenario(c, sc);
    } catch (e) {
      // The current scenario cannot take this configuration (no bottleneck): that is a change too.
      out.set(`${i}:(cannot run)`, e instanceof Error ? e.message : String(e));
      return;
    }
    if (choice.jitter) run.variability = { ...choice.jitter };
    const { name: _name, description: _description, ...inputs } = run;
    for (const [path, v] of flattenLeaves(inputs)) out.set(`${i}:${path}`, JSON.stringify(v));
  });
  return out;
}

function keyOf(leaves: Map<string, string>): string {
  return JSON.stringify([...leaves].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A canonical serialisation of what a sweep runs on `sc` (equal text ⇔ equal inputs, whatever the key order). */
export function sweptScenariosKey(choice: SweepChoice, sc: Scenario): string {
  return keyOf(sweptLeaves(choice, sc));
}

/** The settings that differ (paths such as "flows.0.cc", each once, configuration prefix dropped). */
function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set<string>();
  for (const k of new Set([...before.keys(), ...after.keys()])) if (before.get(k) !== after.get(k)) paths.add(k.slice(k.indexOf(':') + 1));
  return [...paths];
}

/** Compare a sweep planned on `basis` with the same sweep on `current`. */
export function sweepFreshness(choice: SweepChoice, basis: Scenario, current: Scenario | null): SweepFreshness {
  if (current === null || current === basis) return { stale: false };
  const before = sweptLeaves(choice, basis);
  const after = sweptLeaves(choice, current);
  if (keyOf(before) === keyOf(after)) return { stale: false };
  return { stale: true, changed: changedPaths(before, after) };
}

/**
 * What changed, in the words of the editor's fields (the lessons' describer of a student's
 * changes: "flow 1 (Reno) congestion control", "Buffer"), each once. A flow's `variant` is the
 * label of its cc + recovery, so it is not listed beside them. `scenario` is the current one
 * (a queue setting is named by its discipline there).
 */
export function changedWords(changed: readonly string[], scenario: Scenario): string[] {
  const set = new Set(changed);
  const out: string[] = [];
  for (const p of changed) {
    const m = /^flows\.(\d+)\.(.+)$/.exec(p);
    if (m && m[2] === 'variant' && (set.has(`flows.${m[1]}.cc`) || set.has(`flows.${m[1]}.recovery`))) continue;
    const words = settingName(scenario, p);
    if (!out.includes(words)) out.push(words);
  }
  return out;
}
