import { objectArray } from '../engine/ring';
import { Packet, type Proto } from './packet';

/**
 * Free packets kept at most: more than a run has in flight at once on the presets (a 50-flow
 * dumbbell holds about 1 000), and about 1.6 MB if the pool ever fills.
 */
export const MAX_FREE_PACKETS = 16_384;

/**
 * Packets whose life has ended, handed out again for new ones. Why: a run makes a packet for
 * every segment and every ACK, and those short-lived objects were most of the young generation's
 * collections (7–10 scavenges a 60-s run, docs/benchmarks.md, issue 38); a packet taken from here
 * is already in the old generation, so storing it in a link's rings needs no generational write
 * barrier either. Whether a packet object is new or reused changes no value a run computes: every
 * field is set again (Packet.reuse).
 *
 * A packet may be released only where its life provably ends, once: today after its agent has
 * handled it (NetNode.deliverOrForward), and not on a node with a tap (the full capture keys its
 * rows by packet object). Dropped packets are left to the collector (drops are rare, and
 * observers of a drop may keep the packet).
 */
export class PacketPool {
  private readonly free = objectArray<Packet>();

  take(flowId: number, proto: Proto, src: number, dst: number, size: number): Packet {
    const p = this.free.pop();
    if (p === undefined) return new Packet(flowId, proto, src, dst, size);
    p.reuse(flowId, proto, src, dst, size);
    return p;
  }

  /** `p` is referenced by nothing in any run from now on. */
  release(p: Packet): void {
    if (this.free.length < MAX_FREE_PACKETS) this.free.push(p);
  }

  /** Packets waiting to be reused. */
  get size(): number {
    return this.free.length;
  }
}

/**
 * One pool for the process (every simulation in a worker or a test file): packets move between
 * simulations only through it, so a later run reuses an earlier run's packets too.
 */
export const packetPool = new PacketPool();
