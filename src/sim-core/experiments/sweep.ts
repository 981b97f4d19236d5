import { applyOverride } from '../scenario/overrides';
import type { ScenarioInput } from '../scenario/schema';
import { validateScenario } from '../scenario/validate';
import { replicationSeeds, runOnce, type RunSummary } from './replicate';

/** One configuration of a sweep: a name and the scenario it starts from. */
export interface SweepConfig {
  name: string;
  scenario: ScenarioInput;
}

/** Vary one setting (a path such as `flows.2.start`) over values, × replications, × configurations. */
export interface SweepSpec {
  configs: SweepConfig[];
  param: string;
  values: number[];
  replications: number;
  firstSeed?: number;
}

export interface SweepJob {
  index: number;
  config: string;
  value: number;
  seed: number;
  scenario: ScenarioInput;
}

export interface SweepRow {
  config: string;
  value: number;
  seed: number;
  run: RunSummary;
}

/** Hard cap so a sweep asked for by a link or a typo cannot run for hours. */
export const MAX_SWEEP_RUNS = 20_000;

/**
 * Expand a sweep into independent jobs (each runs alone, so jobs can go to any worker).
 * Every job's scenario is validated up front; a bad value fails the sweep before it starts.
 */
export function sweepJobs(spec: SweepSpec): SweepJob[] {
  const total = spec.configs.length * spec.values.length * spec.replications;
  if (total > MAX_SWEEP_RUNS) throw new Error(`the sweep asks for ${total} runs; at most ${MAX_SWEEP_RUNS}`);
  const jobs: SweepJob[] = [];
  for (const c of spec.configs) {
    for (const value of spec.values) {
      const scenario = applyOverride(c.scenario, spec.param, value) as ScenarioInput;
      const v = validateScenario(scenario);
      if (!v.ok) throw new Error(`${c.name}, ${spec.param} = ${value}: ${v.errors.join('; ')}`);
      for (const seed of replicationSeeds(spec.replications, spec.firstSeed)) {
        jobs.push({ index: jobs.length, config: c.name, value, seed, scenario });
      }
    }
  }
  return jobs;
}

export function runSweepJob(job: SweepJob): SweepRow {
  return { config: job.config, value: job.value, seed: job.seed, run: runOnce(job.scenario, job.seed) };
}

/** Run every job in this thread; `onProgress` after each run (done, total). */
export function runSweep(spec: SweepSpec, onProgress?: (done: number, total: number) => void): SweepRow[] {
  const jobs = sweepJobs(spec);
  return jobs.map((j, k) => {
    const row = runSweepJob(j);
    onProgress?.(k + 1, jobs.length);
    return row;
  });
}

/** Parse "0,0.5,1" or "0:7:0.5" (from:to:step, inclusive) into numbers. */
export function parseValues(text: string): number[] {
  const range = /^\s*(-?[\d.]+)\s*:\s*(-?[\d.]+)\s*:\s*([\d.]+)\s*$/.exec(text);
  if (range) {
    const [from, to, step] = [Number(range[1]), Number(range[2]), Number(range[3])];
    if (!(step > 0) || !(to >= from)) throw new Error(`"${text}": expected from:to:step with step > 0 and to ≥ from`);
    const n = Math.floor((to - from) / step + 1e-9) + 1;
    if (n > 1000) throw new Error(`"${text}" gives ${n} values; at most 1000`);
    return Array.from({ length: n }, (_, k) => Number((from + k * step).toFixed(10)));
  }
  // Number('') is 0: an empty item ("1,,2", "", "1,") would silently run the value 0.
  const items = text.split(',').map((s) => s.trim());
  const empty = items.findIndex((s) => s === '');
  if (empty >= 0) throw new Error(`"${text}": empty value (item ${empty + 1} of ${items.length}); give numbers like 0,1,2 or from:to:step`);
  const vs = items.map(Number);
  if (vs.some((v) => !Number.isFinite(v))) throw new Error(`"${text}" is not a list of numbers (use 0,1,2 or from:to:step)`);
  return vs;
}
