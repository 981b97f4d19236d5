/**
 * Column arrays of finished-with runs, kept for the next runs' series (GrowingColumns).
 *
 * Why: each edit's run fills ~20 MB of Float64Arrays on the main thread (the 5-flow dumbbell). A
 * new array is zero-filled memory the page touches for the first time: in a profile of edits,
 * growing the columns was 27 ms of the main thread's ~46 ms per edit spent receiving batches,
 * while the worker was still simulating on the other core, and the arrays left behind set off a
 * major collection per edit. An array from an earlier run is already paged in; it needs no
 * zeroing because GrowingColumns reads only the rows it has written.
 *
 * Arrays come back only from a run two replacements old (ResultsStore.receive), so nothing on
 * screen can still read them.
 */

/** At most this many bytes wait in the pool; more is left to the garbage collector. */
const MAX_POOLED_BYTES = 128 * 1024 * 1024;
/**
 * An array is reused for a request of `n` rows only if it is no more than this much larger: a
 * roomier array costs nothing once paged in, and spares a second growth when the first batch's
 * projection of the run's length falls short.
 */
const MAX_OVERSIZE = 4;

const pooled: Float64Array[] = [];
let pooledBytes = 0;

/** An array of at least `n` elements: a pooled one close to that size, else a new one. */
export function takeColumn(n: number): Float64Array {
  let best = -1;
  for (let i = 0; i < pooled.length; i++) {
    const len = pooled[i].length;
    if (len >= n && len <= n * MAX_OVERSIZE + 1024 && (best < 0 || len < pooled[best].length)) best = i;
  }
  if (best < 0) return new Float64Array(n);
  const a = pooled[best];
  pooled[best] = pooled[pooled.length - 1];
  pooled.pop();
  pooledBytes -= a.byteLength;
  return a;
}

/** Hand back arrays nothing reads any more (small ones are not worth keeping). */
export function giveColumns(arrays: Iterable<Float64Array>): void {
  for (const a of arrays) {
    if (a.length < 4096 || pooledBytes + a.byteLength > MAX_POOLED_BYTES) continue;
    pooled.push(a);
    pooledBytes += a.byteLength;
  }
}

/** For tests: what the pool holds. */
export function pooledColumnBytes(): number {
  return pooledBytes;
}
