import { powerOfTwo } from '../engine/det-math';
import { findMetric } from '../metric-catalogue/registry';
/**
 * Statistics of one metric over runs, some of which did not finish: an unfinished flow's time is
 * only known to be longer than the simulated time (a censored value), so it sorts above every
 * finished one instead of being left out (which made "12.39 [12.39, 12.39] over 20
 * replications" of the 1 run in 20 that finished). Quantiles stay defined while the censored
 * values lie beyond them; otherwise they are "> T" (`above`: the least time an unfinished run is
 * known to exceed, from the flow's start to the end of the run). A rate of an unfinished flow is censored the other way ("< its bytes over
 * the simulated time"): it sorts below every finished one. Mean and sd need every value: they
 * are NaN when any run is censored. The 95 % confidence interval of the median is the
 * distribution-free order-statistic interval (binomial, p = ½: exact, no resampling, so the same
 * runs give the same interval), NaN-ended where n is too small (n < 6) or the bound is censored.
 *
 * One small module on purpose: when the metric catalogue defines censoring for every metric,
 * it replaces `censoring` below and the rest stays.
 */
import type { FlowSummary } from '../metrics/summary';
import { quantile } from './statistics';

/** How an unfinished flow's value of a metric is known: not at all beyond a bound (censored), or as measured. */
export type Censoring = 'above' | 'below' | 'none';

/**
 * How a metric (a catalogue id, or a former name) is censored when its flow did not finish:
 * completion times above (longer than simulated), the throughput over the flow's life below.
 */
export function censoring(metric: string): Censoring {
  const id = findMetric(metric)?.id;
  if (id === 'flow.elapsed' || id === 'flow.dataTransmit' || id === 'flow.handshake') return 'above';
  if (id === 'flow.throughput') return 'below';
  return 'none';
}

export interface Observation {
  /** The metric's value (NaN when the flow did not finish and the metric is censored). */
  value: number;
  completed: boolean;
  /** For a censored time: what it is known to exceed (the time from the flow's start, or from its first data, to the end of the run). */
  censoredAt: number;
}

export interface CensoredSummary {
  /** Runs observed. */
  n: number;
  /** Runs in which the flow finished. */
  completed: number;
  /** Runs whose value is censored (unfinished, for a metric that is censored). */
  censored: number;
  median: number;
  q1: number;
  q3: number;
  /** NaN unless every value is known. */
  mean: number;
  sd: number;
  min: number;
  max: number;
  /** 95 % order-statistic confidence interval of the median (NaN where undefined or censored). */
  ciLow: number;
  ciHigh: number;
  /** With censored times: the least of what they are known to exceed ("> T"); NaN otherwise. */
  bound: number;
  /** Which way the censored values lie, for printing "> T" or "< R". */
  direction: Censoring;
}

/** Binomial(n, ½) cumulative probability P(X ≤ k). */
function binomialHalfCdf(n: number, k: number): number {
  let p = 0;
  let term = powerOfTwo(-n); // C(n, 0) / 2^n, exact (det-math)
  for (let i = 0; i <= k; i++) {
    p += term;
    term = (term * (n - i)) / (i + 1);
  }
  return p;
}

/**
 * 1-based ranks (j, n + 1 − j) of the order statistics that bound the median with at least 95 %
 * coverage: the largest j with P(X ≤ j − 1) ≤ 0.025, X ~ Binomial(n, ½). Null for n < 6.
 */
export function medianCiRanks(n: number): [number, number] | null {
  let j = 0;
  while (j + 1 <= n && binomialHalfCdf(n, j) <= 0.025) j++;
  return j >= 1 ? [j, n + 1 - j] : null;
}

export function censoredSummary(observations: readonly Observation[], direction: Censoring): CensoredSummary {
  const n = observations.length;
  const completed = observations.filter((o) => o.completed).length;
  const isCensored = (o: Observation) => direction !== 'none' && !o.completed && !Number.isFinite(o.value);
  const censored = observations.filter(isCensored);
  const known = observations.filter((o) => !isCensored(o) && Number.isFinite(o.value)).map((o) => o.value);
  const edge = direction === 'below' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  // Censored values sort beyond every known one; a quantile that lands on (or between) them is unknown.
  const sorted = [...known, ...censored.map(() => edge)].sort((a, b) => a - b);
  const q = (p: number) => {
    const v = quantile(sorted, p);
    return Number.isFinite(v) ? v : Number.NaN;
  };
  const ranks = medianCiRanks(sorted.length);
  const at = (rank: number) => (Number.isFinite(sorted[rank - 1]) ? sorted[rank - 1] : Number.NaN);
  const all = censored.length === 0 && known.length > 0;
  const mean = all ? known.reduce((a, x) => a + x, 0) / known.length : Number.NaN;
  const sd = all && known.length > 1 ? Math.sqrt(known.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (known.length - 1)) : Number.NaN;
  return {
    n,
    completed,
    censored: censored.length,
    median: q(0.5),
    q1: q(0.25),
    q3: q(0.75),
    mean,
    sd,
    min: known.length && !(censored.length && direction === 'below') ? Math.min(...known) : Number.NaN,
    max: known.length && !(censored.length && direction === 'above') ? Math.max(...known) : Number.NaN,
    ciLow: ranks ? at(ranks[0]) : Number.NaN,
    ciHigh: ranks ? at(ranks[1]) : Number.NaN,
    bound: censored.length && direction === 'above' ? Math.min(...censored.map((o) => o.censoredAt)) : Number.NaN,
    direction,
  };
}
