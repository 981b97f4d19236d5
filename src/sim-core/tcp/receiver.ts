import { Tag } from '../engine/event-tags';
import type { ScheduledEvent } from '../engine/event-queue';
import type { Simulator } from '../engine/simulator';
import type { FlowTrace } from '../metrics/flow-trace';
import type { Agent, NetNode } from '../net/node';
import { Ecn, Flag, IP_HEADER, Packet, Proto, SYN_OPTIONS, TCP_HEADER, sackOptionBytes } from '../net/packet';
import type { TcpConfig } from './config';

interface OooBlock {
  start: number;
  end: number;
  /** Arrival order of the last segment that touched this block (RFC 2018 block ordering). */
  touched: number;
}

/**
 * The receiving side: reassembly, in-order delivery to the application, delayed ACKs
 * (every `delAckCount` full segments or the timer, which is not restarted by later segments),
 * immediate ACKs for out-of-order segments and for segments that fill a hole, SACK blocks
 * (most recent first), and the ECN echo (ECE until the sender's CWR arrives).
 */
export class TcpReceiver implements Agent {
  /** Next in-order sequence number expected. */
  rcvNxt = 0;
  private readonly ooo: OooBlock[] = [];
  private touchCounter = 0;
  private unacked = 0;
  private delAckTimer: ScheduledEvent | null = null;
  private ceEcho = false;

  constructor(
    private readonly sim: Simulator,
    readonly flowId: number,
    private readonly node: NetNode,
    private readonly peer: number,
    private readonly cfg: TcpConfig,
    /** Bytes the application will send (null = unlimited). */
    private readonly bytes: number | null,
    private readonly trace: FlowTrace,
  ) {}

  receive(p: Packet): void {
    if (p.flags & Flag.SYN) {
      this.sendSynAck();
      return;
    }
    if (p.flags & Flag.CWR) this.ceEcho = false;
    if (p.ecn === Ecn.Ce) {
      this.ceEcho = true;
      this.trace.counters.ecnMarks++;
    }
    if (p.seqLen === 0) return; // pure ACK (end of the handshake)
    const start = p.seq;
    const end = p.seq + p.seqLen;
    const fin = (p.flags & Flag.FIN) !== 0;
    if (end <= this.rcvNxt) {
      this.sendAck(fin); // old duplicate: tell the sender where we are
      return;
    }
    if (start > this.rcvNxt) {
      this.addOoo(start, end);
      this.sendAck(false);
      return;
    }
    const hadHoles = this.ooo.length > 0;
    const first = this.rcvNxt === 0;
    this.advance(end);
    if (hadHoles || fin || !this.cfg.delayedAck || (first && this.cfg.quickAckFirst)) {
      this.sendAck(fin);
      return;
    }
    if (++this.unacked >= this.cfg.delAckCount) {
      this.sendAck(false);
    } else if (this.delAckTimer === null) {
      this.delAckTimer = this.sim.schedule(this.cfg.delAckTimeout, Tag.DelayedAck, () => {
        this.delAckTimer = null;
        this.sendAck(false);
      });
    }
  }

  /** Move rcvNxt to `end`, absorbing out-of-order blocks that now connect, and deliver. */
  private advance(end: number): void {
    const before = this.rcvNxt;
    let nxt = Math.max(before, end);
    for (let merged = true; merged; ) {
      merged = false;
      for (let i = 0; i < this.ooo.length; i++) {
        const b = this.ooo[i];
        if (b.start <= nxt) {
          if (b.end > nxt) nxt = b.end;
          this.ooo.splice(i, 1);
          merged = true;
          break;
        }
      }
    }
    this.rcvNxt = nxt;
    const dataEnd = this.bytes ?? Number.POSITIVE_INFINITY;
    const delivered = Math.min(nxt, dataEnd) - Math.min(before, dataEnd);
    if (delivered > 0) {
      this.trace.deliver(this.sim.now, delivered);
      if (nxt >= dataEnd && Number.isNaN(this.trace.counters.rxCompleteAt)) {
        this.trace.counters.rxCompleteAt = this.sim.now;
      }
    }
  }

  private addOoo(start: number, end: number): void {
    const touched = ++this.touchCounter;
    for (const b of this.ooo) {
      if (start <= b.end && end >= b.start) {
        b.start = Math.min(b.start, start);
        b.end = Math.max(b.end, end);
        b.touched = touched;
        this.coalesce();
        return;
      }
    }
    this.ooo.push({ start, end, touched });
  }

  private coalesce(): void {
    this.ooo.sort((a, b) => a.start - b.start);
    for (let i = 0; i + 1 < this.ooo.length; ) {
      const a = this.ooo[i];
      const b = this.ooo[i + 1];
      if (b.start <= a.end) {
        a.end = Math.max(a.end, b.end);
        a.touched = Math.max(a.touched, b.touched);
        this.ooo.splice(i + 1, 1);
      } else i++;
    }
  }

  private sendSynAck(): void {
    const p = new Packet(this.flowId, Proto.Tcp, this.node.index, this.peer, IP_HEADER + TCP_HEADER + SYN_OPTIONS);
    p.flags = Flag.SYN | Flag.ACK | (this.cfg.ecn ? Flag.ECE : 0);
    this.node.receive(p);
  }

  /**
   * Send a cumulative ACK. `answerFin`: it acknowledges the sender's FIN, and since the receiving
   * application closes at once, it carries our own FIN (passive close).
   */
  private sendAck(answerFin: boolean): void {
    this.unacked = 0;
    if (this.delAckTimer !== null) {
      this.sim.cancel(this.delAckTimer);
      this.delAckTimer = null;
    }
    let sack: number[] | null = null;
    if (this.cfg.sack && this.ooo.length > 0) {
      const blocks = [...this.ooo].sort((a, b) => b.touched - a.touched).slice(0, this.cfg.maxSackBlocks);
      sack = [];
      for (const b of blocks) sack.push(b.start, b.end);
    }
    const size = IP_HEADER + TCP_HEADER + sackOptionBytes(sack ? sack.length / 2 : 0);
    const p = new Packet(this.flowId, Proto.Tcp, this.node.index, this.peer, size);
    const closing = answerFin && this.bytes !== null && this.rcvNxt > this.bytes;
    p.flags = Flag.ACK | (this.ceEcho ? Flag.ECE : 0) | (closing ? Flag.FIN : 0);
    p.ack = this.rcvNxt;
    p.sack = sack;
    this.node.receive(p);
  }
}
