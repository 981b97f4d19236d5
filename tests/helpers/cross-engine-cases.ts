/**
 * The scenarios whose trace hashes are compared between JavaScript engines
 * (tests/core/cross-engine.test.ts, scripts/cross-engine-hashes.ts). This module is bundled
 * and run inside the second engine too, so it holds only plain scenario builders.
 */
import { PRESETS } from '../../src/sim-core/scenario/presets';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { seed001Web } from '../../src/sim-core/scenario/seed001-presets';

export interface CrossEngineCase {
  name: string;
  /** The random paths it exercises (for the reader and the test's coverage check). */
  covers: readonly RandomPath[];
  build: () => ScenarioInput;
}

export const RANDOM_PATH_KINDS = ['exponential', 'pareto', 'red', 'ared', 'tc-red', 'auto-wq', 'web', 'on-off-loss', 'bernoulli-loss', 'jitter'] as const;
export type RandomPath = (typeof RANDOM_PATH_KINDS)[number];

/** A preset run for at most `seconds` of simulated time (its measuring window kept inside). */
function shortened(name: string, seconds: number): ScenarioInput {
  const s = preset(name);
  const m = Array.isArray(s.measure) ? undefined : s.measure; // presets have one window
  const from = m?.from;
  return { ...s, duration: seconds, ...(typeof from === 'number' && from >= seconds ? { measure: { ...m, from: seconds / 2 } } : {}) };
}

function preset(name: string): ScenarioInput {
  const p = PRESETS.find((q) => q.name === name);
  if (!p) throw new Error(`no preset ${name}`);
  return p.build();
}

/** Web traffic into ARED with ECN (no preset uses ARED: the Web batch does). */
const aredWeb = (warmup: number, measured: number) => seed001Web({ load: 1.05, queue: 'ared5-ecn', variant: 'sack', warmup, measured });

/** Every preset in full, and the ARED web run: the script's list. */
export const ALL_CASES: CrossEngineCase[] = [
  ...PRESETS.map((p) => ({ name: p.name, covers: [], build: () => p.build() })),
  { name: 'seed001-ared5-ecn (not a preset)', covers: ['ared', 'web', 'exponential', 'pareto'], build: () => aredWeb(10, 40) },
];

/** A subset, shortened, that still takes every random path: the test's list. */
export const SUBSET_CASES: CrossEngineCase[] = [
  { name: 'seed000-red', covers: ['jitter', 'red', 'tc-red'], build: () => preset('seed000-red') },
  { name: 'seed000-tc1-red-ds', covers: ['jitter', 'red', 'tc-red'], build: () => preset('seed000-tc1-red-ds') },
  { name: 'seed001-105 (3 s)', covers: ['web', 'exponential', 'pareto'], build: () => shortened('seed001-105', 3) },
  { name: 'seed001-ared5-ecn (3 s)', covers: ['ared', 'web', 'exponential', 'pareto'], build: () => aredWeb(1, 2) },
  { name: 'seed003-e4-red (5 s)', covers: ['on-off-loss', 'exponential', 'red'], build: () => shortened('seed003-e4-red', 5) },
  { name: 'seed003-e2-droptail (3 s)', covers: ['bernoulli-loss'], build: () => shortened('seed003-e2-droptail', 3) },
  { name: 'seed002-b-5v-red (15 s)', covers: ['auto-wq', 'red'], build: () => shortened('seed002-b-5v-red', 15) },
  { name: 'dumbbell-red (5 s)', covers: ['red'], build: () => shortened('dumbbell-red', 5) },
];

export const CASE_LISTS = { all: ALL_CASES, subset: SUBSET_CASES } as const;
export type CaseList = keyof typeof CASE_LISTS;
