import type { LossRecovery } from './loss-recovery';
import type { TcpSender } from './sender';

/**
 * RFC 5681 fast retransmit / fast recovery: ssthresh = FlightSize/2 (without limited-transmit
 * segments), cwnd = ssthresh + 3 MSS,
 * inflate by one MSS per further duplicate ACK, deflate to ssthresh on the first new ACK.
 */
export class RenoRecovery implements LossRecovery {
  readonly name: string = 'reno';
  readonly usesSack: boolean = false;
  readonly recoverGuard: boolean = false;

  enter(s: TcpSender): void {
    s.ssthresh = s.cc.ssthreshAfterLoss(s, s.lossFlightSize());
    s.retransmitFirstUnacked();
    s.cwnd = s.ssthresh + s.cfg.dupThresh * s.cfg.mss;
  }

  onDupAck(s: TcpSender): void {
    s.cwnd += s.cfg.mss;
  }

  onNewAck(s: TcpSender, _ackedBytes: number): boolean {
    s.cwnd = s.ssthresh;
    return true;
  }

  send(s: TcpSender): void {
    s.sendNewData();
  }
}
