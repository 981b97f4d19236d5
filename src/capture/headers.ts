import { Flag } from '../sim-core/net/packet';
import { addressBytes } from './addressing';
import { internetChecksum, onesComplementSum } from './checksum';

/** Everything the IPv4/TCP/UDP encoder needs to build one packet's bytes. */
export interface WirePacket {
  src: string;
  dst: string;
  /** IPv4 total length: the simulated packet size. */
  totalLength: number;
  /** The IP ECN field's two bits (0 Not-ECT, 1 ECT(1), 2 ECT(0), 3 CE). */
  ecn: number;
  ttl: number;
  ipId: number;
  transport: TcpHeader | UdpHeader;
}

export interface TcpHeader {
  proto: 'tcp';
  srcPort: number;
  dstPort: number;
  seq: number;
  ack: number;
  /** Model flag bits (net/packet Flag): SYN, ACK, FIN, ECE, CWR. */
  flags: number;
  window: number;
  options: TcpOption[];
  /** Option bytes the model counted in the packet size (options are padded to exactly this). */
  optionBytes: number;
}

export interface UdpHeader {
  proto: 'udp';
  srcPort: number;
  dstPort: number;
}

export type TcpOption = { kind: 'sackPermitted' } | { kind: 'windowScale'; shift: number } | { kind: 'sack'; blocks: [number, number][] } | { kind: 'mss'; mss: number };

const IP_HEADER = 20;
const TCP_HEADER = 20;
const UDP_HEADER = 8;
export const IPPROTO_TCP = 6;
export const IPPROTO_UDP = 17;
/** Don't Fragment: the model never fragments. */
const IP_DF = 0x4000;

/** TCP header flag bits on the wire (RFC 9293 + RFC 3168). */
const WIRE_FLAG = { FIN: 0x01, SYN: 0x02, RST: 0x04, PSH: 0x08, ACK: 0x10, URG: 0x20, ECE: 0x40, CWR: 0x80 } as const;

/** The model's flags as the header's flag byte. */
export function wireFlags(flags: number): number {
  let w = 0;
  if (flags & Flag.SYN) w |= WIRE_FLAG.SYN;
  if (flags & Flag.ACK) w |= WIRE_FLAG.ACK;
  if (flags & Flag.FIN) w |= WIRE_FLAG.FIN;
  if (flags & Flag.ECE) w |= WIRE_FLAG.ECE;
  if (flags & Flag.CWR) w |= WIRE_FLAG.CWR;
  return w;
}

/**
 * TCP options in the order Linux lays them out (NOPs align the SACK blocks and the window
 * scale to 4 bytes), padded with NOPs to `size` bytes. Throws if they do not fit: the model's
 * packet size and the header must agree byte for byte.
 */
export function encodeTcpOptions(options: TcpOption[], size: number): Uint8Array {
  const out: number[] = [];
  for (const o of options) {
    switch (o.kind) {
      case 'mss':
        out.push(2, 4, (o.mss >> 8) & 0xff, o.mss & 0xff);
        break;
      case 'sackPermitted':
        out.push(1, 1, 4, 2);
        break;
      case 'windowScale':
        out.push(1, 3, 3, o.shift);
        break;
      case 'sack':
        out.push(1, 1, 5, 2 + 8 * o.blocks.length);
        for (const [l, r] of o.blocks) out.push(...u32(l), ...u32(r));
        break;
    }
  }
  if (out.length > size || size % 4 !== 0 || size > 40) throw new Error(`TCP options need ${out.length} bytes; the model counted ${size}`);
  while (out.length < size) out.push(1);
  return Uint8Array.from(out);
}

function u32(v: number): number[] {
  const x = v >>> 0;
  return [x >>> 24, (x >>> 16) & 0xff, (x >>> 8) & 0xff, x & 0xff];
}

/** The packet's bytes: IPv4 header, TCP or UDP header, and a payload of zeros, checksums filled in. */
export function encodePacket(w: WirePacket): Uint8Array {
  const buf = new Uint8Array(w.totalLength);
  const v = new DataView(buf.buffer);
  const t = w.transport;
  const options = t.proto === 'tcp' ? encodeTcpOptions(t.options, t.optionBytes) : null;
  const l4Header = t.proto === 'tcp' ? TCP_HEADER + options!.length : UDP_HEADER;
  if (w.totalLength < IP_HEADER + l4Header || w.totalLength > 65535) throw new Error(`packet of ${w.totalLength} bytes cannot hold its ${IP_HEADER + l4Header} header bytes`);
  // IPv4 (RFC 791): version 4, IHL 5 words, DSCP 0 with the ECN bits, DF, no options.
  v.setUint8(0, 0x45);
  v.setUint8(1, w.ecn & 3);
  v.setUint16(2, w.totalLength);
  v.setUint16(4, w.ipId & 0xffff);
  v.setUint16(6, IP_DF);
  v.setUint8(8, w.ttl);
  v.setUint8(9, t.proto === 'tcp' ? IPPROTO_TCP : IPPROTO_UDP);
  buf.set(addressBytes(w.src), 12);
  buf.set(addressBytes(w.dst), 16);
  v.setUint16(10, internetChecksum(buf, 0, IP_HEADER));
  const l4 = IP_HEADER;
  const l4Length = w.totalLength - IP_HEADER;
  v.setUint16(l4, t.srcPort);
  v.setUint16(l4 + 2, t.dstPort);
  if (t.proto === 'tcp') {
    v.setUint32(l4 + 4, t.seq >>> 0);
    v.setUint32(l4 + 8, t.ack >>> 0);
    v.setUint8(l4 + 12, (l4Header / 4) << 4);
    v.setUint8(l4 + 13, wireFlags(t.flags));
    v.setUint16(l4 + 14, t.window);
    buf.set(options!, l4 + TCP_HEADER);
  } else {
    v.setUint16(l4 + 4, l4Length);
  }
  // Pseudo-header (RFC 9293 §3.1, RFC 768): addresses, protocol, transport length.
  let pseudo = onesComplementSum(buf, 12, 20);
  pseudo = onesComplementSum(Uint8Array.of(0, t.proto === 'tcp' ? IPPROTO_TCP : IPPROTO_UDP, l4Length >> 8, l4Length & 0xff), 0, 4, pseudo);
  let sum = internetChecksum(buf, l4, w.totalLength, pseudo);
  if (t.proto === 'udp' && sum === 0) sum = 0xffff; // RFC 768: a computed 0 is sent as all ones
  v.setUint16(l4 + (t.proto === 'tcp' ? 16 : 6), sum);
  return buf;
}
