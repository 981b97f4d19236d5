/**
 * A cap on the values a run may store in its series (all series together), so a long or busy
 * run cannot exhaust memory. When it runs out, recording stops and the result says when.
 */
export class RecordBudget {
  /** Simulated time at which recording stopped (NaN: never). */
  truncatedAt = Number.NaN;

  private remaining: number;

  constructor(readonly capacity: number) {
    this.remaining = capacity;
  }

  /** Values stored so far (the memory budget counts them). */
  get used(): number {
    return this.capacity - this.remaining;
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
