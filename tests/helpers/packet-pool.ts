import { Proto, type Packet } from '../../src/sim-core/net/packet';
import { packetPool } from '../../src/sim-core/net/packet-pool';

/**
 * Empty the process's packet pool (its packets are left to the collector). Test files share a
 * fork's modules (vitest.config.ts, isolate: false), so the pool may hold other files' packets,
 * up to its cap: a test that counts what a release adds starts from here.
 */
export function emptyPacketPool(): Packet[] {
  const taken: Packet[] = [];
  while (packetPool.size > 0) taken.push(packetPool.take(0, Proto.Tcp, 0, 0, 40));
  return taken;
}

/** The packets the pool holds now (taken out to look, then given back). */
export function pooledPackets(): Set<Packet> {
  const taken = emptyPacketPool();
  for (const p of taken) packetPool.release(p);
  return new Set(taken);
}
