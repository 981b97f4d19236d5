/** Growable Float64 column: the storage unit of every result series (columnar, transferable). */
const EMPTY = new Float64Array(0);

export class Column {
  /** Storage is allocated on the first push, so unrecorded series cost nothing. */
  data: Float64Array = EMPTY;
  length = 0;
  /**
   * Capacity to start with after a take(): the rows handed over, and a quarter more. A streaming
   * run's batches are alike in size, so the next batch's rows mostly fit at once, without the
   * doublings that growing from empty would cost every batch (each an allocation and a copy, and
   * a typed array costs by its size: zeroing, fresh pages) and without reserving twice the rows.
   */
  private reserve = 0;

  push(v: number): void {
    if (this.length === this.data.length) this.grow();
    this.data[this.length++] = v;
  }

  private grow(): void {
    const bigger = new Float64Array(this.length === 0 ? Math.max(256, this.reserve) : this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }

  /** A view of the filled part (no copy). */
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }

  /** A copy of rows [from, length), for streaming batches. */
  copyFrom(from: number): Float64Array {
    return this.data.slice(from, this.length);
  }

  /**
   * Hand every row over to the caller and start empty (no copy): a streaming run passes the
   * array on (and may transfer its buffer), so the rows are held once, by the receiver. The
   * array is never the shared empty one, so a transfer list may hold every returned buffer.
   */
  take(): Float64Array {
    const rows = this.length === 0 ? new Float64Array(0) : this.data.subarray(0, this.length);
    if (this.length > 0) this.reserve = this.length + (this.length >> 2);
    this.data = EMPTY;
    this.length = 0;
    return rows;
  }
}

/** A named set of equally long columns. */
export class Series<K extends string> {
  readonly columns: Record<K, Column>;

  constructor(readonly names: readonly K[]) {
    this.columns = {} as Record<K, Column>;
    for (const n of names) this.columns[n] = new Column();
  }

  get length(): number {
    return this.columns[this.names[0]].length;
  }

  toArrays(): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (const n of this.names) out[n] = this.columns[n].view();
    return out;
  }

  copyFrom(from: number): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (const n of this.names) out[n] = this.columns[n].copyFrom(from);
    return out;
  }

  /** Hand every row over (see Column.take); the series starts empty. */
  take(): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (const n of this.names) out[n] = this.columns[n].take();
    return out;
  }
}
