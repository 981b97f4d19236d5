import type { ScaleLinear } from 'd3';

/**
 * Small multiples for a narrow plot: each flow in a horizontal band of its own, stacked top to
 * bottom, all on one y scale (the same domain) and one time axis. At 390 px two cwnd lines under
 * RED 3/5 crossed every few pixels and, with 612 congestion events on top, read as one tangle
 * (phone trial 01:00, s23); in bands each flow's line is seen alone and their heights still compare.
 */

/** Bands are drawn for this many flows at least and at most: one flow needs none, five would be too thin on a phone. */
export const BANDS_MIN_FLOWS = 2;
export const BANDS_MAX_FLOWS = 4;

/** Height of the label line at the top of each band ("1 Vegas1"), and the gap between two bands, at type scale 1. */
const LABEL_PX = 14;
const GAP_PX = 8;

/**
 * How many congestion events one band may mark before its markers are left out: one per this
 * many px of its width. Closer than a glyph and its gap, the thinned markers (marker-thinning.ts)
 * each stand for several events, and a band of them reads as noise over the line (s23).
 */
export const BAND_PX_PER_EVENT = 12;

export interface FlowBand {
  flow: number;
  /** "1 Vegas1": the flow's number and name, as its legend entry says. */
  label: string;
  /** The y scale of this band: the plot's domain onto the band's data range. */
  y: ScaleLinear<number, number>;
  /** Top of the band (its label line), and bottom of its data range, in CSS px. */
  top: number;
  bottom: number;
}

/** Whether a plot whose data area is `dataWidth` px wide, narrower than `narrowPx`, draws `flows` shown flows in bands. */
export function drawsBands(dataWidth: number, flows: number, narrowPx: number): boolean {
  return dataWidth < narrowPx && flows >= BANDS_MIN_FLOWS && flows <= BANDS_MAX_FLOWS;
}

/**
 * Split the data range of `y` (its range, bottom to top) into one band per flow of `flows`, in
 * the order given (top first), each band's scale on `y`'s domain.
 */
export function flowBands(y: ScaleLinear<number, number>, flows: readonly number[], label: (flow: number) => string, typeScale = 1): FlowBand[] {
  const [bottom, top] = y.range();
  const n = flows.length;
  const gap = GAP_PX * typeScale;
  const each = (bottom - top - gap * (n - 1)) / n;
  const labelH = LABEL_PX * typeScale;
  return flows.map((flow, k) => {
    const bandTop = top + k * (each + gap);
    const bandBottom = bandTop + each;
    return { flow, label: label(flow), y: y.copy().range([bandBottom, bandTop + labelH]), top: bandTop, bottom: bandBottom };
  });
}

/** Whether `events` congestion events in a band `width` px wide are more than it can mark readably (BAND_PX_PER_EVENT). */
export function tooDenseToMark(events: number, width: number): boolean {
  return events > Math.max(1, width) / BAND_PX_PER_EVENT;
}
