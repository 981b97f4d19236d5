import type { LossRecovery } from './loss-recovery';
import type { TcpSender } from './sender';

/**
 * TCP Tahoe (Jacobson 1988): fast retransmit without fast recovery. On the third duplicate ACK
 * ssthresh = max(2 MSS, FlightSize/2), cwnd drops to `lossWindow` segments (the same restart
 * window as after a timeout — 1 classically, 2 in seed 003) and the sender goes back to the
 * first unacknowledged segment and slow-starts from there (go-back-N), exactly as after a
 * timeout but without waiting for the timer. There is no recovery phase: the next ACK of new
 * data ends it. Further duplicate ACKs of the same window (answers to segments sent before the
 * loss, or to go-back-N duplicates) do not trigger another fast retransmit until the cumulative
 * ACK passes what was outstanding (`recover`, ns-2's Tahoe "bugfix" guard).
 */
export class TahoeRecovery implements LossRecovery {
  readonly name = 'tahoe';
  readonly usesSack = false;
  readonly recoverGuard = true;

  enter(s: TcpSender): void {
    s.recover = s.sndMax;
    s.ssthresh = s.cc.ssthreshAfterLoss(s, s.lossFlightSize());
    s.cwnd = s.cfg.lossWindow * s.cfg.mss;
    s.sndNxt = s.sndUna;
  }

  onDupAck(_s: TcpSender): void {}

  onNewAck(s: TcpSender, ackedBytes: number): boolean {
    // Slow start counts this ACK too; the sender grows cwnd on exit only when configured to.
    if (!s.cfg.growOnRecoveryExit) s.cc.onAck(s, ackedBytes);
    return true;
  }

  send(s: TcpSender): void {
    s.sendNewData();
  }
}
