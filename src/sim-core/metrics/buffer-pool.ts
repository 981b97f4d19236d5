/**
 * ArrayBuffers used again once their holder hands them back: a streaming run's batches (the worker,
 * src/worker/sim-api.ts), and a whole run's recording storage when its caller runs again and no
 * longer reads the last result (Simulation's `storage`, releaseRecording in scenario/result-storage.ts).
 *
 * Each batch's rows travel to the app in buffers of their own (transferred, not copied). The app
 * copies them into its growing columns and returns the emptied buffers (SimClient → recycle),
 * and the next batches fill those instead of new ones. Why: in a browser worker, allocating a
 * typed array (zeroed memory, fresh pages) costs about 8× copying the same rows into a buffer
 * already in use, and the 5-flow dumbbell sends ~17 MB of rows per run (its collecting per edit:
 * ~16 ms before, 9–14 ms with the pool; docs/benchmarks.md).
 */
export class BufferPool {
  /** Kept buffers ('size-class'). */
  private readonly free: ArrayBuffer[] = [];
  /**
   * Kept buffers by their size ('exact'), and every kept buffer (to skip one handed back twice).
   * Look-ups rather than a scan of the kept list: a 50-flow dumbbell's recording takes 685
   * buffers (162 sizes), and a scan per take and per hand-back cost ~10 M instructions a run
   * (docs/benchmarks.md, issue 38, twenty-first session).
   */
  private readonly bySize = new Map<number, ArrayBuffer[]>();
  private readonly kept = new Set<ArrayBuffer>();
  private held = 0;

  constructor(
    /** Bytes kept for reuse at most; buffers handed back beyond that are left to the collector. */
    private readonly maxBytes = 64 * 1024 * 1024,
    /**
     * How requests are met. 'size-class' (a streaming run's batches): new buffers are a power of
     * two, and a kept one fits any request it holds without wasting most of it, so a batch's buffer
     * serves later batches of about its size. 'exact' (a whole run's recording storage, which asks
     * the same sizes run after run, each sized from the scenario's estimate): exactly the bytes
     * asked, new or kept. Rounding up would zero more memory in the first run, and a larger kept
     * buffer given to a smaller request leaves its own request without one, and so on down the run
     * (an 8-s 3-flow run reused 45 of its 53 buffers so; all 53 with exact sizes).
     */
    private readonly fit: 'size-class' | 'exact' = 'size-class',
  ) {}

  /** A buffer of at least `bytes` bytes (exactly `bytes` when `fit` is 'exact'): a kept one that fits, else a new one. */
  readonly take = (bytes: number): ArrayBuffer => {
    if (this.fit === 'exact') {
      const same = this.bySize.get(bytes);
      const b = same?.pop();
      if (b === undefined) return new ArrayBuffer(bytes);
      this.kept.delete(b);
      this.held -= b.byteLength;
      return b;
    }
    const largest = 4 * bytes + MIN_BYTES;
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i].byteLength;
      if (size >= bytes && size <= largest && (best < 0 || size < this.free[best].byteLength)) best = i;
    }
    if (best < 0) return new ArrayBuffer(sizeClass(bytes));
    const b = this.free[best];
    this.free[best] = this.free[this.free.length - 1];
    this.free.pop();
    this.kept.delete(b);
    this.held -= b.byteLength;
    return b;
  };

  /** Buffers the app has finished with (detached ones, of a failed transfer, are skipped). */
  give(buffers: readonly ArrayBuffer[]): void {
    for (const b of buffers) {
      const size = b.byteLength;
      if (size === 0 || this.held + size > this.maxBytes || this.kept.has(b)) continue;
      if (this.fit === 'exact') {
        const same = this.bySize.get(size);
        if (same === undefined) this.bySize.set(size, [b]);
        else same.push(b);
      } else this.free.push(b);
      this.kept.add(b);
      this.held += size;
    }
  }

  /** Bytes kept for reuse (for tests). */
  get bytesHeld(): number {
    return this.held;
  }
}

/** Smallest buffer allocated: batches carry many short columns (thresholds, drop events). */
const MIN_BYTES = 4096;

/** Sizes are powers of two (from MIN_BYTES), so a buffer handed back fits later requests of about its size. */
function sizeClass(bytes: number): number {
  let size = MIN_BYTES;
  while (size < bytes) size *= 2;
  return size;
}

