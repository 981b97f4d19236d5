/**
 * Retransmission timer arithmetic of RFC 6298: SRTT/RTTVAR with gains 1/8 and 1/4,
 * RTO = max(minRto, SRTT + max(G, 4·RTTVAR)), exponential back-off capped at maxRto.
 * Karn's rule (no samples from retransmitted segments) is the sender's job: it simply does not
 * call `sample` for them.
 */
import { BackedOffTimeout } from './backed-off-timeout';

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
  /** RTO before back-off minus SRTT (the whole RTO before the first sample). */
  readonly deviation: number;
  /** Double the timeout after an expiry. */
  backOff(): void;
}

export class RttEstimator extends BackedOffTimeout implements RetransmitTimer {
  rttvar = Number.NaN;

  constructor(
    private readonly minRto: number,
    initialRto: number,
    maxRto: number,
    private readonly granularity: number,
  ) {
    super(maxRto, initialRto);
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
    this.setBaseRto(Math.max(this.minRto, this.srtt + Math.max(this.granularity, 4 * this.rttvar)));
  }
}
