/**
 * How simulated nodes and flows get real-looking identities in a capture: IPv4 addresses from
 * the RFC 5737 documentation ranges (never routable, so a capture can never be mistaken for real
 * traffic), ports, and initial sequence numbers. All derived from indices, so the same run always
 * gives the same file.
 */
const DOC_NETS = ['192.0.2', '198.51.100', '203.0.113'] as const;
/** Usable host numbers in each /24 (.1 to .254). */
const PER_NET = 254;
export const MAX_ADDRESSED_NODES = DOC_NETS.length * PER_NET;

/** Dotted address of node `index` (nodes in topology order fill 192.0.2.1.., then 198.51.100.1.., then 203.0.113.1..). */
export function nodeAddress(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_ADDRESSED_NODES) throw new Error(`a capture can address ${MAX_ADDRESSED_NODES} nodes; node ${index} is beyond`);
  return `${DOC_NETS[Math.floor(index / PER_NET)]}.${(index % PER_NET) + 1}`;
}

/** The four bytes of a dotted IPv4 address. */
export function addressBytes(dotted: string): [number, number, number, number] {
  const b = dotted.split('.').map(Number);
  return [b[0], b[1], b[2], b[3]];
}

/**
 * Ports: the data sender uses an ephemeral port per flow (49152 + flow id, wrapping within the
 * dynamic range), the receiver a fixed port that no Wireshark dissector claims for TCP or UDP,
 * so the payload (zeros: the model has no content) shows as plain data.
 */
export const RECEIVER_PORT = 6201;
export function senderPort(flowId: number): number {
  return 49152 + (flowId % 16384);
}

/** Initial sequence numbers (32-bit), different per flow and direction, from a fixed odd multiplier. */
export function initialSeq(flowId: number, direction: 'data' | 'ack'): number {
  return Math.imul(flowId + 1, direction === 'data' ? 0x9e3779b1 : 0x85ebca6b) >>> 0;
}

/**
 * Window scale shift a receive window needs (RFC 7323: the smallest shift that fits it in the
 * 16-bit window field, at most 14).
 */
export function windowShiftFor(window: number): number {
  let s = 0;
  while (s < 14 && Math.floor(window / 2 ** s) > 65535) s++;
  return s;
}
