import type { SimResult } from '../scenario/result';
import type { FlowKind, MetricSelector } from './metric';

/**
 * Figures over time: one value per time bin, catalogued like the single figures (metric.ts) so
 * that a plot, its text alternative and its CSV read one definition. A bin [k·w, (k + 1)·w) holds
 * the bits counted in it × 8 / w (bit/s); `binWidth` is the recorded width, and `rebin` sums whole
 * bins into a wider one (a plot's legend states the width it draws).
 */
export interface BinnedSeries {
  /** Seconds. */
  binWidth: number;
  /** bit/s per bin; bin k covers [k·binWidth, (k + 1)·binWidth), cut at the end of the run. */
  values: Float64Array;
}

export interface SeriesMetric {
  id: string;
  label: string;
  short: string;
  scope: 'flow' | 'link';
  kinds: readonly FlowKind[];
  kind: 'rate';
  digits: number;
  window: string;
  definition: string;
  glossary: string;
  /** The series, or null when the run recorded none (series off, or no monitored link). */
  read(r: SimResult, sel: MetricSelector): BinnedSeries | null;
}

/** The link a series reads: the one named, else the bottleneck. */
function departuresOf(r: SimResult, sel: MetricSelector) {
  return r.links[sel.link ?? r.aggregate.bottleneck]?.series?.departures ?? null;
}

/** Bins up to the end of the run (a run that ends before its duration has no bins after it). */
const binsUntil = (endTime: number, width: number) => Math.max(1, Math.ceil(endTime / width - 1e-9));

/** Wire bytes per bin → bit/s per bin, up to the end of the run (the last bin may be cut short by it). */
function toRate(bytes: ArrayLike<number>, width: number, endTime: number): Float64Array {
  const out = new Float64Array(Math.min(bytes.length, binsUntil(endTime, width)));
  for (let k = 0; k < out.length; k++) {
    const w = Math.min(width, endTime - k * width);
    out[k] = w > 0 ? (bytes[k] * 8) / w : 0;
  }
  return out;
}

/** The width a run's series use: the bottleneck's departures' (metrics/departure-bins.ts). */
function widthOf(r: SimResult): number | null {
  return departuresOf(r, {})?.binWidth ?? null;
}

export const SERIES_METRICS: readonly SeriesMetric[] = [
  {
    id: 'flow.throughputSeries', scope: 'flow', kinds: ['tcp', 'cbr'], kind: 'rate', digits: 1,
    label: 'throughput per time bin (bits leaving the bottleneck)', short: 'Throughput', glossary: 'throughput',
    window: 'each time bin (about 400 over the run: 1, 2 or 5 × 10^k s)',
    definition:
      "The flow's packets (IP size + link framing; first transmissions, retransmissions and any of its ACKs on that direction) whose transmission on the bottleneck ended in the bin × 8 / the bin's width. Transmissions on a link do not overlap, so the flows' sum in a bin is at most the link's rate × the bin + one packet (the one that began in the bin before). It can never rise above the link the way the in-order delivery at the receiver can after a hole fills.",
    read(r, sel) {
      const d = departuresOf(r, sel);
      const bytes = d?.flows[sel.flow ?? -1];
      return d && bytes ? { binWidth: d.binWidth, values: toRate(bytes, d.binWidth, r.endTime) } : null;
    },
  },
  {
    id: 'flow.goodputSeries', scope: 'flow', kinds: ['tcp', 'cbr'], kind: 'rate', digits: 1,
    label: 'goodput per time bin (in-order bytes delivered)', short: 'Goodput', glossary: 'goodput',
    window: 'each time bin (the throughput series’ bins)',
    definition:
      'Application bytes delivered in order to the receiver in the bin × 8 / the bin\'s width. After a loss is repaired, the bytes held behind the hole are delivered at once, so a bin can exceed the link rate: that is the receiver catching up, not the link running faster.',
    read(r, sel) {
      const f = r.flows[sel.flow ?? -1];
      const width = widthOf(r);
      const d = f?.series?.delivered;
      if (!d || width === null) return null;
      const bins = new Float64Array(binsUntil(r.endTime, width));
      let prev = 0;
      for (let i = 0; i < d.t.length; i++) {
        bins[Math.min(bins.length - 1, Math.floor(d.t[i] / width))] += d.bytes[i] - prev;
        prev = d.bytes[i];
      }
      return { binWidth: width, values: toRate(bins, width, r.endTime) };
    },
  },
  {
    id: 'link.departureSeries', scope: 'link', kinds: [], kind: 'rate', digits: 1,
    label: 'bits leaving the link per time bin (all packets)', short: 'Link output', glossary: 'utilization',
    window: 'each time bin (the throughput series’ bins)',
    definition: "Every packet whose transmission on the link ended in the bin (the flows' and any other traffic's) × 8 / the bin's width: at most the link's rate, plus one packet.",
    read(r, sel) {
      const d = departuresOf(r, sel);
      if (!d) return null;
      const sum = Float64Array.from(d.other);
      for (const f of d.flows) for (let k = 0; k < sum.length; k++) sum[k] += f[k];
      return { binWidth: d.binWidth, values: toRate(sum, d.binWidth, r.endTime) };
    },
  },
];

export function seriesMetricById(id: string): SeriesMetric {
  const m = SERIES_METRICS.find((x) => x.id === id);
  if (!m) throw new RangeError(`unknown series metric "${id}"`);
  return m;
}

/** `factor` bins summed into one, as a rate (a plot drawing wider bins than recorded). */
export function rebin(s: BinnedSeries, factor: number, endTime: number): BinnedSeries {
  const f = Math.max(1, Math.round(factor));
  const width = s.binWidth * f;
  const bits = new Float64Array(Math.ceil(s.values.length / f));
  for (let k = 0; k < s.values.length; k++) bits[Math.floor(k / f)] += s.values[k] * Math.max(0, Math.min(s.binWidth, endTime - k * s.binWidth));
  const values = new Float64Array(bits.length);
  for (let j = 0; j < bits.length; j++) {
    const w = Math.min(width, endTime - j * width);
    values[j] = w > 0 ? bits[j] / w : 0;
  }
  return { binWidth: width, values };
}
