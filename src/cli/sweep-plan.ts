/**
 * A sweep as batch lines: every configuration × every combination of the swept settings' values
 * × replications becomes one line of the batch format (docs/batch.md), with the configuration's
 * full scenario, the settings and seed in "set", and what the run is in "meta". `sweep` runs
 * exactly these lines (so its --jsonl is byte for byte what `batch` writes for them), and
 * `sweep --emit-batch FILE` writes them for `batch --shard` / `merge`.
 */
import { combinations, gridJobs, type SweptSetting } from '../sim-core';
import { hasNumberAt } from '../sim-core';
import { type Scenario, type ScenarioInput } from '../sim-core';
import { lineKey, type BatchLine } from './batch-input';
import { asEdited } from './common';
import { printable } from './printable';
import { scenarioHash } from './provenance';

export interface PlannedConfig {
  name: string;
  /** The preset or file it was loaded from. */
  source: string;
  /** The scenario after --set, validated (every default filled in). */
  scenario: Scenario;
}

export interface SweepPlan {
  configs: PlannedConfig[];
  settings: SweptSetting[];
  /** --set edits applied to every configuration, as given. */
  sets: [string, unknown][];
  replications: number;
  firstSeed: number;
}

/** What a sweep run is, copied into its output line (and read back by the summary and the figure). */
export interface SweepMeta {
  config: string;
  source: string;
  sets: Record<string, unknown>;
  /** The swept settings' values ({path: value}); a configuration that lacks a setting runs as a baseline and has it absent. */
  values: Record<string, number>;
  seed: number;
  /** Hash of the configuration's scenario before the swept settings and seed were applied. */
  configHash: string;
}

export interface PlannedRun {
  line: BatchLine;
  meta: SweepMeta;
  /** The value of each swept setting for this run, in the order of the plan's settings (also for a baseline). */
  values: number[];
  /** Hash of the validated scenario the run runs (set once the line is resolved). */
  scenarioHash?: string;
}

/** Every run of the sweep, in order: configuration, then values (first setting slowest), then seed; a baseline's runs once. */
export function plannedRuns(plan: SweepPlan): PlannedRun[] {
  // gridJobs applies the baseline rule and validates every combination before anything runs.
  const jobs = gridJobs({ configs: plan.configs.map((c) => ({ name: c.name, scenario: c.scenario as ScenarioInput })), settings: plan.settings, replications: plan.replications, firstSeed: plan.firstSeed });
  const byName = new Map(plan.configs.map((c) => [c.name, c]));
  const hashes = new Map(plan.configs.map((c) => [c.name, scenarioHash(c.scenario)]));
  // The baseline rule: a configuration that lacks a swept setting would run the very same scenario
  // at each of its values, so it runs once, at the setting's first value (its output lines, its
  // rows in --out and its count of unfinished runs say each run once).
  const once = jobs.filter((j) => plan.settings.every((s, k) => hasNumberAt(byName.get(j.config)!.scenario, s.path) || j.values[k] === s.values[0]));
  return once.map((j, index) => {
    const c = byName.get(j.config)!;
    const applied: Record<string, number> = {};
    plan.settings.forEach((s, k) => {
      // A baseline configuration lacks the setting: it is not set, and its meta says so by its absence.
      if (hasNumberAt(c.scenario, s.path)) applied[s.path] = j.values[k];
    });
    const meta: SweepMeta = { config: c.name, source: c.source, sets: Object.fromEntries(plan.sets), values: applied, seed: j.seed, configHash: hashes.get(c.name)! };
    const id = `${c.name} ${Object.entries(applied)
      .map(([p, v]) => `${p}=${v}`)
      .join(' ')} seed ${j.seed}`.replace(/ +/g, ' ');
    // The run's own name, not the preset's ("… (d = 2 s)" on a run at d = 0 misleads).
    const name = `${printable(c.name)}${Object.keys(applied).length ? `, ${Object.entries(applied).map(([p, v]) => `${p} = ${v}`).join(', ')}` : ''}`.slice(0, 120);
    const set = { ...applied, seed: j.seed, record: { series: false }, name };
    // The scenario's own name would carry the preset's note of the value it had ("(d = 2 s)"); the run's is in set.name.
    const text = JSON.stringify({ scenario: asEdited(c.scenario, Object.keys(applied), c.source), set, id, meta });
    return { line: { index, line: index + 1, key: lineKey(text), text }, meta, values: j.values };
  });
}

/** The combinations of the swept values, for tables and figures. */
export const valueCombinations = (plan: SweepPlan): number[][] => combinations(plan.settings);
