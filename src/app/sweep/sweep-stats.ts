import { summariseRuns, type ReplicatedMetric, type Roles, type RunSummary } from '../../sim-core/experiments/replicate';
import type { Describe } from '../../sim-core/experiments/statistics';
import type { SweepRow } from '../../sim-core/experiments/sweep';

/** One box of the figure: a configuration at one swept value. */
export interface SweepPoint {
  config: string;
  value: number;
  stats: Describe;
  runs: number;
  /** Runs where the late flow took longer than the fastest big flow (with roles). */
  exceptions?: number;
}

export interface MetricInfo {
  label: string;
  unit: string;
  /** Multiply the stored value by this for display. */
  scale: number;
}

export const METRIC_INFO: Record<ReplicatedMetric, MetricInfo> = {
  elapsedTime: { label: 'Elapsed time', unit: 's', scale: 1 },
  handshakeTime: { label: 'Handshake time', unit: 's', scale: 1 },
  dataTransmitTime: { label: 'Data transmit time', unit: 's', scale: 1 },
  throughputBps: { label: 'Throughput', unit: 'kbit/s', scale: 1e-3 },
  goodputBps: { label: 'Goodput', unit: 'kbit/s', scale: 1e-3 },
  retransmittedPackets: { label: 'Retransmitted packets', unit: '', scale: 1 },
  retransmittedBytes: { label: 'Retransmitted bytes', unit: 'B', scale: 1 },
  dupAcks: { label: 'Duplicate ACKs', unit: '', scale: 1 },
  tripleDupAcks: { label: 'Triple dupACK events', unit: '', scale: 1 },
  timeouts: { label: 'Timeouts', unit: '', scale: 1 },
  queueDrops: { label: 'Queue drops', unit: '', scale: 1 },
  packetsReceived: { label: 'Packets received', unit: '', scale: 1 },
};

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
      const f = s.flows[flow];
      if (!f) continue;
      out.push({ config, value, stats: f[metric], runs: runs.length, exceptions: s.exceptions });
    }
  }
  return out;
}
