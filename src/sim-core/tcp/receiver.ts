import { Tag } from '../engine/event-tags';
import type { ScheduledEvent } from '../engine/event-queue';
import type { Simulator } from '../engine/simulator';
import type { FlowTrace } from '../metrics/flow-trace';
import type { Agent } from '../net/node';
import type { PacketPort } from '../net/packet-port';
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
    private readonly node: PacketPort,
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
    // Blocks are sorted and disjoint: absorb from the front while they touch rcvNxt.
    let absorbed = 0;
    while (absorbed < this.ooo.length && this.ooo[absorbed].start <= nxt) {
      nxt = Math.max(nxt, this.ooo[absorbed].end);
      absorbed++;
    }
    if (absorbed > 0) this.ooo.splice(0, absorbed);
    this.rcvNxt = nxt;
    const dataEnd = this.bytes ?? Number.POSITIVE_INFINITY;
    const delivered = Math.min(nxt, dataEnd) - Math.min(before, dataEnd);
    if (delivered > 0) {
      this.trace.deliver(this.sim.now, delivered);
      if (nxt >= dataEnd && Number.isNaN(this.trace.counters.rxCompleteAt)) {
        this.trace.counters.rxCompleteAt = this.sim.now;
        this.trace.onRxComplete?.();
      }
    }
  }

  /** Record [start, end) above rcvNxt, keeping the blocks sorted and merged (binary search). */
  private addOoo(start: number, end: number): void {
    const touched = ++this.touchCounter;
    const blocks = this.ooo;
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (blocks[mid].end < start) lo = mid + 1;
      else hi = mid;
    }
    // blocks[lo] is the first block that ends at or after `start`: merge every block it touches.
    let last = lo;
    while (last < blocks.length && blocks[last].start <= end) last++;
    if (last === lo) {
      blocks.splice(lo, 0, { start, end, touched });
      return;
    }
    const merged = { start: Math.min(start, blocks[lo].start), end: Math.max(end, blocks[last - 1].end), touched };
    blocks.splice(lo, last - lo, merged);
  }

  /** Up to maxSackBlocks blocks, most recently touched first (RFC 2018), as flat pairs. */
  private sackBlocks(): number[] {
    const chosen: OooBlock[] = [];
    for (const b of this.ooo) {
      if (chosen.length < this.cfg.maxSackBlocks) chosen.push(b);
      else {
        let oldest = 0;
        for (let i = 1; i < chosen.length; i++) if (chosen[i].touched < chosen[oldest].touched) oldest = i;
        if (b.touched > chosen[oldest].touched) chosen[oldest] = b;
      }
    }
    chosen.sort((a, b) => b.touched - a.touched);
    const out: number[] = [];
    for (const b of chosen) out.push(b.start, b.end);
    return out;
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
    if (this.cfg.sack && this.ooo.length > 0) sack = this.sackBlocks();
    const size = IP_HEADER + TCP_HEADER + sackOptionBytes(sack ? sack.length / 2 : 0);
    const p = new Packet(this.flowId, Proto.Tcp, this.node.index, this.peer, size);
    const closing = answerFin && this.bytes !== null && this.rcvNxt > this.bytes;
    p.flags = Flag.ACK | (this.ceEcho ? Flag.ECE : 0) | (closing ? Flag.FIN : 0);
    p.ack = this.rcvNxt;
    p.sack = sack;
    this.node.receive(p);
  }
}
