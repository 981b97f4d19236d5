/** Growable Float64 column: the storage unit of every result series (columnar, transferable). */
const EMPTY = new Float64Array(0);

/**
 * Where take() puts the rows it hands over: an ArrayBuffer of at least `bytes` bytes that nothing
 * else holds (the streaming worker reuses buffers the app has copied from and handed back:
 * metrics/buffer-pool.ts). Without one, take() allocates an array of exactly the rows' size.
 */
export type BufferSource = (bytes: number) => ArrayBuffer;

/** A Float64Array of `n` rows: a view of a buffer from `source` when given (its old contents left in place: rows are written before they are read), else freshly allocated. */
export function float64Rows(n: number, source?: BufferSource): Float64Array {
  return source ? new Float64Array(source(n * Float64Array.BYTES_PER_ELEMENT), 0, n) : new Float64Array(n);
}

type RowArray = Float64Array | Float32Array | Int32Array | Uint16Array | Uint8Array;

/** The first `n` rows of `data` in an array of their own: from `source` when given (a view of its buffer), else freshly allocated. */
export function copyRows<A extends RowArray>(data: A, n: number, source?: BufferSource): A {
  if (!source || n === 0) return data.slice(0, n) as A;
  const Ctor = data.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => A;
  const rows = new Ctor(source(n * data.BYTES_PER_ELEMENT), 0, n);
  rows.set(data.subarray(0, n));
  return rows;
}

export class Column {
  /** Storage is allocated on the first push, so unrecorded series cost nothing. */
  data: Float64Array = EMPTY;
  length = 0;

  push(v: number): void {
    if (this.length === this.data.length) this.grow();
    this.data[this.length++] = v;
  }

  private grow(): void {
    const bigger = new Float64Array(Math.max(256, this.data.length * 2));
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
   * Hand the rows recorded since the last take over to the caller and start empty: a streaming
   * run passes them on (and may transfer their buffer), so they are held once, by the receiver.
   * They are copied into an array of their exact size (its own buffer, so a transfer list may
   * hold every returned buffer), and the column keeps its storage for the next batch's rows: it
   * holds one batch at most, never the run. Why: a typed array costs by its size to allocate
   * (zeroing, fresh pages), and handing the storage itself over meant allocating it anew every
   * batch, grown by doublings to about twice the rows sent; now only the rows sent are allocated.
   * With a `source`, the rows go into a buffer it gives (a view of their length): allocating is
   * most of the cost of a take in a browser worker, reusing a buffer is a plain copy.
   */
  take(source?: BufferSource): Float64Array {
    const rows = copyRows(this.data, this.length, source);
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
  take(source?: BufferSource): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (const n of this.names) out[n] = this.columns[n].take(source);
    return out;
  }
}
