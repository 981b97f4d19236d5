import { lowerBound } from '../plot-base/series-draw';
import { type PacketEventColumns, PacketEventFlag, PacketEventKind } from '../../sim-core';

/** One packet as the animated view draws it. */
export interface ShownPacket {
  flow: number;
  seq: number;
  /** IP bytes (queue) or wire bytes (link). */
  bytes: number;
  retransmission: boolean;
  /** No payload: a pure ACK, SYN or FIN. */
  control: boolean;
}

/** A packet on the link: transmission started at `txStart`, fully on the wire after `serialisation`, arrives `delay` later. */
export interface WirePacket extends ShownPacket {
  txStart: number;
  serialisation: number;
}

/** A drop or mark, shown for a while after it happened. */
export interface ShownDrop {
  /** Row of the event in the packet-event columns (identifies it across frames). */
  row: number;
  t: number;
  flow: number;
  seq: number;
  /** Drop-reason code (registry DROP_REASONS index). */
  reason: number;
  /** The probability it was decided with; NaN when not random. */
  prob: number;
  mark: boolean;
  /** It had been in the queue (dropped from inside it). */
  fromQueue: boolean;
}

/** What the animated bottleneck shows at one instant. */
export interface BottleneckFrame {
  t: number;
  /** Packets in the queue discipline, in arrival order. */
  queue: ShownPacket[];
  /** Packets on the link (serialising or propagating). */
  wire: WirePacket[];
  /** Drops and marks in (t − linger, t]. */
  drops: ShownDrop[];
  /** The kept events start here (older ones were discarded, a rolling window; NaN: all kept): earlier instants cannot be shown. */
  windowStart: number;
}

export interface LinkTiming {
  rateBps: number;
  delay: number;
}

/**
 * Replays a link's recorded packet events up to the playback cursor (no simulation: it only
 * applies what the core recorded). Moving forward continues from the previous instant; moving
 * back starts again from the beginning.
 *
 * The replay keeps row numbers, not packet objects, and forgets a packet once it has fully
 * arrived: a new run's first frame at its end replays every event of the run (≈150 000 for the
 * five-flow dumbbell), and allocating an object per packet made that tens of milliseconds.
 * Packets are built only for the frame returned.
 */
export class BottleneckReplay {
  private next = 0;
  private at = Number.NEGATIVE_INFINITY;
  /** Rows of the packets in the queue, in arrival order. */
  private queue: number[] = [];
  /** Rows of the transmissions that may still be on the link, in order of their start. */
  private wire: number[] = [];
  private generation = 0;

  constructor(
    private readonly link: LinkTiming,
    /** Seconds a drop stays visible. */
    readonly linger: number,
  ) {}

  /** The frame at time `t` over the events recorded so far (`length` rows of `ev`). */
  frame(ev: PacketEventColumns, length: number, t: number, windowStart = Number.NaN, generation = 0): BottleneckFrame {
    // Back in time, or the log discarded rows (its rows were renumbered): replay from row 0.
    if (t < this.at || this.next > length || generation !== this.generation) this.reset();
    this.generation = generation;
    this.advance(ev, length, t);
    const onLink = this.wire.filter((r) => this.arrival(ev, r) > t);
    return {
      t,
      queue: this.queue.map((r) => shown(ev, r)),
      wire: onLink.map((r) => ({ ...shown(ev, r), txStart: ev.t[r], serialisation: this.serialisation(ev, r) })),
      drops: this.recentDrops(ev, t),
      windowStart,
    };
  }

  private serialisation(ev: PacketEventColumns, row: number): number {
    return (ev.bytes[row] * 8) / this.link.rateBps;
  }

  /** When the last bit of the transmission in `row` reaches the far end. */
  private arrival(ev: PacketEventColumns, row: number): number {
    return ev.t[row] + this.serialisation(ev, row) + this.link.delay;
  }

  private reset(): void {
    this.next = 0;
    this.at = Number.NEGATIVE_INFINITY;
    this.queue = [];
    this.wire = [];
  }

