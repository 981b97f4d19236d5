import { copyRows, float64Rows, type BufferSource } from './column';

const EMPTY = new Float64Array(0);

/** Rows allocated when a series is given no expectation (or for the first rows of a streaming batch). */
const FIRST_ROWS = 256;

/**
 * A recorded per-packet series (a link's queue and sojourn rows, a flow's seq, cwnd, rtt and
 * delivered rows): one Float64Array per column, written a row at a time by its recorder, which
 * claims the row's index once (one length and capacity check) and stores each value into its
 * column (`cols`, in the order of `names`).
 *
 * Storage is allocated on the first row, at `expectedRows` (a whole run's estimate, so such a run
 * does not grow its columns: no copies, no fresh zeroed arrays, less for the collector), and
 * doubled when an estimate falls short. A streaming run passes no estimate: `take` keeps the
 * storage for the next batch, which then holds one batch at most, never the run.
 *
 * Why not a push per column (Column): each push checks its own length and capacity, so a row of
 * five values made five checks, and the recording grew the links' and the sender's hooks beyond
 * what the optimizing compiler inlines; staging rows in one array to move them into the columns
 * later paid every value twice (docs/benchmarks.md, issue 38, third to fifth sessions).
 */
export class RecordedSeries<K extends string> {
  /** The columns, in the order of `names`; allocated on the first row. */
  cols: Float64Array[];
  /** Rows recorded (since the last take). */
  length = 0;
  /** Rows the columns hold before they must grow. */
  capacity = 0;

  constructor(
    readonly names: readonly K[],
    private readonly expectedRows = 0,
    /**
     * Where the columns' storage comes from (a whole run's caller that hands finished results'
     * storage back to a pool, Simulation's `storage`); none: freshly allocated, zeroed storage.
     */
    private readonly storage?: BufferSource,
  ) {
    this.cols = names.map(() => EMPTY);
  }

  /** Index of a new row, whose values the caller stores into `cols` (read `cols` after the call: it may grow). */
  claim(): number {
    const i = this.length;
    if (i === this.capacity) this.grow();
    this.length = i + 1;
    return i;
  }

  /** Two rows' indices, i and i + 1 (grown as two claims would). */
  claimTwo(): number {
    const i = this.length;
    if (i + 2 > this.capacity) {
      this.claim();
      this.claim();
      return i;
    }
    this.length = i + 2;
    return i;
  }

  private grow(): void {
    const rows = this.capacity === 0 ? Math.max(FIRST_ROWS, this.expectedRows) : 2 * this.capacity;
    this.cols = this.cols.map((c) => {
      const bigger = float64Rows(rows, this.storage);
      bigger.set(c);
      return bigger;
    });
    this.capacity = rows;
  }

  /** Views of the filled part of every column (no copy). */
  toArrays(): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (let k = 0; k < this.names.length; k++) out[this.names[k]] = this.cols[k].subarray(0, this.length);
    return out;
  }

  /**
   * Hand the rows recorded since the last take over, each column copied to an array of its own
   * (from `source` when given; see Column.take), and start empty, keeping the storage for the
   * next batch.
   */
  take(source?: BufferSource): Record<K, Float64Array> {
    const out = {} as Record<K, Float64Array>;
    for (let k = 0; k < this.names.length; k++) out[this.names[k]] = copyRows(this.cols[k], this.length, source);
    this.length = 0;
    return out;
  }
}
