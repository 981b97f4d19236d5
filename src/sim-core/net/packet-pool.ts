import { objectArray } from '../engine/ring';
import { Packet, type Proto } from './packet';

/**
 * Free packets kept at most (and as many free SACK lists): a run of any preset leaves at most 717
 * in the pool (voice-fifo; 2026-11-29), and this bounds what the pool keeps alive after its runs
 * (about 2 MB).
 */
export const MAX_FREE_PACKETS = 16_384;

/**
 * Objects whose life has ended, kept to be handed out again. The array is only written, never
 * popped: V8 may shrink an array's storage on a pop that leaves it much emptier and copy it again
 * on the next push, and a pool swings between nearly empty and fuller every round trip (measured:
 * no worse than push and pop, docs/benchmarks.md, issue 38, tenth session). Slots from `count` on
 * may still name an object handed out since (at most `max` stay reachable that way).
 */
class FreeList<T> {
  private readonly free = objectArray<T>();
  private count = 0;

  constructor(private readonly max: number) {}

  take(): T | undefined {
    return this.count === 0 ? undefined : this.free[--this.count];
  }

  put(x: T): void {
    if (this.count === this.free.length) {
      if (this.count === this.max) return;
      this.free.push(x);
    } else this.free[this.count] = x;
    this.count++;
  }

  get size(): number {
    return this.count;
  }
}

/**
 * Packets whose life has ended, handed out again for new ones. Why: a run makes a packet for
 * every segment and every ACK, and those short-lived objects were most of the young generation's
 * collections (7–10 scavenges a 60-s run, docs/benchmarks.md, issue 38); a packet taken from here
 * is already in the old generation, so storing it in a link's rings needs no generational write
 * barrier either. Whether a packet object is new or reused changes no value a run computes: every
 * field is set again (Packet.reuse). The SACK list a released packet carried is kept too, for the
 * next ACK that carries one.
 *
 * A packet may be released only where its life provably ends, once: after its agent has handled
 * it (NetNode.deliverOrForward; no agent keeps a packet or its SACK list), and, for the packets
 * still in links and queues, when the run's owner is done with the run (Simulation.releasePackets);
 * never on a node with a tap (the full capture keys its rows by packet object). Dropped packets are left to
 * the collector (drops are rare, and observers of a drop may keep the packet).
 */
export class PacketPool {
  private readonly packets = new FreeList<Packet>(MAX_FREE_PACKETS);
  private readonly sackLists = new FreeList<number[]>(MAX_FREE_PACKETS);

  take(flowId: number, proto: Proto, src: number, dst: number, size: number): Packet {
    const p = this.packets.take();
    if (p === undefined) return new Packet(flowId, proto, src, dst, size);
    p.reuse(flowId, proto, src, dst, size);
    return p;
  }

  /** A list for a new packet's SACK blocks, to be overwritten whole (it may hold an earlier packet's). */
  sackList(): number[] {
    return this.sackLists.take() ?? [];
  }

  /** `p` and its SACK list are referenced by nothing in any run from now on. */
  release(p: Packet): void {
    if (p.sack !== null) this.sackLists.put(p.sack);
    this.packets.put(p);
  }

  /** Packets waiting to be reused. */
  get size(): number {
    return this.packets.size;
  }
}

/**
 * One pool for the process (every simulation in a worker or a test file): packets move between
 * simulations only through it, so a later run reuses an earlier run's packets too.
 */
export const packetPool = new PacketPool();
