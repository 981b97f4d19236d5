import { responseTimeQuantile } from '../sim-core/metrics/web-stats';
import type { SimResult } from '../sim-core/scenario/result';

/**
 * The figures a lesson check can read from a run: one descriptor per metric, and every list,
 * label, unit and schema enum is derived from this table. Values are in the unit shown to the
 * student (%, kbit/s, s), so thresholds in lesson files read the way the text states them.
 * A metric that does not apply to the run (a flow that never finished) reads NaN.
 */
export type MetricScope = 'flow' | 'link' | 'variant' | 'run';

/** Which flow / link / TCP variant a metric reads; the link defaults to the bottleneck. */
export interface MetricSelector {
  flow?: number;
  link?: number;
  variant?: string;
}

export interface MetricDescriptor {
  label: string;
  /** A few words for a table's column head, where the label would wrap over many lines. */
  short: string;
  unit: string;
  scope: MetricScope;
  /** Decimal places when shown. */
  digits: number;
  read(r: SimResult, sel: MetricSelector): number;
}

function flow(r: SimResult, sel: MetricSelector) {
  const f = r.flows[sel.flow ?? -1];
  if (!f) throw new RangeError(`the run has no flow ${(sel.flow ?? -1) + 1}`);
  return f.summary;
}

function link(r: SimResult, sel: MetricSelector) {
  const l = r.links[sel.link ?? r.aggregate.bottleneck];
  if (!l) throw new RangeError(`the run has no link ${sel.link}`);
  return l.summary;
}

function variantGoodput(r: SimResult, sel: MetricSelector): number {
  return (r.aggregate.goodputByVariant[sel.variant ?? '']?.meanBps ?? Number.NaN) / 1e3;
}

const done = (s: { completed: boolean }, v: number) => (s.completed ? v : Number.NaN);

export const METRICS = {
  'flow.elapsed': { label: 'elapsed time (SYN to ACK of FIN)', short: 'elapsed', unit: 's', scope: 'flow', digits: 1, read: (r, s) => { const f = flow(r, s); return done(f, f.elapsedTime); } },
  'flow.handshake': { label: 'handshake time', short: 'handshake', unit: 's', scope: 'flow', digits: 2, read: (r, s) => flow(r, s).handshakeTime },
  'flow.throughput': { label: 'throughput (bytes / elapsed)', short: 'throughput', unit: 'kbit/s', scope: 'flow', digits: 1, read: (r, s) => flow(r, s).throughputBps / 1e3 },
  'flow.goodput': { label: 'goodput in the window', short: 'goodput', unit: 'kbit/s', scope: 'flow', digits: 1, read: (r, s) => flow(r, s).goodputBps / 1e3 },
  'flow.timeouts': { label: 'retransmission timeouts', short: 'timeouts', unit: '', scope: 'flow', digits: 0, read: (r, s) => flow(r, s).timeouts },
  'flow.fastRetransmits': { label: 'fast retransmits (3 duplicate ACKs)', short: 'fast retransmits', unit: '', scope: 'flow', digits: 0, read: (r, s) => flow(r, s).tripleDupAcks },
  'flow.retransmits': { label: 'retransmitted packets', short: 'retransmits', unit: '', scope: 'flow', digits: 0, read: (r, s) => flow(r, s).retransmittedPackets },
  'flow.queueDrops': { label: 'packets dropped by the queue', short: 'queue drops', unit: '', scope: 'flow', digits: 0, read: (r, s) => flow(r, s).queueDrops },
  'flow.lossRate': { label: 'packet loss (UDP)', short: 'loss', unit: '%', scope: 'flow', digits: 1, read: (r, s) => flow(r, s).lossRate * 100 },
  'flow.meanDelay': { label: 'mean one-way delay (UDP)', short: 'mean delay', unit: 'ms', scope: 'flow', digits: 1, read: (r, s) => flow(r, s).oneWayDelay.mean * 1e3 },
  'flow.p95Delay': { label: '95th percentile one-way delay (UDP)', short: 'p95 delay', unit: 'ms', scope: 'flow', digits: 1, read: (r, s) => flow(r, s).oneWayDelay.p95 * 1e3 },
  'link.utilization': { label: 'utilization', short: 'utilization', unit: '%', scope: 'link', digits: 1, read: (r, s) => link(r, s).utilization * 100 },
  'link.meanQueue': { label: 'mean queue', short: 'mean queue', unit: 'packets', scope: 'link', digits: 1, read: (r, s) => link(r, s).meanQueuePackets },
  'link.dropRate': { label: 'drop rate', short: 'drop rate', unit: '%', scope: 'link', digits: 2, read: (r, s) => link(r, s).dropRate * 100 },
  'link.overflowDrops': { label: 'overflow (full-buffer) drops', short: 'overflow drops', unit: '', scope: 'link', digits: 0, read: (r, s) => link(r, s).drops.overflow },
  'link.earlyDrops': { label: 'early (random) drops', short: 'early drops', unit: '', scope: 'link', digits: 0, read: (r, s) => link(r, s).drops.early },
  'run.jainGoodput': { label: "Jain's fairness index of goodput", short: 'Jain', unit: '', scope: 'run', digits: 3, read: (r) => r.aggregate.jainGoodput },
  'run.vegasRenoRatio': { label: 'Vegas goodput / Reno goodput', short: 'Vegas/Reno', unit: '', scope: 'run', digits: 2, read: (r) => r.aggregate.vegasRenoRatio },
  'run.linkLosses': { label: 'packets lost to link errors', short: 'link losses', unit: '', scope: 'run', digits: 0, read: (r) => r.aggregate.linkLosses },
  'variant.meanGoodput': { label: 'mean goodput per flow of a TCP variant', short: 'mean goodput', unit: 'kbit/s', scope: 'variant', digits: 1, read: variantGoodput },
  'web.medianResponse': { label: 'median web response time', short: 'median response', unit: 's', scope: 'run', digits: 3, read: (r) => responseTimeQuantile(r.web, 0.5) },
  'web.p90Response': { label: '90th percentile web response time', short: 'p90 response', unit: 's', scope: 'run', digits: 3, read: (r) => responseTimeQuantile(r.web, 0.9) },
} satisfies Record<string, MetricDescriptor>;

export type MetricName = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as [MetricName, ...MetricName[]];

export function metric(name: MetricName): MetricDescriptor {
  return METRICS[name];
}

/** "3.1 s", "97.2 %", "12" — a metric value as shown to the student. */
export function formatMetric(name: MetricName, value: number, against?: number): string {
  const d = METRICS[name];
  if (!Number.isFinite(value)) return 'not measured';
  // Beside a threshold, enough digits that a value just under it does not read as equal to it
  // ("14.96 s" against "< 15 s", not "15.0 s ✓").
  let digits = d.digits;
  if (against !== undefined && Number.isFinite(against) && value !== against) {
    while (digits < d.digits + 4 && value.toFixed(digits) === against.toFixed(digits)) digits++;
  }
  const n = value.toFixed(digits);
  return d.unit === '' ? n : d.unit === '%' ? `${n} %` : `${n} ${d.unit}`;
}
