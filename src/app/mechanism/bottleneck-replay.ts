import { lowerBound } from '../plots/series-draw';
import { PacketEventFlag, PacketEventKind, type PacketEventColumns } from '../../sim-core/metrics/packet-events';

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
 */
export class BottleneckReplay {
  private next = 0;
  private at = Number.NEGATIVE_INFINITY;
  private queue: ShownPacket[] = [];
  private wire: WirePacket[] = [];
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
    const { delay } = this.link;
    this.wire = this.wire.filter((w) => w.txStart + w.serialisation + delay > t);
    return { t, queue: this.queue.slice(), wire: this.wire.slice(), drops: this.recentDrops(ev, t), windowStart };
  }

  private reset(): void {
    this.next = 0;
    this.at = Number.NEGATIVE_INFINITY;
    this.queue = [];
    this.wire = [];
  }

  private advance(ev: PacketEventColumns, length: number, t: number): void {
    let i = this.next;
    for (; i < length && ev.t[i] <= t; i++) {
      const kind = ev.kind[i];
      if (kind === PacketEventKind.Enqueue) this.queue.push(shown(ev, i));
      else if (kind === PacketEventKind.Dequeue) removeFirst(this.queue, ev.flow[i], ev.seq[i]);
      else if (kind === PacketEventKind.TxStart) this.wire.push({ ...shown(ev, i), txStart: ev.t[i], serialisation: (ev.bytes[i] * 8) / this.link.rateBps });
      else if (kind === PacketEventKind.Drop) {
        if (ev.flags[i] & PacketEventFlag.FromQueue) removeFirst(this.queue, ev.flow[i], ev.seq[i]);
        // A link loss happens at the end of serialisation: the packet never propagates.
        removeLost(this.wire, ev.flow[i], ev.seq[i], ev.t[i]);
      }
    }
    this.next = i;
    this.at = t;
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

/** Remove the oldest queued copy of a packet (FIFO disciplines find it at the head). */
function removeFirst(list: ShownPacket[], flow: number, seq: number): void {
  const i = list.findIndex((p) => p.flow === flow && p.seq === seq);
  if (i >= 0) list.splice(i, 1);
}

/** Remove the packet a link loss discarded: the one of that flow and seq that finished serialising at `t`. */
function removeLost(wire: WirePacket[], flow: number, seq: number, t: number): void {
  const i = wire.findIndex((w) => w.flow === flow && w.seq === seq && Math.abs(w.txStart + w.serialisation - t) < 1e-9);
  if (i >= 0) wire.splice(i, 1);
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
