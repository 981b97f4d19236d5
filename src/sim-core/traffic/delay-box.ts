import { Tag } from '../engine/event-tags';
import type { Simulator } from '../engine/simulator';
import type { NetNode } from '../net/node';
import type { Packet } from '../net/packet';
import type { PacketPort } from '../net/packet-port';

/**
 * A per-connection delay in front of a host (ns-2's DelayBox, dummynet): every packet one end
 * of a connection sends waits `delay` before it enters the network. With half the connection's
 * RTT at each end, each connection sees its own round-trip time over shared links. No rate, no
 * queue: a constant delay keeps the packets in order.
 */
export class DelayBox implements PacketPort {
  readonly index: number;

  constructor(
    private readonly sim: Simulator,
    private readonly node: NetNode,
    private readonly delay: number,
  ) {
    this.index = node.index;
  }

  receive(p: Packet): void {
    if (this.delay <= 0) this.node.receive(p);
    else this.sim.schedule(this.delay, Tag.DelayBox, () => this.node.receive(p));
  }
}
