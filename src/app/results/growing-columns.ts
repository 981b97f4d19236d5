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
      for (const n of this.names) {
        const bigger = new Float64Array(cap);
        bigger.set(this.cols[n].subarray(0, this.length));
        this.cols[n] = bigger;
      }
      this.capacity = cap;
    }
    for (const n of this.names) this.cols[n].set(chunk[n], this.length);
    this.length += add;
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
