import { type Describe, type ReplicatedMetric, type Roles, type RunSummary, summariseRuns, type SweepRow } from '../../sim-core';

/** One box of the figure: a configuration at one swept value. */
export interface SweepPoint {
  config: string;
  value: number;
  stats: Describe;
  runs: number;
  /** Runs where the late flow took longer than the fastest big flow (with roles). */
  exceptions?: number;
  /** Runs where neither the late flow nor the fastest big flow finished: not known either way. */
  undecided?: number;
}

/**
 * Group rows by configuration and value (in the given orders) and describe one flow's metric;
 * points with no rows yet are left out (a partial sweep draws what it has).
 */
export function sweepPoints(rows: readonly SweepRow[], configs: readonly string[], values: readonly number[], metric: ReplicatedMetric, flow: number, roles?: Roles): SweepPoint[] {
  const groups = new Map<string, RunSummary[]>();
  for (const r of rows) {
    const k = `${r.config}\u0000${r.value}`;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(r.run);
  }
  const out: SweepPoint[] = [];
  for (const config of configs) {
    for (const value of values) {
      const runs = groups.get(`${config}\u0000${value}`);
      if (!runs || runs.length === 0) continue;
      runs.sort((a, b) => a.seed - b.seed);
      const s = summariseRuns(runs, roles && runs[0].flows.length > roles.lateFlow ? roles : undefined);
      // A run metric (Jain's index, the Vegas/Reno ratio) has one value per run, whichever flow is chosen.
      const stats = metric in s.run ? s.run[metric] : s.flows[flow]?.[metric];
      if (!stats) continue;
      out.push({ config, value, stats, runs: runs.length, exceptions: s.exceptions, undecided: s.undecided });
    }
  }
  return out;
}
