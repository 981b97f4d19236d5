import type { FlowSummary } from '../metrics/summary';
import { readFlow, REPLICATED_METRICS, metricById } from '../metric-catalogue/registry';
import type { FlowKind, FlowMetric } from '../metric-catalogue/metric';
import type { SimResult } from '../scenario/result';
import type { ScenarioInput } from '../scenario/schema';
import { Simulation } from '../scenario/simulation';
import { parseScenario } from '../scenario/validate';
import { describeCensored, type Describe } from './statistics';

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

export function runOnce(input: ScenarioInput, seed: number): RunSummary {
  const sc = parseScenario({ ...(input as object), seed, record: { series: false } });
  const r: SimResult = new Simulation(sc).runToEnd();
  const run: RunSummary = { seed, flows: r.flows.map((f) => f.summary), kinds: r.flows.map((f) => f.kind), traceHash: r.traceHash, endTime: r.endTime };
  if (r.stop.reason === 'budget') run.cut = r.stop.message;
  return run;
}

/** One flow of one run, as the statistics read it. */
interface FlowOfRun {
  kind: FlowKind;
  summary: FlowSummary;
  /** The run's end (s): an unfinished flow's elapsed time is known to exceed endTime − its start. */
  endTime: number;
}

/**
 * The value of a censored metric (elapsed time) when the flow did not finish: it ran at least from
 * where its active window starts (its start, or the window's) to the end of the run.
 */
function censoredBound(m: FlowMetric, f: FlowOfRun): number | null {
  if (!m.censored || f.kind !== 'tcp' || f.summary.completed) return null;
  return f.endTime - f.summary.activeWindow.from;
}

function metricStats(flows: FlowOfRun[]): Record<ReplicatedMetric, Describe> {
  const out: Record<ReplicatedMetric, Describe> = {};
  for (const id of REPLICATED_METRICS) {
    const m = metricById(id) as FlowMetric;
    const values: number[] = [];
    const above: number[] = [];
    for (const f of flows) {
      const bound = censoredBound(m, f);
      if (bound !== null) above.push(bound);
      else values.push(readFlow(m, f));
    }
    out[id] = describeCensored(values, above);
  }
  return out;
}

const flowOf = (r: RunSummary, i: number): FlowOfRun => ({ kind: r.kinds[i], summary: r.flows[i], endTime: r.endTime });

/** Summarise replications (min, Q1, median, Q3, max, mean, sd per flow and metric). */
export function summariseRuns(runs: RunSummary[], roles?: Roles): ReplicationStats {
  const nFlows = runs[0]?.flows.length ?? 0;
  const stats: ReplicationStats = {
    runs,
    flows: Array.from({ length: nFlows }, (_, i) => metricStats(runs.map((r) => flowOf(r, i)))),
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
    // An exception: the late flow finished and took longer than the fastest large flow, or the
    // fastest finished and the late flow did not (it is then longer than the run). Neither
    // finished: not known, counted apart.
    let exceptions = 0;
    let undecided = 0;
    runs.forEach((r, k) => {
      const late = elapsed(flowOf(r, roles.lateFlow));
      const fastest = elapsed(ranked[k][0]);
      if (!Number.isFinite(late) && !Number.isFinite(fastest)) undecided++;
      else if (late > fastest) exceptions++;
    });
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
