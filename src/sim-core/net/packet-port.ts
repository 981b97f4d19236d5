import type { Packet } from './packet';

/**
 * Where a transport agent hands the packets it originates: a node, or something in front of
 * one (a per-connection delay box). `index` is the node's address, used as the source.
 */
export interface PacketPort {
  readonly index: number;
  receive(p: Packet): void;
}
