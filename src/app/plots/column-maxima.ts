/**
 * The largest value a step series (each row's value holds until the next row) takes in each of
 * `cols` equal pixel columns: a column with no row of its own still shows the value that held
 * across it. Taking only the rows inside each column drew every column without a row at zero,
 * so a queue that stayed put looked as if it had emptied (the overview strip of a long run).
 *
 * `colOf(t)` maps a time to its column (clamped here to the strip); `until` is the time the
 * series is known to (the last value holds up to there).
 */
export function columnMaxima(t: ArrayLike<number>, v: ArrayLike<number>, n: number, cols: number, colOf: (t: number) => number, until: number): Float64Array {
  const clamp = (c: number) => Math.min(cols - 1, Math.max(0, c));
  const maxs = new Float64Array(cols);
  if (n === 0 || cols <= 0) return maxs;
  let held = 0;
  // The column of the previous row (the value `held` reaches its end); -1 before the first row.
  let at = -1;
  for (let i = 0; i < n; i++) {
    const c = clamp(colOf(t[i]));
    // `held` lasts from the previous row to this one: over its column, the columns between, and the start of this one.
    if (at >= 0) for (let k = at; k <= c; k++) if (held > maxs[k]) maxs[k] = held;
    if (v[i] > maxs[c]) maxs[c] = v[i];
    held = v[i];
    at = c;
  }
  const last = clamp(colOf(until));
  for (let k = at; k <= last; k++) if (held > maxs[k]) maxs[k] = held;
  return maxs;
}
