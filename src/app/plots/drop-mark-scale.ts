/**
 * The drop strip's marks sized by how many drops each stands for. One mark per column of several
 * seconds drew RED's 976 early drops and the Wi-Fi's 197 losses as rows of equal dots, hiding the
 * 5:1 contrast that was the demo's point (lecturer-1815, confusion 2). A mark's size (its height)
 * is on one scale for every kind in the strip, from the same column counts the strip's hover says.
 */

/**
 * The count a full-size mark stands for: the least power of two at or above the count of the
 * column at SCALE_QUANTILE of all (each kind's columns with drops, pooled), so that a run still
 * computing redraws its strip only when that doubles. Not the busiest column's: the start-up's
 * burst (300 drops in one column) drew every other mark as a dot of one size (a busier column
 * is drawn full, and the legend says "or more").
 */
export function markFullCount(columns: readonly number[]): number {
  if (columns.length === 0) return 1;
  const sorted = [...columns].sort((a, b) => a - b);
  const at = sorted[Math.min(sorted.length - 1, Math.floor(SCALE_QUANTILE * sorted.length))];
  return at <= 1 ? (sorted.at(-1)! > 1 ? 2 : 1) : 2 ** Math.ceil(Math.log2(at));
}

/** Which column's count sets a full mark, as a share of them all in order of count. */
const SCALE_QUANTILE = 0.75;

/** The least size of a mark (px): one drop stays visible beside a full column. */
const LEAST_MARK = 1.5;

/** A mark's size (px, the half-height markPath takes) for `count` drops, a full mark being `full` drops at `fullSize`, none under `least`. */
export function markSizeFor(count: number, full: number, fullSize: number, least = LEAST_MARK): number {
  return Math.max(Math.min(least, fullSize), (fullSize * Math.min(count, full)) / Math.max(1, full));
}

/**
 * Projected, a mark's least and full heights in lines of the axis type (24 px at 1920 × 1080): a
 * column of a few link losses was a 3-px speck, read as nothing at a third of the screen, beside
 * early drops' 10-px dots (lecturer-2235, confusion 7). The least is 10 px there; a full mark is
 * twice that, so sizes still tell a busy column from a quiet one (lecturer-1815's 5:1).
 */
const PROJECTED_LEAST_MARK_LINES = 0.42;
const PROJECTED_FULL_MARK_LINES = 2 * PROJECTED_LEAST_MARK_LINES;

/** The lanes a projected strip keeps full-size room for: the Wi-Fi demo's overflow drops, early drops and link losses. */
export const PROJECTED_LANES = 3;

/** A projected strip's marks (half-heights, px, as markSizeFor takes them) for axis type of `fontPx`. */
export function projectedMarkSizes(fontPx: number): { least: number; full: number } {
  return { least: (PROJECTED_LEAST_MARK_LINES * fontPx) / 2, full: (PROJECTED_FULL_MARK_LINES * fontPx) / 2 };
}

/** The strip row's height (px) that gives each of PROJECTED_LANES lanes a full projected mark and a pixel above and below. */
export function projectedStripRow(fontPx: number): number {
  return PROJECTED_LANES * (2 * projectedMarkSizes(fontPx).full + 2);
}
