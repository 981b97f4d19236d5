/**
 * The lanes of the queue plot's drop strip, one per kind of drop or mark (queue-plot.ts): while a
 * run streams in, the kinds of every row drawn so far (`before`, null on a fresh draw) and of the
 * new rows (`now`), in kind order; `redraw` when the new rows bring a kind the strip has no lane
 * for, so the marks already drawn move to their new, narrower lanes and every mark has one size.
 */
export function stripLanes(before: readonly number[] | null, now: readonly number[]): { kinds: number[]; redraw: boolean } {
  const kinds = [...new Set([...(before ?? []), ...now])].sort((a, b) => a - b);
  return { kinds, redraw: before !== null && kinds.length !== before.length };
}
