import type { AggregateSummary, FlowSummary, LinkSummary } from '../metrics/summary';
import type { WebSummary } from '../metrics/web-stats';
import type { QueueReport } from '../queues/discipline';
import type { CongestionColumn } from '../metrics/congestion-events';
import type { PacketEventColumns } from '../metrics/packet-events';
import type { DepartureColumns } from '../metrics/departure-bins';

/** Columnar series: each key is a column, all columns of one series have equal length. */
export type Columns<K extends string> = Record<K, Float64Array>;

export interface FlowSeries {
  cwnd: Columns<'t' | 'cwnd' | 'ssthresh'>;
  rtt: Columns<'t' | 'srtt' | 'rto'>;
  /** Time-sequence events; `kind` codes are SeqEvent, `link` is a link index (-1: at the sender). */
  seq: Columns<'t' | 'kind' | 'seq' | 'len' | 'link'>;
  delivered: Columns<'t' | 'bytes'>;
  /** The congestion control's telemetry (t, then its registry entry's keys); null if it declares none. */
  cc: Record<string, Float64Array> | null;
  /** The sender's congestion events (metrics/congestion-events.ts); empty for UDP. */
  congestion: Columns<CongestionColumn>;
}

export interface FlowResult {
  index: number;
  name: string;
  kind: 'tcp' | 'cbr' | 'web';
  /** The TCP pairing it ran ("sack", or "cc/recovery" when no named pairing matches); null for UDP. */
  variant: string | null;
  /** Congestion control and loss recovery (tcp/registry.ts); null for UDP. */
  cc: string | null;
  recovery: string | null;
  /** Traffic group (seed 003's main / cross traffic), or null. */
  group: string | null;
  from: string;
  to: string;
  bytes: number | null;
  start: number;
  summary: FlowSummary;
  series: FlowSeries | null;
}

export interface QueueSeries {
  /** One row per queue change (enqueue, dequeue, drop): t, packets, bytes, then the discipline's gauges (RED: avg, maxP). */
  queue: Record<string, Float64Array>;
  /** Drop and mark events; `kind` codes index the registry's DROP_REASONS. */
  events: Columns<'t' | 'kind' | 'flow' | 'seq'>;
  /** The discipline's thresholds from each change on (RED with dynamic thresholds: minTh, maxTh; empty when fixed). */
  thresholds: Record<string, Float64Array>;
  /** Queueing delay (s) of each packet as it leaves the discipline, and its flow. */
  sojourn: Columns<'t' | 'delay' | 'flow'>;
  /** Every packet event at this link (metrics/packet-events.ts): a rolling window within a memory budget. */
  packets: PacketEventColumns;
  /** The window starts here: older events were discarded to stay in the budget (NaN: all kept). */
  packetsWindowStart: number;
  /** Wire bytes leaving the link per time bin, per flow (metrics/departure-bins.ts): the throughput-over-time series of the metric catalogue. */
  departures: DepartureColumns;
}

export interface LinkResult {
  index: number;
  name: string;
  from: string;
  to: string;
  rateBps: number;
  /** The rate a shaping discipline (HTB) holds the link to; utilization is measured against it. */
  shapedRateBps: number | null;
  delay: number;
  /** Registry name of the discipline (queues/registry.ts). */
  queueKind: string;
  queueLimit: { limit: number; unit: 'packets' | 'bytes' };
  /** The discipline's settings in force and its thresholds at the end (see QueueDiscipline.report). */
  queueInfo: QueueReport;
  monitored: boolean;
  summary: LinkSummary;
  series: QueueSeries | null;
}

/** One web generator's responses (connections opened inside the measurement window). */
export interface WebResult extends WebSummary {
  /** Index of the web flow in the scenario. */
  flow: number;
  /** New connections per second per direction (from the calibrated load, or as given). */
  connectionRate: number;
}

/** The responses of web flow `flow` (its generator's WebResult), or undefined when it is not one. */
export function webResultOf(r: Pick<SimResult, 'web'>, flow: number): WebResult | undefined {
  return r.web.find((w) => w.flow === flow);
}

/** One measurement window's summaries, in the order of `flows` and `links`. */
export interface WindowResult {
  name: string | null;
  from: number;
  /** End of the window, cut at the end of the run. */
  to: number;
  flows: FlowSummary[];
  links: LinkSummary[];
  aggregate: AggregateSummary;
}

/** The budgets a run can be cut by (limits.ts; docs/scenario.md, "Limits"). */
export type BudgetKind = 'events' | 'memory' | 'recorded-values';

/**
 * How the run ended: it ran its course ('completed': duration reached, every finite flow done,
 * or nothing left to do), or a budget cut it at simulated time `at` (s), with a message in words.
 */
export type RunStop = { reason: 'completed' } | { reason: 'budget'; budget: BudgetKind; at: number /* sim time s */; message: string };

export interface SimResult {
  name: string;
  seed: number;
  /** Simulated time at which the run ended. */
  endTime: number;
  /** Why it ended: all flows done (+stopAfterComplete), the duration, a budget (see `stop`), or nothing left to do. */
  outcome: 'complete' | 'duration' | 'budget' | 'drained';
  /** Completed, or cut by which budget, when and why (what the UI banner and the CLI report). */
  stop: RunStop;
  events: number;
  /** Series stopped recording at this time because the run hit record.maxValues (NaN: complete). */
  seriesTruncatedAt: number;
  /** Hash of every executed event's time and kind: equal hashes mean identical runs. */
  traceHash: string;
  window: { from: number; to: number };
  /**
   * Every measurement window (`measure`; one, the whole run, by default) with its own summaries;
   * the first is `window` and the flows', links' and aggregate summaries above. Web responses
   * (`web`) are counted in the first window only.
   */
  windows: WindowResult[];
  flows: FlowResult[];
  links: LinkResult[];
  aggregate: AggregateSummary;
  /** Packet bookkeeping at the end: originated = consumed + dropped + inFlight. */
  conservation: { originated: number; consumed: number; dropped: number; inFlight: number };
  /** Web generators' responses, one entry per web flow (empty without web flows). */
  web: WebResult[];
}
