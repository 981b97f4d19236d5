/**
 * A sweep over several settings at once: every configuration × every combination of the swept
 * values (the Cartesian product, first setting slowest) × replications. The baseline rule: a
 * configuration that lacks a swept setting (a RED threshold under tail drop) runs unchanged at
 * every value of it, as a baseline; a setting that no configuration has is refused, since a typo
 * would otherwise turn every configuration into a baseline.
 */
import { applyOverride, hasNumberAt } from '../scenario/overrides';
import type { ScenarioInput } from '../scenario/schema';
import { validateScenario } from '../scenario/validate';
import { replicationSeeds } from './replicate';
import { MAX_SWEEP_RUNS, type SweepConfig } from './sweep';

export interface SweptSetting {
  path: string;
  values: number[];
}

export interface GridSpec {
  configs: SweepConfig[];
  settings: SweptSetting[];
  replications: number;
  firstSeed?: number;
}

export interface GridJob {
  index: number;
  config: string;
  /** One value per swept setting, in the order of `settings`. */
  values: number[];
  seed: number;
  scenario: ScenarioInput;
}

/** Which configurations each swept setting applies to (by name), or an error message. */
export function affectedConfigs(spec: Pick<GridSpec, 'configs' | 'settings'>): Map<string, Set<string>> {
  const affected = new Map<string, Set<string>>();
  for (const s of spec.settings) {
    const has = new Set(spec.configs.filter((c) => hasNumberAt(c.scenario, s.path)).map((c) => c.name));
    if (has.size === 0) {
      const names = spec.configs.map((c) => c.name).join(', ');
      throw new Error(`no configuration has a number at ${s.path} (${names}); check the path (npm run -s sim -- show PRESET prints every setting)`);
    }
    affected.set(s.path, has);
  }
  return affected;
}

/** Every combination of the settings' values, the first setting varying slowest. */
export function combinations(settings: readonly SweptSetting[]): number[][] {
  return settings.reduce<number[][]>((acc, s) => acc.flatMap((head) => s.values.map((v) => [...head, v])), [[]]);
}

/** Expand the grid into independent jobs, each scenario validated before any runs. */
export function gridJobs(spec: GridSpec): GridJob[] {
  const combos = combinations(spec.settings);
  const total = spec.configs.length * combos.length * spec.replications;
  if (total > MAX_SWEEP_RUNS) throw new Error(`the sweep asks for ${total} runs; at most ${MAX_SWEEP_RUNS}`);
  const affected = affectedConfigs(spec);
  const jobs: GridJob[] = [];
  for (const c of spec.configs) {
    for (const values of combos) {
      let scenario = c.scenario;
      spec.settings.forEach((s, k) => {
        if (affected.get(s.path)!.has(c.name)) scenario = applyOverride(scenario, s.path, values[k]) as ScenarioInput;
      });
      const v = validateScenario(scenario);
      if (!v.ok) throw new Error(`${c.name}, ${spec.settings.map((s, k) => `${s.path} = ${values[k]}`).join(', ')}: ${v.errors.join('; ')}`);
      for (const seed of replicationSeeds(spec.replications, spec.firstSeed)) jobs.push({ index: jobs.length, config: c.name, values, seed, scenario });
    }
  }
  return jobs;
}
