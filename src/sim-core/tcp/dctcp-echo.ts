import { Ecn, type Packet } from '../net/packet';
import type { DctcpConfig } from './dctcp-cc';

/**
 * The DCTCP receiver's ECN feedback (RFC 8257 §3.2): ECE reports the CE state of the latest data
 * segment, not a latch held until CWR as in RFC 3168. With delayed ACKs, a change of the CE state
 * while an ACK is held first sends an ACK for the data before the change with the old state, so
 * the sender can count marked bytes exactly (the two-state machine of the DCTCP paper).
 *
 * Two orders (DctcpConfig.receiverEcho):
 * - 'linux' (tcp_dctcp.h, dctcp_ece_ack_update): the extra ACK covers everything before the
 *   segment that changed the state, and that segment is then ACKed at once.
 * - 'ns3' (tcp-dctcp.cc, CeState0to1/1to0): the state is compared before the segment is taken,
 *   the extra ACK is for the RCV.NXT seen at the previous ECN-capable segment (the start of the
 *   previous segment), and the segment follows the normal delayed-ACK rule. ns-3's "ACK pending"
 *   flag is set by every held segment and by the delayed-ACK timer and cleared only by the ACK of
 *   the delAckCount-th segment.
 */
export class DctcpEcho {
  /** DCTCP.CE: the latest ECN-capable data segment was CE-marked; every ACK carries ECE while true. */
  ce = false;
  /** Linux: ACK the segment now (its CE state changed). */
  ackNow = false;
  /** ns-3's m_priorRcvNxt, and whether it has been set. */
  private priorRcvNxt = -1;
  /** ns-3's m_delayedAckReserved. */
  private ns3Pending = false;
  /** ns-3 only takes CE from a segment above the last CE-marked one. */
  private lastCeSeq = -1;

  constructor(
    private readonly cfg: Pick<DctcpConfig, 'receiverEcho'>,
    /** Send an ACK for `ack` with ECE as given, without touching the receiver's delayed-ACK state. */
    private readonly sendExtraAck: (ack: number, ece: boolean) => void,
  ) {}

  /**
   * A data segment arrived; `rcvNxt` is the receiver's before it is taken, `held` whether an ACK
   * is being held back (a delayed ACK pending).
   */
  onSegment(p: Packet, rcvNxt: number, held: boolean): void {
    this.ackNow = false;
    if (p.ecn === Ecn.NotEct) return;
    if (this.cfg.receiverEcho === 'ns3') {
      const isCe = p.ecn === Ecn.Ce && p.seq > this.lastCeSeq;
      if (p.ecn === Ecn.Ce) this.lastCeSeq = Math.max(this.lastCeSeq, p.seq);
      if (p.ecn === Ecn.Ce && !isCe) return;
      if (isCe !== this.ce && this.ns3Pending && this.priorRcvNxt >= 0) this.sendExtraAck(this.priorRcvNxt, this.ce);
      this.priorRcvNxt = rcvNxt;
      this.ce = isCe;
      return;
    }
    const isCe = p.ecn === Ecn.Ce;
    if (isCe === this.ce) return;
    if (held) this.sendExtraAck(rcvNxt, this.ce);
    this.ce = isCe;
    this.ackNow = true;
  }

  /** ns-3's delayed-ACK events: a segment held back or the timer fired (true), the delAckCount-th segment ACKed (false). */
  delayedAckEvent(pending: boolean): void {
    this.ns3Pending = pending;
  }
}
