import type { SimResult } from '../scenario/result';
import type { DepartureColumns } from '../metrics/departure-bins';
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

/**
 * What a series is read from: a finished result (`resultSeriesSource`), or the app's run as it
 * streams (the rows and departure bins received so far), so that a plot and the catalogue read
 * one definition, not two copies of it.
 */
export interface SeriesSource {
  /** Seconds simulated (the end of the run, or how far a streaming run has got). */
  endTime: number;
  /**
   * A streaming run that has not ended: its last bin is still filling, so it is left out until the
   * run passes its end. Taken as a rate over the sliver already simulated, a few packets released
   * at once made 0.01 s of a 2 s bin read 4 Mbit/s for one flow and the flows' sum above a 10 Mbit/s
   * link while a run computed (lecturer trial 9, finding 1). A finished run keeps its last bin, cut
   * at the run's end.
   */
  partial?: boolean;
  /** The link a selector without `link` means. */
  bottleneck: number;
  /** A monitored link's departure bins (metrics/departure-bins.ts), or null when none were recorded. */
  departures(link: number): DepartureColumns | null;
  /** A flow's cumulative in-order bytes delivered, by time (rows 0…length − 1), or null when not recorded. */
  delivered(flow: number): { t: ArrayLike<number>; bytes: ArrayLike<number>; length: number } | null;
}

export function resultSeriesSource(r: SimResult): SeriesSource {
  return {
    endTime: r.endTime,
    bottleneck: r.aggregate.bottleneck,
    departures: (link) => r.links[link]?.series?.departures ?? null,
    delivered: (flow) => {
      const d = r.flows[flow]?.series?.delivered;
      return d ? { t: d.t, bytes: d.bytes, length: d.t.length } : null;
    },
  };
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
  /**
   * What it counts, in a few words, for a caption that sets the plot beside the headline's goodput
   * (the throughput plot read 0.7 Mbit/s beside At a glance's goodput 0.64, trial phone9 finding 1).
   */
  counts?: string;
  /** The series, or null when the run recorded none (series off, or no monitored link). */
  from(src: SeriesSource, sel: MetricSelector): BinnedSeries | null;
  /** `from` a finished result. */
  read(r: SimResult, sel: MetricSelector): BinnedSeries | null;
}

/** The link a series reads: the one named, else the bottleneck. */
const departuresOf = (src: SeriesSource, sel: MetricSelector) => src.departures(sel.link ?? src.bottleneck);

/** Bins up to the end of the run (a run that ends before its duration has no bins after it). */
const binsUntil = (endTime: number, width: number) => Math.max(1, Math.ceil(endTime / width - 1e-9));

/** The bins a series shows: up to the end of the run, or, while a run streams (`partial`), only those it has passed the end of. */
const binsShown = (endTime: number, width: number, partial: boolean) => (partial ? Math.max(0, Math.floor(endTime / width + 1e-9)) : binsUntil(endTime, width));

/** Wire bytes per bin → bit/s per bin, up to the end of the run (the last bin may be cut short by it; a partial run's unfinished bin is left out). */
function toRate(bytes: ArrayLike<number>, width: number, endTime: number, partial = false): Float64Array {
  const out = new Float64Array(Math.min(bytes.length, binsShown(endTime, width, partial)));
  for (let k = 0; k < out.length; k++) {
    const w = Math.min(width, endTime - k * width);
    out[k] = w > 0 ? (bytes[k] * 8) / w : 0;
  }
  return out;
}

/** A flow's in-order bytes delivered per bin of the bottleneck's departures' width. */
function deliveredBins(src: SeriesSource, sel: MetricSelector): { width: number; bytes: Float64Array } | null {
  const width = departuresOf(src, {})?.binWidth;
  const d = src.delivered(sel.flow ?? -1);
  if (!d || width === undefined) return null;
  const bins = new Float64Array(binsUntil(src.endTime, width));
  let prev = 0;
  for (let i = 0; i < d.length; i++) {
    bins[Math.min(bins.length - 1, Math.floor(d.t[i] / width))] += d.bytes[i] - prev;
    prev = d.bytes[i];
  }
  return { width, bytes: bins };
}

/** What makes one series entry: its words, and the bytes per bin it turns into a rate. */
type SeriesSpec = Omit<SeriesMetric, 'kind' | 'digits' | 'from' | 'read'> & {
  bytesPerBin(src: SeriesSource, sel: MetricSelector): { width: number; bytes: ArrayLike<number> } | null;
};

