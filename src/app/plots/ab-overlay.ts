import type { ThroughputQuantity } from '../state/view-store';
import type { RunData } from '../results/run-data';
import { shownBins } from './throughput';

/**
 * A's and B's output over time on one axis (the "A and B on one axis" plot): each run's whole
 * output per bin, as the A/B throughput plots draw it with many flows (shownBins' total: goodput
 * summed over the flows, the headline's system goodput bin by bin, or everything leaving the
 * bottleneck), and its mean over the run so far. Side-by-side panels made a hall compare heights
 * across a gap (lecturer-0315, section 4).
 */
export interface OverlaySeries {
  /** Seconds per bin. */
  width: number;
  /** bit/s per bin from t = 0 (null: the run recorded none). */
  bins: Float64Array | null;
  /** Where the data ends (the run's end, or how far it has got). */
  end: number;
}

/** One run's series for the overlay (null run: nothing yet). */
export function overlaySeries(run: RunData | null, quantity?: ThroughputQuantity): OverlaySeries | null {
  if (!run) return null;
  const b = shownBins(run, quantity);
  if (!b) return null;
  return { width: b.width, bins: b.total, end: run.timeEnd };
}

/**
 * The time-weighted mean of a binned rate from 0 up to `t` (capped at the data's end): the run's
 * mean at its end, and the figure a legend counts up to the replay's cursor. NaN before any bin.
 */
export function meanUpTo(bins: ArrayLike<number> | null, width: number, end: number, t: number): number {
  return meanOver(bins, width, end, 0, t);
}

/**
 * The time-weighted mean of a binned rate over [from, to] (capped at the data's end): the one
 * definition of the overlay's means, its legend's, its mean lines' and its direct labels'. Zoomed
 * to 10–30 s the legend said "A mean 7.02" (0–30 s, start-up included) beside labels and lines of
 * the whole run's 7.53: three means on one plot (lecturer trial 05:10, step 27). NaN without data there.
 */
export function meanOver(bins: ArrayLike<number> | null, width: number, end: number, from: number, to: number): number {
  if (!bins || bins.length === 0 || !(width > 0)) return Number.NaN;
  const a = Math.max(0, from);
  const b = Math.min(to, end, bins.length * width);
  if (!(b > a)) return Number.NaN;
  let sum = 0;
  for (let k = Math.floor(a / width); k < bins.length; k++) {
    const t0 = k * width;
    if (t0 >= b) break;
    const span = Math.min(t0 + width, b) - Math.max(t0, a);
    if (span > 0) sum += bins[k] * span;
  }
  return sum / (b - a);
}

/** The words after an overlay mean for the view's window: " in view" when zoomed (a part of the run), none for the whole run. */
export function overlayMeanSpan(zoomed: boolean): string {
  return zoomed ? ' in view' : '';
}

/**
 * A side's direct label at its line's end and on its mean line, the headline's words: "A: gentle
 * RED 7.53" (the side's tag, its queue, the figure in the axis's unit). The tag comes first so the
 * label reads without colour.
 */
export function overlayLabel(side: 'A' | 'B', name: string, figure: string): string {
  return name ? `${side}: ${name} ${figure}` : `${side} ${figure}`;
}

/** The overlay's table (CSV, readout, the table under the plot): per bin, A's and B's bit/s. */
export function overlayTable(a: OverlaySeries | null, b: OverlaySeries | null): { header: string[]; rows: number[][] } {
  const width = a?.width ?? b?.width ?? 0;
  const n = Math.max(a?.bins?.length ?? 0, b?.bins?.length ?? 0);
  const end = Math.max(a?.end ?? 0, b?.end ?? 0);
  const rows: number[][] = [];
  // Without B (its run not there yet) the table is A's alone: no column of blanks.
  const withB = b?.bins != null;
  for (let k = 0; k < n; k++) rows.push([k * width, Math.min((k + 1) * width, end), a?.bins?.[k] ?? Number.NaN, ...(withB ? [b.bins![k] ?? Number.NaN] : [])]);
  return { header: ['t_start', 't_end', 'a_bps', ...(withB ? ['b_bps'] : [])], rows };
}
