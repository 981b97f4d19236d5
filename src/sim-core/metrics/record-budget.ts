/**
 * A cap on the values a run may store in its series (all series together), so a long or busy
 * run cannot exhaust memory. When it runs out, recording stops and the result says when.
 */
export class RecordBudget {
  /** Simulated time at which recording stopped (NaN: never). */
  truncatedAt = Number.NaN;

  private remaining: number;
  /** Values of storage promised to series allocated ahead of their rows (see presize). */
  private presized = 0;

  constructor(readonly capacity: number) {
    this.remaining = capacity;
  }

  /** Values stored so far (the memory budget counts them). */
  get used(): number {
    return this.capacity - this.remaining;
  }

  /**
   * How many of `values` values of storage a series may allocate ahead of its rows (a whole run's
   * series are sized once from the scenario's estimate, metrics/recorded-series.ts): all series
   * together are promised no more than the run may ever store, so an estimate for a large run
   * cannot allocate beyond the budget.
   */
  presize(values: number): number {
    const granted = Math.max(0, Math.min(values, this.capacity - this.presized));
    this.presized += granted;
    return granted;
  }

  /**
   * Take `values` values if they all fit, else take nothing and say so: for a caller storing
   * several rows in one go, which then stores them one by one with `take`, so a run that reaches
   * the cap stops recording at exactly the same row as before.
   */
  takeIfAll(values: number): boolean {
    if (this.remaining < values) return false;
    this.remaining -= values;
    return true;
  }

  /** May `values` more values be stored at time `t`? */
  take(values: number, t: number): boolean {
    if (this.remaining < values) {
      if (Number.isNaN(this.truncatedAt)) this.truncatedAt = t;
      this.remaining = 0;
      return false;
    }
    this.remaining -= values;
    return true;
  }
}
