import type { Packet } from '../../net/packet';

function mix(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/**
 * FQ-CoDel's classifier (RFC 8290 §4.1.1): a hash of the packet's 5-tuple, modulo the number of
 * buckets. The tuple here is protocol, source and destination host, and the connection (which
 * stands for the port pair); `perturbation` salts the hash as Linux and ns-3 do.
 */
export function flowBucket(p: Packet, buckets: number, perturbation: number): number {
  let h = perturbation | 0;
  h = mix(h, p.proto);
  h = mix(h, p.src);
  h = mix(h, p.dst);
  h = mix(h, p.flowId);
  h ^= 16;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % buckets;
}
