import { SackRecovery } from './sack-recovery';
import type { TcpSender } from './sender';

/**
 * Linux 2.4's SACK recovery window (tcp_fastretrans_alert and tcp_cwnd_down of 2.4's
 * tcp_input.c), on the same scoreboard as RFC 6675: ssthresh from the congestion control (Reno:
 * cwnd/2, at least 2 segments), but
 * cwnd is not cut at once. Every second ACK during recovery takes one segment off it, down to
 * ssthresh/2 at most, and cwnd never exceeds what is in flight plus one segment, so the sender
 * sends about one segment per two ACKs ("rate halving") and several losses shrink the window well
 * below ssthresh. Recovery ends with cwnd = min(cwnd, ssthresh); whatever is missing up to
 * ssthresh is regained in slow start, the "new slow start after fast retransmit" the seed-000
 * thesis saw in its Linux traces.
 */
export class LinuxSackRecovery extends SackRecovery {
  /** Linux's snd_cwnd_cnt in recovery: the odd ACK waits for its partner. */
  private oddAck = false;

  protected override reduceWindow(s: TcpSender): void {
    // Like the other recoveries, ssthresh comes from the congestion control (Linux: its
    // tcp_congestion_ops.ssthresh), asked in Linux's unit: the window in whole segments, the
    // answer kept in whole segments (Reno: max(snd_cwnd / 2, 2) packets).
    const mss = s.cfg.mss;
    s.ssthresh = Math.floor(s.cc.ssthreshAfterLoss(s, Math.floor(s.cwnd / mss) * mss) / mss) * mss;
    this.oddAck = false;
    this.cwndDown(s);
  }

  protected override exitWindow(s: TcpSender): void {
    s.cwnd = Math.min(s.cwnd, s.ssthresh);
  }

  override onDupAck(s: TcpSender): void {
    this.cwndDown(s);
  }

  protected override onPartialAck(s: TcpSender): void {
    this.cwndDown(s);
  }

  private cwndDown(s: TcpSender): void {
    const mss = s.cfg.mss;
    if (this.oddAck && s.cwnd > s.ssthresh / 2) s.cwnd -= mss;
    this.oddAck = !this.oddAck;
    s.cwnd = Math.max(mss, Math.min(s.cwnd, s.board.pipe(s) + mss));
  }
}
