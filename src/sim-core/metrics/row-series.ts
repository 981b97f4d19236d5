import { type BufferSource } from './column';

const EMPTY = new Float64Array(0);

/** Rows allocated when a series is given no expectation (or for the first rows of a streaming batch). */
const FIRST_ROWS = 256;

/**
 * A recorded series written row by row into one Float64Array (row-major: a row's values side by
 * side) and turned into columns only when it is read (`toArrays`, `take`): the per-packet series
 * (a link's queue and sojourn rows, a flow's seq, cwnd, rtt and delivered rows).
 *
 * Why rows: a writer claims one slot and stores its few values into one array, the cost of a copy,
 * small enough for the optimizing compiler to inline into the links' and the sender's code.
 * Columns written per value (a push per column, each with its length and capacity check) made the
 * hooks too large to inline, and staging rows to move them into columns later paid every value
 * twice (docs/benchmarks.md, issue 38, third to fifth sessions). The transposition on read is one
 * tight pass over the values, once per run (or per streamed batch).
 *
 * Storage is allocated on the first row, at `expectedRows` (the run's estimate, so a whole run
 * never grows its storage: no copies, no fresh zeroed arrays, less for the collector), and
 * doubled when an estimate falls short. A streaming run passes no estimate: `take` keeps the
 * storage for the next batch, which then holds one batch at most, never the run.
 */
export class RowSeries<K extends string> {
  /** Values per row (one per name). */
  readonly width: number;
  /** The rows, row-major; allocated on the first row. */
  data: Float64Array = EMPTY;
  /** Values written (rows × width). */
  end = 0;

  constructor(
    readonly names: readonly K[],
    private readonly expectedRows = 0,
  ) {
    this.width = names.length;
  }

  /** Rows recorded (since the last take). */
  get length(): number {
    return this.end / this.width;
  }

  /** Rows the storage holds before it must grow. */
  get capacity(): number {
    return this.data.length / this.width;
  }

  /** Offset in `data` of a new row, whose `width` values the caller stores (read `data` after the call: it may grow). */
  claim(): number {
    const i = this.end;
    if (i === this.data.length) this.grow();
    this.end = i + this.width;
    return i;
  }

  private grow(): void {
    const rows = this.data.length === 0 ? Math.max(FIRST_ROWS, this.expectedRows) : 2 * this.capacity;
    const bigger = new Float64Array(rows * this.width);
    bigger.set(this.data);
    this.data = bigger;
  }

  /** Column `k` of rows [0, length), into `out`. */
  private column(k: number, out: Float64Array): Float64Array {
    const d = this.data;
    const w = this.width;
    const n = this.end / w;
    for (let r = 0, i = k; r < n; r++, i += w) out[r] = d[i];
    return out;
  }

  /** Every column, each in an array of its own of the rows' length. */
  toArrays(): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    const n = this.length;
    for (let k = 0; k < this.width; k++) out[this.names[k]] = this.column(k, new Float64Array(n));
    return out;
  }

  /**
   * Hand the rows recorded since the last take over as columns (in buffers from `source` when
   * given, see Column.take) and start empty, keeping the storage for the next batch.
   */
  take(source?: BufferSource): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    const n = this.length;
    for (let k = 0; k < this.width; k++) {
      const target = source && n > 0 ? new Float64Array(source(n * Float64Array.BYTES_PER_ELEMENT), 0, n) : new Float64Array(n);
      out[this.names[k]] = this.column(k, target);
    }
    this.end = 0;
    return out;
  }
}
