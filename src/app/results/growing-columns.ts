import { giveColumns, takeColumn } from './column-pool';

/** Append-only columnar storage for streamed chunks (capacity doubles, like the core's Column). */
export class GrowingColumns<K extends string> {
  readonly cols: Record<K, Float64Array>;
  length = 0;
  private capacity: number;

  constructor(
    readonly names: readonly K[],
    capacity = 256,
  ) {
    this.capacity = capacity;
    this.cols = {} as Record<K, Float64Array>;
    for (const n of names) this.cols[n] = new Float64Array(capacity);
  }

  /**
   * Add a chunk's rows. `projected`: how many rows the whole series will likely have (from the
   * rate so far); when the columns must grow they grow to that at once, instead of doubling
   * through every size on the way (a run's series were copied ~10 times while it streamed in).
   */
  append(chunk: Record<K, Float64Array>, projected = 0): void {
    const add = chunk[this.names[0]].length;
    if (add === 0) return;
    if (this.length + add > this.capacity) {
      let cap = this.capacity;
      while (cap < this.length + add) cap *= 2;
      // At most 4× what is needed now, so an early burst cannot reserve far more than doubling would.
      if (projected > cap) cap = Math.ceil(Math.min(projected, 4 * (this.length + add)));
      let got = Number.POSITIVE_INFINITY;
      for (const n of this.names) {
        // From an earlier run's columns when one fits (column-pool.ts): no fresh zeroed memory.
        const bigger = takeColumn(cap);
        bigger.set(this.cols[n].subarray(0, this.length));
        this.cols[n] = bigger;
        got = Math.min(got, bigger.length);
      }
      this.capacity = got;
    }
    for (const n of this.names) this.cols[n].set(chunk[n], this.length);
    this.length += add;
  }

  /** Bytes of storage the columns hold (used or not). */
  get bytes(): number {
    let b = 0;
    for (const n of this.names) b += this.cols[n].byteLength;
    return b;
  }

  /**
   * Give the columns' arrays to the pool for later runs (column-pool.ts), once nothing reads this
   * series any more; it is left empty.
   */
  release(): void {
    giveColumns(this.names.map((n) => this.cols[n]));
    for (const n of this.names) this.cols[n] = new Float64Array(0);
    this.length = 0;
    this.capacity = 0;
  }

  /** First row index with t >= time (binary search over column t, which never decreases). */
  lowerBound(time: number): number {
    const t = (this.cols as Record<string, Float64Array>).t;
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (t[mid] < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
