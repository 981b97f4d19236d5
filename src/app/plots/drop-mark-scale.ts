/**
 * The drop strip's marks sized by how many drops each stands for. One mark per column of several
 * seconds drew RED's 976 early drops and the Wi-Fi's 197 losses as rows of equal dots, hiding the
 * 5:1 contrast that was the demo's point (lecturer-1815, confusion 2). A mark's size (its height)
 * is on one scale for every kind in the strip, from the same column counts the strip's hover says.
 */

/**
 * The count a full-size mark stands for: the least power of two at or above the busiest column's,
 * so that a run still computing redraws its strip only when the busiest column doubles.
 */
export function markFullCount(most: number): number {
  return most <= 1 ? 1 : 2 ** Math.ceil(Math.log2(most));
}

/** The least size of a mark (px): one drop stays visible beside a full column. */
const LEAST_MARK = 1.5;

/** A mark's size (px, the half-height markPath takes) for `count` drops, a full mark being `full` drops at `fullSize`. */
export function markSizeFor(count: number, full: number, fullSize: number): number {
  return Math.max(Math.min(LEAST_MARK, fullSize), (fullSize * Math.min(count, full)) / Math.max(1, full));
}
