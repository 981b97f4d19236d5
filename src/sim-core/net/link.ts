import { EventLane } from '../engine/event-lane';
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
export class Link {
  private onWire: Packet | null = null;
  private readonly device = new Ring<Packet>();
  lossModel: LossModel | null = null;
  txObserver: LinkTxObserver | null = null;
  /** Connections whose data currently crosses this link (started, not finished); the oracle n of dynamic RED. */
  activeFlows = 0;
  /** Packets that left the wire and are still propagating towards `to` (FIFO: one delay per link). */
  private readonly inFlight = new Ring<Packet>();
  /** Their arrival events: one delay after leaving the wire, so in order (see event-lane.ts). */
  private readonly arrivals: EventLane;
  // Bound once, so scheduling a transmission or an arrival allocates no closure.
  private readonly txDoneFn = () => this.txDone();
  private readonly arriveFn = () => this.arrive();
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
    this.arrivals = new EventLane(delay);
  }

  get propagating(): number {
    return this.inFlight.size;
  }

  /** Packets currently below the discipline (device queue + wire). */
  get inDevice(): number {
    return this.device.size + (this.onWire ? 1 : 0);
  }

  send(p: Packet): void {
    p.enqueuedAt = this.sim.now;
    if (this.qdisc.enqueue(p, this.sim.now)) this.pull();
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
        if (next === null) return this.scheduleWake(now);
        this.device.push(next);
      } else {
        return;
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

  private startTx(p: Packet): void {
    this.onWire = p;
    const wireBytes = p.size + this.framingBytes;
    this.sim.mix(p.flowId, p.seq);
    this.txObserver?.onTxStart(p, this.sim.now, wireBytes);
    this.sim.post((wireBytes * 8) / this.rateBps, Tag.LinkTxDone, this.txDoneFn);
  }

  private txDone(): void {
    const p = this.onWire!;
    this.onWire = null;
    if (this.lossModel?.lose(p, this.sim.now)) {
      this.txObserver?.onLinkLoss(p, this.sim.now);
    } else {
      this.inFlight.push(p);
      this.sim.postInLane(this.arrivals, Tag.LinkArrive, this.arriveFn);
    }
    this.pull();
  }

  private arrive(): void {
    this.to.receive(this.inFlight.shift()!);
  }
}
