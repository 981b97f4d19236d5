/**
 * The part every RTO estimator shares: a base timeout (the initial RTO until the first sample)
 * doubled by each expiry up to `maxRto`, the back-off ending with the next valid sample (Karn).
 */
export abstract class BackedOffTimeout {
  srtt = Number.NaN;
  /** RTO before back-off. */
  private baseRto: number;
  private backoff = 1;

  constructor(
    protected readonly maxRto: number,
    initialRto: number,
  ) {
    this.baseRto = initialRto;
  }

  get hasSample(): boolean {
    return !Number.isNaN(this.srtt);
  }

  /** Current timeout including back-off. */
  get rto(): number {
    return Math.min(this.maxRto, this.baseRto * this.backoff);
  }

  /** Double the timeout after an expiry (RFC 6298 5.5). */
  backOff(): void {
    if (this.baseRto * this.backoff < this.maxRto) this.backoff *= 2;
  }

  /** RTO before back-off minus SRTT: the deviation allowance (RTO until the first sample). */
  get deviation(): number {
    return this.hasSample ? Math.max(0, this.baseRto - this.srtt) : this.baseRto;
  }

  /** A new base timeout from a valid sample, which also ends the back-off. */
  protected setBaseRto(rto: number): void {
    this.baseRto = Math.min(this.maxRto, rto);
    this.backoff = 1;
  }
}
