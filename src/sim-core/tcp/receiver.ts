import { EventLane } from '../engine/event-lane';
import { objectArray } from '../engine/ring';
import { Tag } from '../engine/event-tags';
import type { ScheduledEvent } from '../engine/event-queue';
import type { Simulator } from '../engine/simulator';
import type { FlowTrace } from '../metrics/flow-trace';
import type { Agent } from '../net/node';
import type { PacketPort } from '../net/packet-port';
import { DctcpEcho } from './dctcp-echo';
import { congestionControl } from './registry';
import { Ecn, Flag, IP_HEADER, type Packet, Proto, SYN_OPTIONS, TCP_HEADER, sackOptionBytes } from '../net/packet';
import { packetPool } from '../net/packet-pool';
import type { TcpConfig } from './config';

/** Linux 2.4 delayed-ACK constants (include/net/tcp.h, HZ = 100). */
const TCP_ATO_MIN = 0.04;
const TCP_DELACK_MAX = 0.2;
const TCP_MAX_QUICKACKS = 16;
/** TCP_MIN_RCVMSS: the receiver's MSS estimate before the first segment. */
const TCP_MIN_RCVMSS = 536;
/** window_clamp of a 2.4 socket: 3/4 of the default 87 380-byte receive buffer (tcp_adv_win_scale = 2). */
const LINUX_WINDOW_CLAMP = 65535;

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
 * (most recent first), and the ECN echo (ECE until the sender's CWR arrives). With
 * ackPolicy 'linux-2.4', Linux 2.4's quick-ACK mode and adaptive delayed-ACK timeout instead.
 */
export class TcpReceiver implements Agent {
  /** Next in-order sequence number expected. */
  rcvNxt = 0;
  private readonly ooo: OooBlock[] = [];
  /** The blocks an ACK reports, in sackBlocks (kept, so that an ACK allocates no array). */
  private readonly chosenBlocks = objectArray<OooBlock>();
  private touchCounter = 0;
  private unacked = 0;
  /** The pending delayed-ACK timer; dropped (set to null) whenever it is cancelled or runs, since its event is then reused. */
  private delAckTimer: ScheduledEvent | null = null;
  /**
   * The delayed-ACK timers: most are cancelled by the next segment long before they are due, and
   * in a lane they wait outside the simulator's heap (see event-lane.ts).
   */
  private readonly delAckLane = new EventLane();
  // Bound once, so setting the timer (every other segment) allocates no closure.
  private readonly delAckFired = () => {
    this.delAckTimer = null;
    this.dctcpEcho?.delayedAckEvent(true);
    this.sendAck(false);
  };
  private readonly linuxDelAckFired = () => {
    this.delAckTimer = null;
    this.lx.ato = Math.min(2 * this.lx.ato, this.cfg.initialRto); // tcp_delack_timer: the timer "missed", inflate ato
    this.sendAck(false);
  };
  private ceEcho = false;
  /** DCTCP's per-segment ECE (dctcp-echo.ts) instead of RFC 3168's latch; null for other congestion controls. */
  private readonly dctcpEcho: DctcpEcho | null;
  /** ackPolicy 'linux-2.4' state, named after Linux's struct tcp_opt (times in s, sizes in bytes). */
  private readonly lx = {
    /** Delayed-ACK timeout; 0 until the first data segment. */
    ato: 0,
    /** Quick ACKs left (tp->ack.quick). */
    quick: 0,
    /** Arrival time of the last in-order data segment. */
    lrcvtime: 0,
    /** The receiver's estimate of the sender's MSS. */
    rcvMss: TCP_MIN_RCVMSS,
    /** The growing bound on the advertised window, from 4 MSS (tcp_select_initial_window). */
    rcvSsthresh: 0,
    /** rcvNxt when the last ACK left (rcv_wup). */
    rcvWup: 0,
    /** When the pending delayed-ACK timer fires. */
    timerAt: Number.POSITIVE_INFINITY,
  };

  constructor(
    private readonly sim: Simulator,
    readonly flowId: number,
    private readonly node: PacketPort,
    private readonly peer: number,
    private readonly cfg: TcpConfig,
    /** Bytes the application will send (null = unlimited). */
    private readonly bytes: number | null,
    private readonly trace: FlowTrace,
  ) {
    this.lx.rcvSsthresh = Math.min(4 * cfg.mss, this.windowClamp());
    this.dctcpEcho = cfg.ecn && congestionControl(cfg.cc).perSegmentEcnEcho ? new DctcpEcho(cfg.dctcp, (ack, ece) => this.sendExtraAck(ack, ece)) : null;
  }

  receive(p: Packet): void {
    if (p.flags & Flag.SYN) {
      this.sendSynAck();
      return;
    }
    if (this.dctcpEcho !== null) {
      if (p.ecn === Ecn.Ce) this.trace.counters.ecnMarks++;
      if (p.seqLen > 0) {
        this.dctcpEcho.onSegment(p, this.rcvNxt, this.unacked > 0);
        if (this.dctcpEcho.ce && !this.ceEcho) this.trace.echoStarted(p.seq);
        this.ceEcho = this.dctcpEcho.ce;
      }
    } else {
      if (p.flags & Flag.CWR) this.ceEcho = false;
      if (p.ecn === Ecn.Ce) {
        if (!this.ceEcho) this.trace.echoStarted(p.seq);
        this.ceEcho = true;
        this.trace.counters.ecnMarks++;
      }
    }
    if (p.seqLen === 0) return; // pure ACK (end of the handshake)
    this.trace.packetArrival(this.sim.now, this.sim.now - p.sentAt);
    if (this.cfg.ackPolicy === 'linux-2.4') {
      this.receiveLinux(p);
      return;
    }
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
    if (hadHoles || fin || !this.cfg.delayedAck || (first && this.cfg.quickAckFirst) || this.dctcpEcho?.ackNow === true) {
      this.sendAck(fin);
      return;
    }
    if (++this.unacked >= this.cfg.delAckCount) {
      this.dctcpEcho?.delayedAckEvent(false);
      this.sendAck(false);
    } else {
      this.dctcpEcho?.delayedAckEvent(true);
      if (this.delAckTimer === null) this.delAckTimer = this.sim.recycledTimerInLane(this.delAckLane, this.cfg.delAckTimeout, Tag.DelayedAck, this.delAckFired);
    }
  }

  /**
   * Linux 2.4's receiver, as in its tcp_data_queue, tcp_event_data_recv, tcp_grow_window,
   * __tcp_ack_snd_check, tcp_send_delayed_ack and tcp_delack_timer (see TcpConfig.ackPolicy).
   * Approximations: the receiver's own RTO, which bounds ato, is taken as `initialRto` (with
   * timestamps a 2.4 receiver would sample the handshake's RTT), and the timer is capped at 200 ms
   * (Linux: HZ/2 = 500 ms and the receiver's RTT, 200 ms only in pingpong mode or after a PSH).
   */
  private receiveLinux(p: Packet): void {
    const lx = this.lx;
    const now = this.sim.now;
    const start = p.seq;
    const end = p.seq + p.seqLen;
    const fin = (p.flags & Flag.FIN) !== 0;
    if (end <= this.rcvNxt || start > this.rcvNxt) {
      // A duplicate or a segment beyond a hole: quick-ACK mode (tcp_enter_quickack_mode), ACK now.
      this.enterQuickAck();
      if (start > this.rcvNxt) this.addOoo(start, end);
      this.sendAck(fin && end <= this.rcvNxt);
      return;
    }
    this.advance(end);
    // tcp_event_data_recv: the MSS estimate, ato from the inter-arrival time, window growth.
    const len = p.payload;
    if (len >= lx.rcvMss) lx.rcvMss = len;
    const rto = this.cfg.initialRto;
    if (lx.ato === 0) {
      this.enterQuickAck(); // the first data segment
    } else {
      const m = now - lx.lrcvtime;
      if (m <= TCP_ATO_MIN / 2) lx.ato = lx.ato / 2 + TCP_ATO_MIN / 2;
      else if (m < lx.ato) lx.ato = Math.min(lx.ato / 2 + m, rto);
      else if (m > rto) this.incrQuickAck(); // a long silence: the sender restarts, help it
    }
    lx.lrcvtime = now;
    if (len >= 128 && lx.rcvSsthresh < this.windowClamp()) {
      // tcp_grow_window: +2 MSS per segment, and every segment that grows the window is ACKed at once.
      lx.rcvSsthresh = Math.min(lx.rcvSsthresh + 2 * this.cfg.mss, this.windowClamp());
      lx.quick |= 1;
    }
    // __tcp_ack_snd_check: more than one full segment unacknowledged, quick-ACK mode, or a hole.
    if (fin || this.rcvNxt - lx.rcvWup > lx.rcvMss || lx.quick > 0 || this.ooo.length > 0) {
      this.sendAck(fin);
      return;
    }
    // tcp_send_delayed_ack: a timer of ato (at most TCP_DELACK_MAX), never later than one pending.
    const ato = lx.ato > TCP_ATO_MIN ? Math.min(lx.ato, TCP_DELACK_MAX) : lx.ato;
    const at = now + ato;
    if (this.delAckTimer !== null) {
      if (lx.timerAt <= now + ato / 4) {
        this.sendAck(false);
        return;
      }
      if (lx.timerAt <= at) return;
      this.sim.cancel(this.delAckTimer);
    }
    lx.timerAt = at;
    this.delAckTimer = this.sim.recycledTimerInLane(this.delAckLane, ato, Tag.DelayedAck, this.linuxDelAckFired);
  }

  private windowClamp(): number {
    return Math.min(this.cfg.rcvWindow, LINUX_WINDOW_CLAMP);
  }

  /** tcp_incr_quickack: ACK the next rcv_wnd / (2 · rcv_mss) segments at once (2 to 16). */
  private incrQuickAck(): void {
    const lx = this.lx;
    const n = Math.floor(lx.rcvSsthresh / (2 * lx.rcvMss)) || 2;
    if (n > lx.quick) lx.quick = Math.min(n, TCP_MAX_QUICKACKS);
  }

  private enterQuickAck(): void {
    this.incrQuickAck();
    this.lx.ato = TCP_ATO_MIN;
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

  /**
   * Up to maxSackBlocks blocks, most recently touched first (RFC 2018), as flat pairs written over
   * `out` (a pooled list: net/packet-pool.ts). No `touched` value is shared (every addOoo takes a
   * new one), so the insertion sort gives the order any sort would.
   */
  private sackBlocks(out: number[]): void {
    const chosen = this.chosenBlocks;
    const max = this.cfg.maxSackBlocks;
    let n = 0;
    for (const b of this.ooo) {
      if (n < max) chosen[n++] = b;
      else {
        let oldest = 0;
        for (let i = 1; i < n; i++) if (chosen[i].touched < chosen[oldest].touched) oldest = i;
        if (b.touched > chosen[oldest].touched) chosen[oldest] = b;
      }
    }
    for (let i = 1; i < n; i++) {
      const b = chosen[i];
      let j = i;
      for (; j > 0 && chosen[j - 1].touched < b.touched; j--) chosen[j] = chosen[j - 1];
      chosen[j] = b;
    }
    for (let i = 0; i < n; i++) {
      out[2 * i] = chosen[i].start;
      out[2 * i + 1] = chosen[i].end;
    }
    out.length = 2 * n;
  }

  private sendSynAck(): void {
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.peer, IP_HEADER + TCP_HEADER + SYN_OPTIONS);
    p.flags = Flag.SYN | Flag.ACK | (this.cfg.ecn ? Flag.ECE : 0);
    this.node.receive(p);
  }

  /**
   * DCTCP's extra ACK (dctcp-echo.ts): a plain ACK for `ack`. Like every ACK it sends, it ends
   * the delayed-ACK wait: ns-3's SendEmptyPacket cancels the delayed-ACK timer and zeroes its
   * segment count (tcp-socket-base.cc), so the segment that changed the CE state starts a new
   * wait of its own; Linux's tcp_event_ack_sent clears its delayed-ACK timer too (and then ACKs
   * that segment at once, so there the reset changes nothing).
   */
  private sendExtraAck(ack: number, ece: boolean): void {
    this.unacked = 0;
    if (this.delAckTimer !== null) {
      this.sim.cancel(this.delAckTimer);
      this.delAckTimer = null;
    }
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.peer, IP_HEADER + TCP_HEADER);
    p.flags = Flag.ACK | (ece ? Flag.ECE : 0);
    p.ack = ack;
    this.node.receive(p);
  }

  /**
   * Send a cumulative ACK. `answerFin`: it acknowledges the sender's FIN, and since the receiving
   * application closes at once, it carries our own FIN (passive close).
   */
  private sendAck(answerFin: boolean): void {
    this.unacked = 0;
    const lx = this.lx;
    lx.rcvWup = this.rcvNxt;
    if (lx.quick > 0 && --lx.quick === 0) lx.ato = TCP_ATO_MIN; // tcp_dec_quickack_mode
    if (this.delAckTimer !== null) {
      this.sim.cancel(this.delAckTimer);
      this.delAckTimer = null;
    }
    let sack: number[] | null = null;
    if (this.cfg.sack && this.ooo.length > 0) {
      sack = packetPool.sackList();
      this.sackBlocks(sack);
    }
    const size = IP_HEADER + TCP_HEADER + sackOptionBytes(sack ? sack.length / 2 : 0);
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.peer, size);
    const closing = answerFin && this.bytes !== null && this.rcvNxt > this.bytes;
    p.flags = Flag.ACK | (this.ceEcho ? Flag.ECE : 0) | (closing ? Flag.FIN : 0);
    p.ack = this.rcvNxt;
    p.sack = sack;
    this.node.receive(p);
  }
}
