import { DOUBLE_ZERO } from '../engine/double-zero';
import type { DirectLane, DirectTarget } from '../engine/direct-lane';
import type { KeyedLane } from '../engine/keyed-lane';
import { Tag } from '../engine/event-tags';
import { Ring } from '../engine/ring';
import type { Simulator } from '../engine/simulator';
import type { QueueDisc } from '../queues/queue-disc';
import type { NetNode } from './node';
import type { Packet } from './packet';

/** Decides whether the wire loses a packet (errors/ models plug in here). */
export interface LossModel {
  lose(p: Packet, now: number): boolean;
}

/** Called when a packet starts transmission on a link (metrics hook). */
export interface LinkTxObserver {
  onTxStart(p: Packet, now: number, wireBytes: number): void;
  onLinkLoss(p: Packet, now: number): void;
}

/**
 * One direction of a link: an egress queue discipline, an optional small device queue below it
 * (ns-3 keeps one packet there; Linux NICs have a ring), the wire (serialization at `rateBps`)
 * and propagation delay. A packet's time on the wire counts its IP size plus `framingBytes`.
 */
export class Link implements DirectTarget {
  private onWire: Packet | null = null;
  /**
   * The transmission on the wire ends without an event of its own unless a packet waits for it
   * (see startTx): its end time and the sequence its end-of-transmission event would have had.
   */
  private quietTx = false;
  private txEnd = DOUBLE_ZERO;
  private txSeq = 0;
  private txDoneScheduled = false;
  private readonly device = new Ring<Packet>();
  lossModel: LossModel | null = null;
  txObserver: LinkTxObserver | null = null;
  /** Connections whose data currently crosses this link (started, not finished); the oracle n of dynamic RED. */
  activeFlows = 0;
  /** Packets that left the wire and are still propagating towards `to` (FIFO: one delay per link). */
  private readonly inFlight = new Ring<Packet>();
  /** Their arrival events: one delay after leaving the wire, so in order (see keyed-lane.ts). */
  private readonly arrivals: KeyedLane;
  /** Or, on a busy link (arriveDirectly), a lane kept out of the simulator's heap (engine/direct-lane.ts). */
  private direct: DirectLane | null = null;
  /** On the busiest link (endTxDirectly), the ends of its quiet transmissions that a packet waits for, in a direct lane too. */
  private txEnds: DirectLane | null = null;
  // Bound once, so scheduling a transmission or an arrival allocates no closure.
  private readonly txDoneFn = () => this.txDone();
  private readonly quietTxDoneFn = () => {
    this.txDoneScheduled = false;
    this.onWire = null;
    this.pull();
  };
  /** A shaping discipline asked to be polled again at this time (Infinity: no wake-up pending). */
  private wakeAt = Number.POSITIVE_INFINITY;
  private readonly wakeFn = () => {
    this.wakeAt = Number.POSITIVE_INFINITY;
    this.pull();
  };

  constructor(
    readonly id: number,
    readonly name: string,
    readonly from: NetNode,
    readonly to: NetNode,
    readonly rateBps: number,
    readonly delay: number,
    readonly qdisc: QueueDisc,
    readonly framingBytes: number,
    /** Packets held below the queue discipline besides the one on the wire. */
    readonly deviceLimit: number,
    private readonly sim: Simulator,
  ) {
    this.arrivals = sim.keyedLane(this, Tag.LinkArrive);
  }

  /**
   * Schedule this link's arrivals in a direct lane (engine/direct-lane.ts) if the simulator has
   * one left: for the busiest links (a dumbbell's bottleneck, both ways). Same events, same
   * order; call before the first packet.
   */
  arriveDirectly(): void {
    if (this.direct === null && this.inFlight.size === 0) this.direct = this.sim.directLane(this, Tag.LinkArrive);
  }

  /**
   * Schedule the ends of this link's quiet transmissions that a packet waits for (see awaitTxEnd)
   * in a direct lane of their own, if the simulator has one left: for the link where packets
   * queue (a dumbbell's bottleneck), whose every transmission but the last of a busy period ends
   * so, a third of a dumbbell run's events. Why: each was an event object from the pool, a push
   * into the heap and a pop out of it, two sifts through its depth; in a direct lane it is its
   * key in a typed array (docs/benchmarks.md, issue 38, fourteenth session). At most one is
   * pending at a time, at its reserved place in the order of events, as in the heap.
   */
  endTxDirectly(): void {
    if (this.txEnds === null) this.txEnds = this.sim.directLane({ fire: this.quietTxDoneFn }, Tag.LinkTxDone);
  }

  /** An arrival event (of the direct or the keyed lane): the oldest propagating packet arrives. */
  fire(): void {
    this.arrive();
  }

  get propagating(): number {
    return this.inFlight.size;
  }

  /** Packets currently below the discipline (device queue + wire). */
  get inDevice(): number {
    // A quiet transmission's packet is in `inFlight` already (counted by `propagating`).
    return this.device.size + (this.onWire !== null && !this.quietTx ? 1 : 0);
  }

  /**
   * Each packet the link holds, once, leaving it unchanged: those in its discipline, its device
   * queue, on its wire and propagating (Simulation.releasePackets). A quiet transmission's packet
   * is visited in `inFlight` only: `onWire` still names it after it has arrived and been delivered
   * (the wire is freed lazily, endQuietTx), so visiting it there would hand a delivered packet, or
   * one packet twice, to the pool.
   */
  forEachPacket(visit: (p: Packet) => void): void {
    this.qdisc.forEachPacket(visit);
    this.device.forEach(visit);
    if (this.onWire !== null && !this.quietTx) visit(this.onWire);
    this.inFlight.forEach(visit);
  }

