import { headlineColumn, readHeadline, resolveHeadlines } from '../headlines/headlines';
import { describe } from '../sim-core/experiments/statistics';
import { replicationSeeds } from '../sim-core/experiments/replicate';
import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { evaluateCheck, type Check } from './check';
import { comparesOf } from './judged-figure';
import { METRICS } from './metrics';
import { summaryOnly } from './run-check';

/**
 * What a passed challenge rests on: the student's run is one run (one seed), and a pass can be a
 * lucky one. The phone trial of 05:10 (confusion 11) passed the Vegas challenge with Vegas/Reno
 * 0.975 while the Sweep's 20-seed median for the same thresholds was 0.909 [0.891, 0.946], and
 * nothing said so. On a pass the app runs the same scenario over a few of the Sweep's seeds, with
 * the Sweep's run-to-run variation (slightly different start times), and says on how many it
 * passes and the median of each judged figure, as At a glance says it.
 */

/** How many seeds a pass is checked over: few, so the line comes within seconds on a phone. */
export const CHALLENGE_SEEDS = 5;

/** The scenario over the Sweep's first `n` seeds (1…n), each with the Sweep's variation `jitter` (summaries only, as a check's runs). */
export function seedScenarios(scenario: Scenario, jitter: { startJitter: number; hostJitter: number }, n = CHALLENGE_SEEDS): Scenario[] {
  return replicationSeeds(n).map((seed) => summaryOnly({ ...structuredClone(scenario), seed, variability: { ...scenario.variability, ...jitter } }));
}

export interface SeedsLine {
  passes: number;
  runs: number;
  /** "Vegas/Reno 0.930, Utilization 98.9 %": each judged figure's median over the runs. */
  medians: string;
  /** The whole sentence shown under the pass. */
  words: string;
}

/** The challenge judged on each seed's run, said in one line. `ownSeed`: the seed of the student's run. */
export function seedsLine(check: Check, scenario: Pick<Scenario, 'flows'>, runs: readonly SimResult[], ownSeed: number): SeedsLine {
  if (!('run' in check)) throw new Error('a sweep check is judged over its own runs');
  const passes = runs.filter((r) => evaluateCheck(check, r).pass).length;
  const parts: string[] = [];
  for (const c of comparesOf(check.run)) {
    const [h] = resolveHeadlines(scenario, [{ metric: METRICS[c.compare.metric].id, ...(c.compare.flow === undefined ? {} : { flow: c.compare.flow + 1 }) }]);
    if (!h) continue;
    const median = describe(runs.map((r) => readHeadline(h, r))).median;
    const column = headlineColumn(h, runs);
    const text = `${h.short} ${Number.isFinite(median) ? column.cell(median) : '—'}${Number.isFinite(median) && column.unit ? ` ${column.unit}` : ''}`;
    if (!parts.includes(text)) parts.push(text);
  }
  const medians = parts.join(', ');
  const n = runs.length;
  const words = `Your pass is one run (seed ${ownSeed}). Run as the Sweep runs it, over seeds 1–${n} with slightly different start times, it passes on ${passes} of ${n}${medians ? ` (median ${medians})` : ''}.`;
  return { passes, runs: n, medians, words };
}
