import type { CongestionControl, TcpCcState } from './congestion-control';

/**
 * RFC 5681 slow start and congestion avoidance. Growth is per ACK (ns-2/ns-3 and Linux 2.4:
 * +1 MSS in slow start, +MSS²/cwnd in avoidance) or by bytes acknowledged (RFC 3465 ABC, L = 2).
 */
export class RenoCongestionControl implements CongestionControl {
  readonly name = 'reno';
  private bytesAcked = 0;

  onAck(s: TcpCcState, ackedBytes: number): void {
    const mss = s.cfg.mss;
    const abc = s.cfg.windowGrowth === 'abc';
    if (s.cwnd < s.ssthresh) {
      s.cwnd += abc ? Math.min(ackedBytes, 2 * mss) : mss;
      return;
    }
    if (abc) {
      this.bytesAcked += ackedBytes;
      if (this.bytesAcked >= s.cwnd) {
        this.bytesAcked -= s.cwnd;
        s.cwnd += mss;
      }
    } else {
      s.cwnd += Math.max(1, Math.floor((mss * mss) / s.cwnd));
    }
  }

  ssthreshAfterLoss(s: TcpCcState, inFlight: number): number {
    this.bytesAcked = 0; // a congestion event starts the ABC count afresh
    return Math.max(2 * s.cfg.mss, Math.floor(inFlight / 2));
  }
}
