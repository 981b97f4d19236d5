import type { AggregateSummary, FlowSummary, LinkSummary } from '../metrics/summary';
import type { WebSummary } from '../metrics/web-stats';

/** Columnar series: each key is a column, all columns of one series have equal length. */
export type Columns<K extends string> = Record<K, Float64Array>;

export interface FlowSeries {
  cwnd: Columns<'t' | 'cwnd' | 'ssthresh'>;
  rtt: Columns<'t' | 'srtt' | 'rto'>;
  /** Time-sequence events; `kind` codes are SeqEvent, `link` is a link index (-1: at the sender). */
  seq: Columns<'t' | 'kind' | 'seq' | 'len' | 'link'>;
  delivered: Columns<'t' | 'bytes'>;
}

export interface FlowResult {
  index: number;
  name: string;
  kind: 'tcp' | 'cbr' | 'web';
  variant: string | null;
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
  /** One row per queue change (enqueue, dequeue, drop). */
  queue: Columns<'t' | 'packets' | 'bytes' | 'avg' | 'maxP'>;
  /** Drop and mark events; `kind` codes are DropKind. */
  events: Columns<'t' | 'kind' | 'flow' | 'seq'>;
  /** Dynamic RED: min_th/max_th from each change on (empty for fixed thresholds). */
  thresholds: Columns<'t' | 'minTh' | 'maxTh'>;
}

export interface RedThresholds {
  unit: 'packets' | 'bytes';
  minTh: number;
  maxTh: number;
  maxP: number;
  wq: number;
  gentle: boolean;
  limit: number;
  /** Seed 002's dynamic thresholds (minTh/maxTh above are the values in force at the end). */
  dynamic: { beta: number; estimateError: number; activeFlows: number } | null;
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
  queueKind: string;
  queueLimit: { limit: number; unit: 'packets' | 'bytes' };
  red: RedThresholds | null;
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
  flows: FlowResult[];
  links: LinkResult[];
  aggregate: AggregateSummary;
  /** Packet bookkeeping at the end: originated = consumed + dropped + inFlight. */
  conservation: { originated: number; consumed: number; dropped: number; inFlight: number };
  /** Web generators' responses, one entry per web flow (empty without web flows). */
  web: WebResult[];
}
