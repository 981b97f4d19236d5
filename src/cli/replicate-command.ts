import { REPLICATED_METRICS, REPLICATED_RUN_METRICS, columnFormat, formatStatValue, metricById, withUnit, replicationSeeds, summariseRuns, type Describe, type ReplicatedMetric, type Roles, type ScenarioInput } from '../sim-core';
import { EXIT_BUDGET, EXIT_INCOMPLETE, fail, validOrExit } from './common';
import { finiteOrNull, type RunSummaryObject } from './output';
import { replicationScenario, runAll, runSummaryOf } from './run-all';
import { DASH, formatTable } from './table';
import { scenarioHash, type RunProvenance } from './provenance';
import { note, say } from './printable';

type StatsBlock = { label: string; stats: Record<ReplicatedMetric, Describe>; ids: readonly string[] };

/**
 * One row per replicated catalogue metric of each block (a flow, a role, the run): its label with
 * the unit, n and unfinished count, then the statistics as plain numbers ("> T" where unfinished
 * runs reach). A metric keeps one unit over the whole table (the catalogue's columnFormat over
 * every value it shows), so flow 1's goodput and flow 3's never read in different prefixes.
 */
function statsRows(blocks: readonly StatsBlock[]): (string | number)[][] {
  const shown = (b: StatsBlock) => b.ids.filter((id) => b.stats[id] && b.stats[id].n > 0);
  const values = new Map<string, number[]>();
  for (const b of blocks)
    for (const id of shown(b)) {
      const d = b.stats[id];
      values.set(id, [...(values.get(id) ?? []), d.min, d.q1, d.median, d.q3, d.max, d.mean, d.above]);
    }
  const formats = new Map([...values].map(([id, vs]) => [id, columnFormat(metricById(id), vs)]));
  return blocks.flatMap((b) =>
    shown(b).map((id) => {
      const d = b.stats[id];
      const c = formats.get(id)!;
      const v = (x: number) => formatStatValue(c.metric, x, d, c.cell);
      return [b.label, withUnit(c.metric.short.toLowerCase(), c.unit), d.n, d.unfinished, v(d.min), v(d.q1), v(d.median), v(d.q3), v(d.max), ...finishedOnly(d, c.cell)];
    }),
  );
}

/**
 * The mean and sd cells. They cover the finished runs only (an unfinished run's value is not
 * known, only that it exceeds "> T"), so where some runs did not finish the mean says over how
 * many it is taken ("12.39 (1 of 3 finished)"), and with none finished both are a dash.
 */
function finishedOnly(d: Describe, cell: (v: number) => string): [string, string] {
  if (d.unfinished === 0) return [cell(d.mean), cell(d.sd)];
  const finished = d.n - d.unfinished;
  return [finished > 0 ? `${cell(d.mean)} (${finished} of ${d.n} finished)` : DASH, cell(d.sd)];
}

/** The note under the table when some mean leaves unfinished runs out: what it covers, and why the dashes. */
export const FINISHED_ONLY_NOTE = 'mean and sd: over the finished runs only (an unfinished run is known only to exceed "> T", so it is in min…max but not in the mean); "(k of n finished)" says over how many; a dash: no run finished (sd: fewer than two)';

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
  const blocks: StatsBlock[] = [];
  if (roles && stats.fastest && stats.slowest) {
    blocks.push({ label: 'fastest', stats: stats.fastest, ids: REPLICATED_METRICS }, { label: 'slowest', stats: stats.slowest, ids: REPLICATED_METRICS }, { label: `flow ${roles.lateFlow + 1}`, stats: stats.flows[roles.lateFlow], ids: REPLICATED_METRICS });
  } else {
    stats.flows.forEach((f, i) => blocks.push({ label: `flow ${i + 1}`, stats: f, ids: REPLICATED_METRICS }));
  }
  // The run's own figures (Jain's index, the Vegas/Reno ratio, system goodput) after the flows'.
  blocks.push({ label: 'run', stats: stats.run, ids: REPLICATED_RUN_METRICS });
  const rows = statsRows(blocks);
  say(`${n} replications, seeds ${firstSeed}…${firstSeed + n - 1}\n\n`);
  say(`${formatTable(['flow', 'metric', 'n', 'unfinished', 'min', 'Q1', 'median', 'Q3', 'max', 'mean', 'sd'], rows)}\n`);
  if (blocks.some((b) => b.ids.some((id) => b.stats[id]?.unfinished > 0))) say(`${FINISHED_ONLY_NOTE}\n`);
  if (stats.exceptions !== undefined) say(`\nexceptions (flow ${roles!.lateFlow + 1} took longer than the fastest large flow): ${stats.exceptions} of ${n}${stats.undecided ? `; ${stats.undecided} undecided (neither finished)` : ''}\n`);
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