/** One builder for every series entry: bytes per bin → bit/s per bin, cut at the end of the run. */
function seriesMetric({ bytesPerBin, ...words }: SeriesSpec): SeriesMetric {
  const from = (src: SeriesSource, sel: MetricSelector): BinnedSeries | null => {
    const b = bytesPerBin(src, sel);
    return b ? { binWidth: b.width, values: toRate(b.bytes, b.width, src.endTime, src.partial === true) } : null;
  };
  return { ...words, kind: 'rate', digits: 1, from, read: (r, sel) => from(resultSeriesSource(r), sel) };
}

export const SERIES_METRICS: readonly SeriesMetric[] = [
  seriesMetric({
    id: 'flow.throughputSeries', scope: 'flow', kinds: ['tcp', 'cbr'],
    label: 'throughput per time bin (bits leaving the bottleneck)', short: 'Throughput', glossary: 'throughput', counts: 'retransmissions included',
    window: 'each time bin (40–400 over the run: 1, 2 or 5 × 10^k s)',
    definition:
      "The flow's packets (IP size + link framing; first transmissions, retransmissions and any of its ACKs on that direction) whose transmission on the bottleneck ended in the bin × 8 / the bin's width. Transmissions on a link do not overlap, so the flows' sum in a bin is at most the link's rate × the bin + one packet (the one that began in the bin before). It can never rise above the link the way the in-order delivery at the receiver can after a hole fills.",
    bytesPerBin(src, sel) {
      const d = departuresOf(src, sel);
      const bytes = d?.flows[sel.flow ?? -1];
      return d && bytes ? { width: d.binWidth, bytes } : null;
    },
  }),
  seriesMetric({
    id: 'flow.goodputSeries', scope: 'flow', kinds: ['tcp', 'cbr'],
    label: 'goodput per time bin (in-order bytes delivered)', short: 'Goodput', glossary: 'goodput', counts: 'new data only',
    window: 'each time bin (the throughput series’ bins)',
    definition:
      'Application bytes delivered in order to the receiver in the bin × 8 / the bin\'s width. After a loss is repaired, the bytes held behind the hole are delivered at once, so a bin can exceed the link rate: that is the receiver catching up, not the link running faster. While a run computes, a bin is shown once the run has passed its end (not as a rate over the part of it simulated so far).',
    bytesPerBin: deliveredBins,
  }),
  seriesMetric({
    id: 'link.departureSeries', scope: 'link', kinds: [],
    label: 'bits leaving the link per time bin (all packets)', short: 'Link output', glossary: 'utilization', counts: 'retransmissions included',
    window: 'each time bin (the throughput series’ bins)',
    definition: "Every packet whose transmission on the link ended in the bin (the flows' and any other traffic's) × 8 / the bin's width: at most the link's rate, plus one packet.",
    bytesPerBin(src, sel) {
      const d = departuresOf(src, sel);
      if (!d) return null;
      const sum = Float64Array.from(d.other);
      for (const f of d.flows) for (let k = 0; k < sum.length; k++) sum[k] += f[k];
      return { width: d.binWidth, bytes: sum };
    },
  }),
];

export function seriesMetricById(id: string): SeriesMetric {
  const m = SERIES_METRICS.find((x) => x.id === id);
  if (!m) throw new RangeError(`unknown series metric "${id}"`);
  return m;
}

/**
 * `factor` bins summed into one, as a rate (a plot drawing wider bins than recorded). `partial`: a
 * streaming run's series (SeriesSource.partial), whose last wide bin is left out until the run has
 * passed its end, not taken as a rate over the part of it simulated so far.
 */
export function rebin(s: BinnedSeries, factor: number, endTime: number, partial = false): BinnedSeries {
  const f = Math.max(1, Math.round(factor));
  const width = s.binWidth * f;
  const wide = Math.ceil(s.values.length / f);
  const bits = new Float64Array(partial ? Math.min(wide, binsShown(endTime, width, true)) : wide);
  for (let k = 0; k < Math.min(s.values.length, bits.length * f); k++) bits[Math.floor(k / f)] += s.values[k] * Math.max(0, Math.min(s.binWidth, endTime - k * s.binWidth));
  const values = new Float64Array(bits.length);
  for (let j = 0; j < bits.length; j++) {
    const w = Math.min(width, endTime - j * width);
    values[j] = w > 0 ? bits[j] / w : 0;
  }
  return { binWidth: width, values };
}
