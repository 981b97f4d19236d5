/**
 * Run a list of scenarios on the pool and return their summaries in list order, with a progress
 * bar on a terminal: how --reps and sweep run. Statistics over a partial set would mislead, so a
 * failed run stops the command (exit 4) naming it.
 */

import { type RunSummary, type Scenario } from '../sim-core';
import { EXIT_RUNS_FAILED, fail } from './common';
import type { RunSummaryObject } from './output';
import { progressBar } from './progress';
import { runInPool } from './run-pool';

export async function runAll(scenarios: Scenario[], workers: number, label: string): Promise<RunSummaryObject[]> {
  const summaries: RunSummaryObject[] = new Array(scenarios.length);
  const errors: string[] = [];
  const bar = progressBar(scenarios.length, label, workers);
  await runInPool(
    scenarios.map((scenario, index) => ({ index, scenario })),
    {
      workers,
      onOutcome: (i, o) => {
        if (o.ok) summaries[i] = o.summary;
        else errors.push(`run ${i + 1} (seed ${scenarios[i].seed}): ${o.error}`);
        bar.tick(!o.ok);
      },
    },
  );
  bar.stop();
  if (errors.length > 0) fail(`${errors.length} of ${scenarios.length} runs failed; first, ${errors[0]}`, EXIT_RUNS_FAILED);
  return summaries;
}

/** The per-flow view of a run that the replication statistics read (as the core's runOnce gives it). */
export function runSummaryOf(s: RunSummaryObject): RunSummary {
  // The run's metrics were read by the catalogue in the worker (metrics.run; null where NaN).
  const runMetrics = Object.fromEntries(Object.entries(s.metrics.run).map(([k, v]) => [k, typeof v === 'number' ? v : Number.NaN]));
  const run: RunSummary = { seed: s.seed, flows: s.flows.map((f) => f.summary), kinds: s.flows.map((f) => f.kind), traceHash: s.traceHash, endTime: s.endTime, run: runMetrics };
  if (s.stop.reason === 'budget') run.cut = s.stop.message;
  return run;
}

/** A replication's scenario exactly as the core's runOnce builds it (its seed, no series). */
export function replicationScenario(input: object, seed: number): object {
  return { ...input, seed, record: { series: false } };
}
