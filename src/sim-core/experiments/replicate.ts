import type { FlowSummary } from '../metrics/summary';
import { REPLICATED_METRICS, REPLICATED_RUN_METRICS, metricById, readMetric } from '../metric-catalogue/registry';
import type { FlowKind, FlowMetric } from '../metric-catalogue/metric';
import type { SimResult } from '../scenario/result';
import type { ScenarioInput } from '../scenario/schema';
import { runToEnd } from '../scenario/run';
import { parseScenario } from '../scenario/validate';
import { describeFlowMetric, type FlowOfRun } from './censoring';
import { describe, type Describe } from './statistics';

/** Per-flow metrics that replications summarise: the catalogue's flow metrics marked `replicate`. */
export { REPLICATED_METRICS };
/** A catalogue id of a replicated flow metric ("flow.elapsed"). */
export type ReplicatedMetric = string;

/** One replication, kept small: the summaries, not the series. */
export interface RunSummary {
  seed: number;
  flows: FlowSummary[];
  /** Each flow's kind (the catalogue reads a figure only for the kinds it exists for). */
  kinds: FlowKind[];
  traceHash: string;
  endTime: number;
  /** Set when a budget cut the run (its message); absent when the run completed. */
  cut?: string;
  /** The run's replicated metrics (REPLICATED_RUN_METRICS) by id, read from the whole result (absent: not kept). */
  run?: Record<string, number>;
}

/**
 * How seed 000 reads its runs: the two large flows are relabelled per replication as
 * "fastest" and "slowest" by elapsed time, and an "exception" is a run in which the late flow
 * takes longer than the fastest large flow.
 */
export interface Roles {
  bigFlows: [number, number];
  lateFlow: number;
}

export interface ReplicationStats {
  runs: RunSummary[];
  /** Per flow index, per metric. */
  flows: Record<ReplicatedMetric, Describe>[];
  /** Per run metric (Jain's index, the Vegas/Reno ratio, system goodput). */
  run: Record<string, Describe>;
  /** With roles: the fastest and slowest large flow of each run, and the late flow. */
  fastest?: Record<ReplicatedMetric, Describe>;
  slowest?: Record<ReplicatedMetric, Describe>;
  exceptions?: number;
  /** With roles: runs where the late flow did not finish, so whether it was an exception is not known. */
  undecided?: number;
}

/** Replication k runs with seed firstSeed + k (and no series, to stay light). */
export function replicationSeeds(n: number, firstSeed = 1): number[] {
  return Array.from({ length: n }, (_, k) => firstSeed + k);
}

/** The run's replicated metrics by id (what a RunSummary keeps of the run beyond its flows). */
export function runMetricValues(r: SimResult): Record<string, number> {
  return Object.fromEntries(REPLICATED_RUN_METRICS.map((id) => [id, readMetric(id, r)]));
}

export function runOnce(input: ScenarioInput, seed: number): RunSummary {
  const sc = parseScenario({ ...(input as object), seed, record: { series: false } });
  const r: SimResult = runToEnd(sc);
  const run: RunSummary = { seed, flows: r.flows.map((f) => f.summary), kinds: r.flows.map((f) => f.kind), traceHash: r.traceHash, endTime: r.endTime, run: runMetricValues(r) };
  if (r.stop.reason === 'budget') run.cut = r.stop.message;
  return run;
}

function metricStats(flows: FlowOfRun[]): Record<ReplicatedMetric, Describe> {
  const out: Record<ReplicatedMetric, Describe> = {};
  for (const id of REPLICATED_METRICS) out[id] = describeFlowMetric(metricById(id) as FlowMetric, flows);
  return out;
}

const flowOf = (r: RunSummary, i: number): FlowOfRun => ({ kind: r.kinds[i], summary: r.flows[i], endTime: r.endTime });

/**
 * Seed 000's exception rule: the late flow finished and took longer than the fastest large flow,
 * or the fastest finished and the late flow did not (it is then longer than the run). Neither
 * finished: not known, counted apart as undecided. `runs` holds each run's flow summaries.
 */
export function exceptionCount(runs: readonly (readonly FlowSummary[])[], roles: Roles): { exceptions: number; undecided: number } {
  const elapsed = (f: FlowSummary) => (f.completed ? f.elapsedTime : Number.POSITIVE_INFINITY);
  let exceptions = 0;
  let undecided = 0;
  for (const flows of runs) {
    const late = elapsed(flows[roles.lateFlow]);
    const fastest = Math.min(...roles.bigFlows.map((i) => elapsed(flows[i])));
    if (!Number.isFinite(late) && !Number.isFinite(fastest)) undecided++;
    else if (late > fastest) exceptions++;
  }
  return { exceptions, undecided };
}

/** Summarise replications (min, Q1, median, Q3, max, mean, sd per flow and metric). */
export function summariseRuns(runs: RunSummary[], roles?: Roles): ReplicationStats {
  const nFlows = runs[0]?.flows.length ?? 0;
  const stats: ReplicationStats = {
    runs,
    flows: Array.from({ length: nFlows }, (_, i) => metricStats(runs.map((r) => flowOf(r, i)))),
    run: Object.fromEntries(REPLICATED_RUN_METRICS.map((id) => [id, describe(runs.map((r) => r.run?.[id] ?? Number.NaN))])),
  };
  if (roles) {
    const [a, b] = roles.bigFlows;
    // An unfinished flow ranks as the slowest (its elapsed time is longer than the run).
    const elapsed = (f: FlowOfRun) => (f.summary.completed ? f.summary.elapsedTime : Number.POSITIVE_INFINITY);
    const ranked = runs.map((r) => {
      const fa = flowOf(r, a);
      const fb = flowOf(r, b);
      return elapsed(fa) <= elapsed(fb) ? [fa, fb] : [fb, fa];
    });
    stats.fastest = metricStats(ranked.map((x) => x[0]));
    stats.slowest = metricStats(ranked.map((x) => x[1]));
    const { exceptions, undecided } = exceptionCount(runs.map((r) => r.flows), roles);
    stats.exceptions = exceptions;
    stats.undecided = undecided;
  }
  return stats;
}

/** Run `n` replications of a scenario (seeds firstSeed…firstSeed+n−1) and summarise them. */
export function replicate(input: ScenarioInput, n: number, opts: { firstSeed?: number; roles?: Roles } = {}): ReplicationStats {
  return summariseRuns(
    replicationSeeds(n, opts.firstSeed).map((seed) => runOnce(input, seed)),
    opts.roles,
  );
}