  private advance(ev: PacketEventColumns, length: number, t: number): void {
    let i = this.next;
    const { queue, wire } = this;
    // Transmissions before wire[head] have arrived by the current event (all later instants).
    let head = 0;
    for (; i < length && ev.t[i] <= t; i++) {
      const kind = ev.kind[i];
      if (kind === PacketEventKind.Enqueue) queue.push(i);
      else if (kind === PacketEventKind.Dequeue) removeFirst(queue, ev, i);
      else if (kind === PacketEventKind.TxStart) {
        while (head < wire.length && this.arrival(ev, wire[head]) <= ev.t[i]) head++;
        if (head > 64) {
          wire.splice(0, head);
          head = 0;
        }
        wire.push(i);
      } else if (kind === PacketEventKind.Drop) {
        if (ev.flags[i] & PacketEventFlag.FromQueue) removeFirst(queue, ev, i);
        // A link loss happens at the end of serialisation: the packet never propagates.
        this.removeLost(ev, i);
      }
    }
    if (head > 0) wire.splice(0, head);
    this.next = i;
    this.at = t;
  }

  /** Remove the transmission a link loss (row `d`) discarded: the one of that flow and seq that finished serialising then. */
  private removeLost(ev: PacketEventColumns, d: number): void {
    const w = this.wire;
    const i = w.findIndex((r) => ev.flow[r] === ev.flow[d] && ev.seq[r] === ev.seq[d] && Math.abs(ev.t[r] + this.serialisation(ev, r) - ev.t[d]) < 1e-9);
    if (i >= 0) w.splice(i, 1);
  }

  /** Drops and marks in (t − linger, t], found by binary search on the time column. */
  private recentDrops(ev: PacketEventColumns, t: number): ShownDrop[] {
    const out: ShownDrop[] = [];
    for (let i = lowerBound(ev.t, this.next, t - this.linger); i < this.next; i++) {
      if (ev.t[i] <= t - this.linger) continue;
      const kind = ev.kind[i];
      if (kind !== PacketEventKind.Drop && kind !== PacketEventKind.Mark) continue;
      out.push({
        row: i,
        t: ev.t[i],
        flow: ev.flow[i],
        seq: ev.seq[i],
        reason: ev.reason[i],
        prob: ev.prob[i],
        mark: kind === PacketEventKind.Mark,
        fromQueue: (ev.flags[i] & PacketEventFlag.FromQueue) !== 0,
      });
    }
    return out;
  }
}

function shown(ev: PacketEventColumns, i: number): ShownPacket {
  return {
    flow: ev.flow[i],
    seq: ev.seq[i],
    bytes: ev.bytes[i],
    retransmission: (ev.flags[i] & PacketEventFlag.Retransmission) !== 0,
    control: (ev.flags[i] & PacketEventFlag.NoPayload) !== 0,
  };
}

/** Remove the oldest queued copy of the packet event `e` names (FIFO disciplines find it at the head). */
function removeFirst(queue: number[], ev: PacketEventColumns, e: number): void {
  const flow = ev.flow[e];
  const seq = ev.seq[e];
  const i = queue.findIndex((r) => ev.flow[r] === flow && ev.seq[r] === seq);
  if (i >= 0) queue.splice(i, 1);
}

/**
 * Where a packet's bits are on a link drawn from 0 (sender side) to 1 (receiver side) at time t:
 * the first bit left at txStart and travels `delay`; the last left at txStart + serialisation.
 * Both ends are clipped to the link, so the drawn length is what is physically on the wire.
 */
export function wireExtent(w: WirePacket, t: number, delay: number): { head: number; tail: number } {
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  return { head: clip((t - w.txStart) / delay), tail: clip((t - w.txStart - w.serialisation) / delay) };
}

/** Bits on the link at time t (never more than rate × delay: transmissions do not overlap). */
export function bitsOnWire(frame: BottleneckFrame, link: LinkTiming): number {
  let bits = 0;
  for (const w of frame.wire) {
    const { head, tail } = wireExtent(w, frame.t, link.delay);
    bits += (head - tail) * link.delay * link.rateBps;
  }
  return bits;
}
