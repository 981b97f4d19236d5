/** A token bucket in bytes: fills at `rateBps`/8 bytes per second up to `capacity`. */
export class TokenBucket {
  tokens: number;
  private last = 0;

  constructor(
    readonly rateBps: number,
    readonly capacity: number,
  ) {
    this.tokens = capacity;
  }

  refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.rateBps) / 8);
    this.last = now;
  }

  charge(bytes: number): void {
    this.tokens -= bytes;
  }

  /** Seconds from the last refill until the bucket is back at zero tokens (0 if it is). */
  timeToNonNegative(): number {
    // A nanosecond more, so rounding never leaves the bucket a hair below zero when polled.
    return this.tokens >= 0 ? 0 : (-this.tokens * 8) / this.rateBps + 1e-9;
  }
}