  send(p: Packet): void {
    if (this.quietTx && this.onWire !== null && !this.txDoneScheduled && this.sim.isPast(this.txEnd, this.txSeq)) this.endQuietTx();
    const now = this.sim.now;
    p.enqueuedAt = now;
    const q = this.qdisc;
    // An idle wire and a discipline that lets the packet straight through (QueueDisc.passThrough):
    // what enqueue and pull() would do, without polling the then empty discipline again.
    if (this.onWire === null && this.device.size === 0 && q.passThrough !== undefined && q.passThrough(p, now)) this.startTx(p);
    else if (q.enqueue(p, now)) this.pull();
  }

  /**
   * A quiet transmission ended before this event with nothing waiting: do now what its end did
   * then. The wire is free, and the discipline is polled as at that time and found empty (RED
   * starts its idle period there; FQ-CoDel retires an emptied flow). Nothing has touched the
   * discipline since, so the poll finds the state it would have found.
   */
  private endQuietTx(): void {
    this.onWire = null;
    if (this.qdisc.dequeue(this.txEnd) !== null) throw new Error(`link ${this.name}: a packet waited for the wire without an end-of-transmission event`);
  }

  /** Move packets from the discipline down to the device queue and the wire while there is room. */
  private pull(): void {
    const now = this.sim.now;
    for (;;) {
      if (this.onWire === null) {
        const next = this.device.size > 0 ? this.device.shift()! : this.qdisc.dequeue(now);
        if (next === null) return this.scheduleWake(now);
        this.startTx(next);
      } else if (this.device.size < this.deviceLimit) {
        const next = this.qdisc.dequeue(now);
        if (next === null) {
          this.awaitTxEnd();
          return this.scheduleWake(now);
        }
        this.device.push(next);
      } else {
        return this.awaitTxEnd();
      }
    }
  }

  /** A shaping discipline holding packets back: poll it again when it says it will be ready. */
  private scheduleWake(now: number): void {
    if (this.qdisc.readyAt === undefined || this.qdisc.packets === 0) return;
    const t = this.qdisc.readyAt(now);
    if (!(t < this.wakeAt) || !Number.isFinite(t)) return;
    this.wakeAt = t;
    this.sim.at(Math.max(t, now), Tag.LinkWake, this.wakeFn);
  }

  /**
   * Why quiet transmissions: on most links most transmissions end with nothing waiting (a
   * dumbbell's access links, ACK directions), and the end-of-transmission event then did no more
   * than schedule the arrival. So a link whose wire cannot lose packets, whose discipline does
   * not shape and whose delay is not zero schedules the arrival at once, and its
   * end-of-transmission event only when a packet comes to wait for the wire, with the sequence
   * reserved here: it runs exactly when it would have. The arrival now takes its place in the
   * order of events when the transmission starts rather than when it ends. That matters only for
   * another event at the very same instant as the arrival; on a zero-delay link that is common
   * (the arrival falls at the end itself), so those links keep every end as an event. Every
   * preset's results are unchanged (result digests, tests/scenario/compat-hashes.test.ts); the
   * trace hashes and event counts differ. A 5-flow dumbbell ran 454 010 events; it now runs
   * 298 962 (its access links and ACK directions are mostly idle).
   */
  private startTx(p: Packet): void {
    this.onWire = p;
    const wireBytes = p.size + this.framingBytes;
    this.sim.mix(p.flowId, p.seq);
    this.txObserver?.onTxStart(p, this.sim.now, wireBytes);
    const end = this.sim.now + (wireBytes * 8) / this.rateBps;
    if (this.lossModel !== null || this.qdisc.readyAt !== undefined || this.delay === 0) {
      this.quietTx = false;
      this.sim.postAt(end, Tag.LinkTxDone, this.txDoneFn);
      return;
    }
    this.quietTx = true;
    this.txEnd = end;
    this.txSeq = this.sim.reserveSeq();
    this.txDoneScheduled = false;
    this.inFlight.push(p);
    if (this.direct !== null) this.sim.postDirect(this.direct, end + this.delay);
    else this.sim.postKeyed(this.arrivals, end + this.delay);
  }

  /** A packet waits for the wire: a quiet transmission's end becomes an event (at its reserved place). */
  private awaitTxEnd(): void {
    if (!this.quietTx || this.txDoneScheduled || (this.qdisc.packets === 0 && this.device.size === 0)) return;
    this.txDoneScheduled = true;
    if (this.txEnds !== null) this.sim.postDirectReserved(this.txEnds, this.txEnd, this.txSeq);
    else this.sim.postReserved(this.txEnd, this.txSeq, Tag.LinkTxDone, this.quietTxDoneFn);
  }

  private txDone(): void {
    const p = this.onWire!;
    this.onWire = null;
    if (this.lossModel?.lose(p, this.sim.now)) {
      this.txObserver?.onLinkLoss(p, this.sim.now);
    } else {
      this.inFlight.push(p);
      if (this.direct !== null) this.sim.postDirect(this.direct, this.sim.now + this.delay);
      else this.sim.postKeyed(this.arrivals, this.sim.now + this.delay);
    }
    this.pull();
  }

  private arrive(): void {
    this.to.receive(this.inFlight.shift()!);
  }
}
