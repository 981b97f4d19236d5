/**
 * Retransmission timer arithmetic of RFC 6298: SRTT/RTTVAR with gains 1/8 and 1/4,
 * RTO = max(minRto, SRTT + max(G, 4·RTTVAR)), exponential back-off capped at maxRto.
 * Karn's rule (no samples from retransmitted segments) is the sender's job: it simply does not
 * call `sample` for them.
 */
/** What the sender needs of a retransmission-timer estimator. */
export interface RetransmitTimer {
  readonly srtt: number;
  readonly rttvar: number;
  readonly hasSample: boolean;
  /** Current timeout including back-off. */
  readonly rto: number;
  /** The RTO a first sample `r` would give (before any back-off). */
  firstSampleRto(r: number): number;
  /** A valid RTT sample; `sndUna`/`sndNxt` let estimators that work per round trip find its end. */
  sample(r: number, sndUna?: number, sndNxt?: number): void;
  /** Double the timeout after an expiry. */
  backOff(): void;
}

export class RttEstimator implements RetransmitTimer {
  srtt = Number.NaN;
  rttvar = Number.NaN;
  /** RTO before back-off. */
  private baseRto: number;
  private backoff = 1;

  constructor(
    private readonly minRto: number,
    initialRto: number,
    private readonly maxRto: number,
    private readonly granularity: number,
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

  /** The RTO a first sample `r` would give (before any back-off). */
  firstSampleRto(r: number): number {
    return Math.min(this.maxRto, Math.max(this.minRto, r + Math.max(this.granularity, 2 * r)));
  }

  sample(r: number): void {
    if (Number.isNaN(this.srtt)) {
      this.srtt = r;
      this.rttvar = r / 2;
    } else {
      this.rttvar = 0.75 * this.rttvar + 0.25 * Math.abs(this.srtt - r);
      this.srtt = 0.875 * this.srtt + 0.125 * r;
    }
    this.baseRto = Math.min(this.maxRto, Math.max(this.minRto, this.srtt + Math.max(this.granularity, 4 * this.rttvar)));
    // A valid sample (Karn) ends the back-off.
    this.backoff = 1;
  }

  /** Double the timeout after an expiry (RFC 6298 5.5). */
  backOff(): void {
    if (this.baseRto * this.backoff < this.maxRto) this.backoff *= 2;
  }
}
