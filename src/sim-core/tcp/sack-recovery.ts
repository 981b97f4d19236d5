import type { LossRecovery } from './loss-recovery';
import type { TcpSender } from './sender';

/**
 * RFC 6675 SACK-based loss recovery, with cwnd = ssthresh for the whole episode (ns-3's
 * `TcpClassicRecovery`; no PRR). ssthresh = max(2 MSS, pipe/2) (or FlightSize/2, see config). While cwnd − pipe ≥ 1 MSS the
 * sender transmits NextSeg(): first lost segments, then new data, then (rule 3) unSACKed
 * segments below the highest SACKed one. Recovery ends when the ACK passes the recovery point.
 */
export class SackRecovery implements LossRecovery {
  readonly name = 'sack';
  readonly usesSack = true;
  readonly recoverGuard = true;

  enter(s: TcpSender): void {
    s.recover = s.sndMax;
    s.board.clearRetransmitted(s);
    s.board.markFirstLost(s);
    this.reduceWindow(s);
    // RFC 6675 (4.3): the first segment presumed lost goes out at once, whatever the pipe.
    s.board.retransmitFirst(s);
  }

  onDupAck(_s: TcpSender): void {}

  onNewAck(s: TcpSender, _ackedBytes: number): boolean {
    if (s.sndUna >= s.recover) {
      this.exitWindow(s);
      s.board.clearRetransmitted(s);
      return true;
    }
    this.onPartialAck(s);
    return false;
  }

  /** ssthresh and cwnd on entering recovery: cwnd = ssthresh at once. */
  protected reduceWindow(s: TcpSender): void {
    s.ssthresh = s.cc.ssthreshAfterLoss(s, s.cfg.sackSsthreshFromPipe ? s.board.pipe(s) : s.sndMax - s.sndUna);
    s.cwnd = s.ssthresh;
  }

  /** cwnd when recovery ends. */
  protected exitWindow(s: TcpSender): void {
    s.cwnd = s.ssthresh;
  }

  /** An ACK of new data that does not end recovery. */
  protected onPartialAck(_s: TcpSender): void {}

  send(s: TcpSender): void {
    const mss = s.cfg.mss;
    let pipe = s.board.pipe(s);
    while (s.cwnd - pipe >= mss && s.pacingAllows()) {
      const sent = s.board.sendNextSegment(s);
      if (sent === 0) break;
      pipe += sent;
    }
  }
}
