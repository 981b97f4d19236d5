import type { FlowSummary } from '../metrics/summary';
import type { SimResult } from '../scenario/result';
import type { ScenarioInput } from '../scenario/schema';
import { Simulation } from '../scenario/simulation';
import { parseScenario } from '../scenario/validate';
import { describe, type Describe } from './statistics';

/** Per-flow metrics that replications summarise (numeric fields of FlowSummary). */
export const REPLICATED_METRICS = [
  'elapsedTime',
  'handshakeTime',
  'dataTransmitTime',
  'throughputBps',
  'goodputBps',
  'retransmittedPackets',
  'retransmittedBytes',
  'dupAcks',
  'tripleDupAcks',
  'timeouts',
  'queueDrops',
  'packetsReceived',
] as const satisfies readonly (keyof FlowSummary)[];
export type ReplicatedMetric = (typeof REPLICATED_METRICS)[number];

/** One replication, kept small: the summaries, not the series. */
export interface RunSummary {
  seed: number;
  flows: FlowSummary[];
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
}

/** Replication k runs with seed firstSeed + k (and no series, to stay light). */
export function replicationSeeds(n: number, firstSeed = 1): number[] {
  return Array.from({ length: n }, (_, k) => firstSeed + k);
}

export function runOnce(input: ScenarioInput, seed: number): RunSummary {
  const sc = parseScenario({ ...(input as object), seed, record: { series: false } });
  const r: SimResult = new Simulation(sc).runToEnd();
  const run: RunSummary = { seed, flows: r.flows.map((f) => f.summary), traceHash: r.traceHash, endTime: r.endTime };
  if (r.stop.reason === 'budget') run.cut = r.stop.message;
  return run;
}

function metricStats(summaries: FlowSummary[]): Record<ReplicatedMetric, Describe> {
  const out = {} as Record<ReplicatedMetric, Describe>;
  for (const m of REPLICATED_METRICS) out[m] = describe(summaries.map((s) => s[m]));
  return out;
}

/** Summarise replications (min, Q1, median, Q3, max, mean, sd per flow and metric). */
export function summariseRuns(runs: RunSummary[], roles?: Roles): ReplicationStats {
  const nFlows = runs[0]?.flows.length ?? 0;
  const stats: ReplicationStats = {
    runs,
    flows: Array.from({ length: nFlows }, (_, i) => metricStats(runs.map((r) => r.flows[i]))),
  };
  if (roles) {
    const [a, b] = roles.bigFlows;
    const ranked = runs.map((r) => {
      const fa = r.flows[a];
      const fb = r.flows[b];
      return fa.elapsedTime <= fb.elapsedTime ? [fa, fb] : [fb, fa];
    });
    stats.fastest = metricStats(ranked.map((x) => x[0]));
    stats.slowest = metricStats(ranked.map((x) => x[1]));
    stats.exceptions = runs.filter((r, k) => !(r.flows[roles.lateFlow].elapsedTime <= ranked[k][0].elapsedTime)).length;
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
