import { REPLICATED_METRICS, REPLICATED_RUN_METRICS, formatMetric, formatStatValue, metricById, replicationSeeds, summariseRuns, type Describe, type ReplicatedMetric, type Roles, type ScenarioInput } from '../sim-core';
import { EXIT_BUDGET, EXIT_INCOMPLETE, fail, validOrExit } from './common';
import { finiteOrNull, type RunSummaryObject } from './output';
import { replicationScenario, runAll, runSummaryOf } from './run-all';
import { formatTable } from './table';
import { scenarioHash, type RunProvenance } from './provenance';
import { note, say } from './printable';

/** One row per replicated catalogue metric: its label, n and unfinished count, then the statistics in its own unit ("> T" where unfinished runs reach). */
function rowsFor(label: string, stats: Record<ReplicatedMetric, Describe>, ids: readonly string[] = REPLICATED_METRICS): (string | number)[][] {
  return ids.filter((id) => stats[id] && stats[id].n > 0).map((id) => {
    const d = stats[id];
    const m = metricById(id);
    const v = (x: number) => formatStatValue(m, x, d);
    return [label, m.short.toLowerCase(), d.n, d.unfinished, v(d.min), v(d.q1), v(d.median), v(d.q3), v(d.max), formatMetric(m, d.mean), formatMetric(m, d.sd)];
  });
}

/**
 * `npm run sim -- <scenario> --reps N [--big 0,1 --late 2]`: replication statistics, the runs
 * spread over the worker pool. --json adds each run's whole summary (links, drop kinds, windows).
 */
export async function replicateCommand(scenario: ScenarioInput, n: number, firstSeed: number, roles: Roles | undefined, json: boolean, workers: number, allowIncomplete = false, provenance?: RunProvenance): Promise<void> {
  const scenarios = replicationSeeds(n, firstSeed).map((seed) => validOrExit(replicationScenario(scenario as object, seed)));
  const summaries = await runAll(scenarios, workers, 'replications');
  const stats = summariseRuns(summaries.map(runSummaryOf), roles);
  if (json) {
    // Each run's scenario differs from the first in its seed only: its own hash, beside its trace hash.
    const runs = stats.runs.map((r, k) => ({ seed: r.seed, scenarioHash: scenarioHash(scenarios[k]), traceHash: r.traceHash, flows: r.flows, summary: summaries[k] }));
    say(`${JSON.stringify({ ...(provenance ? { provenance } : {}), replications: n, firstSeed, metrics: REPLICATED_METRICS, ...stats, runs }, finiteOrNull, 2)}\n`);
    failIfIncomplete(summaries, allowIncomplete);
    failIfCut(stats.runs);
    return;
  }
  const rows: (string | number)[][] = [];
  if (roles && stats.fastest && stats.slowest) {
    rows.push(...rowsFor('fastest', stats.fastest), ...rowsFor('slowest', stats.slowest), ...rowsFor(`flow ${roles.lateFlow + 1}`, stats.flows[roles.lateFlow]));
  } else {
    stats.flows.forEach((f, i) => rows.push(...rowsFor(`flow ${i + 1}`, f)));
  }
  // The run's own figures (Jain's index, the Vegas/Reno ratio, system goodput) after the flows'.
  rows.push(...rowsFor('run', stats.run, REPLICATED_RUN_METRICS));
  say(`${n} replications, seeds ${firstSeed}…${firstSeed + n - 1}\n\n`);
  say(`${formatTable(['flow', 'metric', 'n', 'unfinished', 'min', 'Q1', 'median', 'Q3', 'max', 'mean', 'sd'], rows)}\n`);
  if (stats.exceptions !== undefined) say(`\nexceptions (flow ${roles!.lateFlow + 1} took longer than the fastest large flow): ${stats.exceptions} of ${n}${stats.undecided ? `; ${stats.undecided} undecided (neither finished)` : ''}; mean and sd cover the finished runs only\n`);
  failIfCut(stats.runs);
  failIfIncomplete(summaries, allowIncomplete);
}

/**
 * Flows with a size that did not finish make the statistics of their times partial (counted as
 * censored, "> T"): say which, and exit with a status of its own (the output is printed either
 * way) unless allowed.
 */
function failIfIncomplete(summaries: readonly RunSummaryObject[], allow: boolean): void {
  const open = new Map<number, number>();
  for (const s of summaries) s.flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null && f.bytes !== undefined && !f.summary.completed) open.set(i, (open.get(i) ?? 0) + 1);
  });
  if (open.size === 0) return;
  const msg = `some flows did not finish: ${[...open].map(([i, k]) => `flow ${i + 1} in ${k} of ${summaries.length} runs`).join(', ')} (counted as longer than the time they were watched)`;
  if (allow) note(`note: ${msg}\n`);
  else fail(`${msg}; --allow-incomplete makes this exit 0`, EXIT_INCOMPLETE);
}

/** Statistics over runs a budget cut short would mislead: say which and exit non-zero. */
export function failIfCut(runs: { seed: number; cut?: string }[]): void {
  const cut = runs.filter((r) => r.cut !== undefined);
  if (cut.length > 0) fail(`${cut.length} of ${runs.length} runs were cut by a budget; first, seed ${cut[0].seed}: ${cut[0].cut}`, EXIT_BUDGET);
}
