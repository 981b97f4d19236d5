import type { TcpSender } from './sender';
import { RenoRecovery } from './reno-recovery';

/**
 * RFC 6582 NewReno: stay in recovery until the ACK covers `recover` (everything sent when
 * recovery began). A partial ACK retransmits the next unacknowledged segment and deflates cwnd
 * by the amount acknowledged, adding back one MSS. A full ACK sets cwnd = ssthresh.
 */
export class NewRenoRecovery extends RenoRecovery {
  override readonly name = 'newreno';
  override readonly recoverGuard = true;

  override enter(s: TcpSender): void {
    s.recover = s.sndMax;
    super.enter(s);
  }

  override onNewAck(s: TcpSender, ackedBytes: number): boolean {
    if (s.sndUna >= s.recover) {
      s.cwnd = s.ssthresh;
      return true;
    }
    s.retransmitFirstUnacked();
    s.cwnd = Math.max(s.cfg.mss, s.cwnd - ackedBytes + (ackedBytes >= s.cfg.mss ? s.cfg.mss : 0));
    return false;
  }
}
