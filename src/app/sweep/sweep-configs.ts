import { affectedConfigs, gridJobs, type LeafQueueSpec as QueueSpec, type Roles, type Scenario, type ScenarioInput, type SweepJob } from '../../sim-core';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { defaultComparison } from '../../scenario-edit/counterparts';
import { configLabels } from './config-label';

/**
 * A configuration of a sweep as the user chose it: either a bottleneck queue applied to the
 * current scenario (so later edits of traffic carry over), or a snapshot of a whole scenario.
 */
export type ConfigChoice = { name: string; kind: 'queue'; queue: QueueSpec } | { name: string; kind: 'snapshot'; scenario: Scenario };

export interface Jitter {
  startJitter: number;
  hostJitter: number;
}

/** Run-to-run variation for a scenario that has none (replications must differ). */
export const DEFAULT_JITTER: Jitter = { startJitter: 0.05, hostJitter: 0.001 };

/** The sweep's variation for `sc`: its own when it has one (seed 000's calibrated 50 ms / 20 ms), else the default. */
export function jitterFor(sc: Scenario): Jitter {
  const v = sc.variability;
  return v.startJitter > 0 || v.hostJitter > 0 ? { startJitter: v.startJitter, hostJitter: v.hostJitter } : DEFAULT_JITTER;
}

/** Default configurations: the current scenario under the baseline discipline and under its counterpart (scenario-edit/counterparts.ts; the study's own where `preset` is a study's). */
export function defaultConfigs(sc: Scenario, preset: string | null = null): ConfigChoice[] {
  const pair = defaultComparison(sc, preset);
  if (!pair) return [{ name: 'Current', kind: 'snapshot', scenario: structuredClone(sc) }];
  return pair.map((c) => ({ name: c.name, kind: 'queue', queue: c.queue }));
}

/** The scenario a configuration runs (before the swept value is applied). */
export function configScenario(c: ConfigChoice, current: Scenario): Scenario {
  if (c.kind === 'snapshot') return structuredClone(c.scenario);
  const sc = structuredClone(current);
  if (!getBottleneck(sc)) throw new Error(`${c.name}: this scenario has no built-in bottleneck to set the queue of`);
  setBottleneck(sc, { queue: structuredClone(c.queue) });
  return sc;
}

/**
 * Seed 000's roles (two big flows, a later short one) when the scenario looks like Test A:
 * flows 0 and 1 the same finite size, flow 2 smaller.
 */
export function rolesFor(sc: Scenario): Roles | undefined {
  const f = sc.flows;
  if (f.length < 3 || f.slice(0, 3).some((x) => x.kind !== 'tcp')) return undefined;
  const [a, b, c] = f as { kind: 'tcp'; bytes: number | null }[];
  if (a.bytes === null || a.bytes !== b.bytes || c.bytes === null || c.bytes >= a.bytes) return undefined;
  return { bigFlows: [0, 1], lateFlow: 2 };
}

export interface SweepChoice {
  configs: ConfigChoice[];
  param: string;
  values: number[];
  replications: number;
  firstSeed: number;
  /** Applied to every configuration; null keeps each scenario's own variability. */
  jitter: Jitter | null;
  /** How to call the setting in the figure, with its shown unit (default: its path). */
  paramLabel?: string;
  /** The setting's shown unit as a factor: shown = stored × paramScale (ms: 1000, kbit/s: 0.001, %: 100; default 1). `values` are stored. */
  paramScale?: number;
}

export interface PlannedSweep {
  jobs: SweepJob[];
  /** `label`: the name a reader meets in the legend, the table and the CSV, with the queue's parameters (config-label.ts). */
  configs: { name: string; label: string; affected: boolean }[];
  param: string;
  paramLabel: string;
  /** Shown = stored × paramScale (the figure's x axis and the table's first column are in the shown unit). */
  paramScale: number;
  values: number[];
  replications: number;
  roles: Roles | undefined;
  flowNames: string[];
  /** What was asked for, and the scenario it was planned on (to re-run it, and to tell when it is stale: sweep-stale.ts). */
  choice: SweepChoice;
  basis: Scenario;
}

/**
 * Expand the user's choice into independent jobs, on the CLI's grid and baseline rule
 * (sim-core/experiments/sweep-grid.ts, gridJobs): a configuration without the swept setting (a
 * RED threshold under tail drop) runs unchanged at every value, as a baseline, and a setting no
 * configuration has is refused. Throws with a readable message when a value is invalid.
 */
export function planSweep(choice: SweepChoice, current: Scenario): PlannedSweep {
  if (choice.configs.length === 0) throw new Error('add at least one configuration');
  if (choice.values.length === 0) throw new Error('give at least one value');
  if (!(choice.replications >= 1)) throw new Error('replications must be at least 1');
  const names = new Set<string>();
  const scenarios: { name: string; scenario: ScenarioInput }[] = [];
  for (const c of choice.configs) {
    if (names.has(c.name)) throw new Error(`two configurations are called "${c.name}"`);
    names.add(c.name);
    const sc = configScenario(c, current);
    if (choice.jitter) sc.variability = { ...choice.jitter };
    scenarios.push({ name: c.name, scenario: sc as ScenarioInput });
  }
  const first = (scenarios[0]?.scenario as Scenario | undefined) ?? null;
  const spec = { configs: scenarios, settings: [{ path: choice.param, values: choice.values }], replications: choice.replications, firstSeed: choice.firstSeed };
  const affected = affectedConfigs(spec).get(choice.param)!;
  const jobs: SweepJob[] = gridJobs(spec).map((j) => ({ index: j.index, config: j.config, value: j.values[0], seed: j.seed, scenario: j.scenario }));
  const labels = configLabels(choice.configs, choice.param);
  const configs: PlannedSweep['configs'] = choice.configs.map((c, k) => ({ name: c.name, label: labels[k], affected: affected.has(c.name) }));
  // Value by value (each configuration's replications together), so a partial sweep compares the
  // configurations over the first values rather than showing one configuration only.
  const vIndex = new Map(choice.values.map((v, i) => [v, i]));
  const cIndex = new Map(choice.configs.map((c, i) => [c.name, i]));
  jobs.sort((a, b) => vIndex.get(a.value)! - vIndex.get(b.value)! || cIndex.get(a.config)! - cIndex.get(b.config)! || a.seed - b.seed);
  jobs.forEach((j, k) => (j.index = k));
  return {
    jobs,
    configs,
    param: choice.param,
    paramLabel: choice.paramLabel ?? choice.param,
    paramScale: choice.paramScale ?? 1,
    values: choice.values,
    replications: choice.replications,
    roles: first ? rolesFor(first) : undefined,
    flowNames: (first ?? current).flows.map((f, i) => `${i + 1}${f.name ? ` (${f.name})` : ''}`),
    choice,
    basis: current,
  };
}
