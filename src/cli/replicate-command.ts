import { REPLICATED_METRICS, replicationSeeds, summariseRuns, type ReplicatedMetric, type Roles } from '../sim-core/experiments/replicate';
import type { Describe } from '../sim-core/experiments/statistics';
import type { ScenarioInput } from '../sim-core/scenario/schema';
import { EXIT_BUDGET, EXIT_INCOMPLETE, fail, validOrExit } from './common';
import { finiteOrNull, type RunSummaryObject } from './output';
import { replicationScenario, runAll, runSummaryOf } from './run-all';
import { fixed, formatTable } from './table';
import { note, say } from './printable';

const SHOWN: ReplicatedMetric[] = ['elapsedTime', 'handshakeTime', 'dataTransmitTime', 'throughputBps', 'retransmittedPackets', 'dupAcks', 'tripleDupAcks', 'timeouts'];

function rowsFor(label: string, stats: Record<ReplicatedMetric, Describe>): (string | number)[][] {
  return SHOWN.map((m) => {
    const d = stats[m];
    const scale = m === 'throughputBps' ? 1 / 8 : 1; // the thesis reports bytes/s
    const digits = m.endsWith('Time') ? 3 : m === 'throughputBps' ? 0 : 1;
    const name = m === 'throughputBps' ? 'throughput B/s' : m;
    return [label, name, d.n, fixed(d.min * scale, digits), fixed(d.q1 * scale, digits), fixed(d.median * scale, digits), fixed(d.q3 * scale, digits), fixed(d.max * scale, digits), fixed(d.mean * scale, digits), fixed(d.sd * scale, digits)];
  });
}

/**
 * `npm run sim -- <scenario> --reps N [--big 0,1 --late 2]`: replication statistics, the runs
 * spread over the worker pool. --json adds each run's whole summary (links, drop kinds, windows).
 */
export async function replicateCommand(scenario: ScenarioInput, n: number, firstSeed: number, roles: Roles | undefined, json: boolean, workers: number, allowIncomplete = false): Promise<void> {
  const scenarios = replicationSeeds(n, firstSeed).map((seed) => validOrExit(replicationScenario(scenario as object, seed)));
  const summaries = await runAll(scenarios, workers, 'replications');
  const stats = summariseRuns(summaries.map(runSummaryOf), roles);
  if (json) {
    const runs = stats.runs.map((r, k) => ({ seed: r.seed, traceHash: r.traceHash, flows: r.flows, summary: summaries[k] }));
    say(`${JSON.stringify({ replications: n, firstSeed, metrics: REPLICATED_METRICS, ...stats, runs }, finiteOrNull, 2)}\n`);
    failIfCut(stats.runs);
    failIfIncomplete(summaries, allowIncomplete);
    return;
  }
  const rows: (string | number)[][] = [];
  if (roles && stats.fastest && stats.slowest) {
    rows.push(...rowsFor('fastest', stats.fastest), ...rowsFor('slowest', stats.slowest), ...rowsFor(`flow ${roles.lateFlow + 1}`, stats.flows[roles.lateFlow]));
  } else {
    stats.flows.forEach((f, i) => rows.push(...rowsFor(`flow ${i + 1}`, f)));
  }
  say(`${n} replications, seeds ${firstSeed}…${firstSeed + n - 1}\n\n`);
  say(`${formatTable(['flow', 'metric', 'n', 'min', 'Q1', 'median', 'Q3', 'max', 'mean', 'sd'], rows)}\n`);
  if (stats.exceptions !== undefined) say(`\nexceptions (flow ${roles!.lateFlow + 1} took longer than the fastest large flow): ${stats.exceptions} of ${n}\n`);
  failIfCut(stats.runs);
  failIfIncomplete(summaries, allowIncomplete);
}

/**
 * Flows with a size that did not finish make the statistics of their times partial: say which,
 * and exit with a status of its own (the output is printed either way) unless allowed.
 */
function failIfIncomplete(summaries: readonly RunSummaryObject[], allow: boolean): void {
  const open = new Map<number, number>();
  for (const s of summaries) s.flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null && f.bytes !== undefined && !f.summary.completed) open.set(i, (open.get(i) ?? 0) + 1);
  });
  if (open.size === 0) return;
  const msg = `some flows did not finish: ${[...open].map(([i, k]) => `flow ${i + 1} in ${k} of ${summaries.length} runs`).join(', ')} (their times are left out of the statistics above)`;
  if (allow) note(`note: ${msg}\n`);
  else fail(`${msg}; --allow-incomplete makes this exit 0`, EXIT_INCOMPLETE);
}

/** Statistics over runs a budget cut short would mislead: say which and exit non-zero. */
export function failIfCut(runs: { seed: number; cut?: string }[]): void {
  const cut = runs.filter((r) => r.cut !== undefined);
  if (cut.length > 0) fail(`${cut.length} of ${runs.length} runs were cut by a budget; first, seed ${cut[0].seed}: ${cut[0].cut}`, EXIT_BUDGET);
}
