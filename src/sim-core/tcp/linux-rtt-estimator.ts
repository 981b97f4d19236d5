import { BackedOffTimeout } from './backed-off-timeout';
import type { RetransmitTimer } from './rtt-estimator';

/**
 * Linux 2.4's retransmission timer (tcp_rtt_estimator and tcp_set_rto of 2.4.0's tcp_input.c):
 * RTO = SRTT + V, where V is the largest 4·mean-deviation seen over the last round trip, decays
 * towards it by a quarter per round trip and never drops below `minRto` (TCP_RTO_MIN, 200 ms).
 * Falling RTTs move the deviation with an eighth of the usual gain, so the timeout shrinks slowly.
 * The first sample sets the deviation to `firstDevFactor`·RTT: 4 in 2.4.0 (RTO = 5·RTT), 2 in later
 * kernels (RTO = 3·RTT, the value their comment intends).
 */
export class LinuxRttEstimator extends BackedOffTimeout implements RetransmitTimer {
  /** 4 × the smoothed mean deviation (Linux's mdev). */
  private mdev = 0;
  /** Largest mdev within the current round trip. */
  private mdevMax = 0;
  /** The deviation term of the RTO (Linux's rttvar, in RTO units). */
  private devTerm = 0;
  /** The round trip ends when this sequence number is acknowledged. */
  private rttSeq = 0;

  constructor(
    private readonly minRto: number,
    initialRto: number,
    maxRto: number,
    private readonly firstDevFactor: number,
  ) {
    super(maxRto, initialRto);
  }

  /** RFC 6298's RTTVAR equivalent (a quarter of the deviation term), for fine-grained checks. */
  get rttvar(): number {
    return this.devTerm / 4;
  }

  firstSampleRto(r: number): number {
    return Math.min(this.maxRto, r + Math.max(this.firstDevFactor * r, this.minRto));
  }

  sample(r: number, sndUna = 0, sndNxt = 0): void {
    if (Number.isNaN(this.srtt)) {
      this.srtt = r;
      this.mdev = this.firstDevFactor * r;
      this.mdevMax = this.devTerm = Math.max(this.mdev, this.minRto);
      this.rttSeq = sndNxt;
    } else {
      const err = r - this.srtt;
      this.srtt += err / 8;
      let step = Math.abs(err) - this.mdev / 4;
      // RTT falling: a much smaller gain, so one short sample does not shrink the timeout.
      if (err < 0 && step > 0) step /= 8;
      this.mdev += step;
      if (this.mdev > this.mdevMax) {
        this.mdevMax = this.mdev;
        if (this.mdevMax > this.devTerm) this.devTerm = this.mdevMax;
      }
      if (sndUna > this.rttSeq) {
        if (this.mdevMax < this.devTerm) this.devTerm -= (this.devTerm - this.mdevMax) / 4;
        this.rttSeq = sndNxt;
        this.mdevMax = this.minRto;
      }
    }
    this.setBaseRto(this.srtt + this.devTerm);
  }
}
