import { DOUBLE_ZERO } from '../engine/double-zero';

/**
 * A packet on the simulated network. Sizes are IP bytes (IP header + transport header +
 * payload); link framing is added by the link when it computes transmission time.
 * Header sizes modelled: IPv4 20 B, TCP 20 B (+ options: SYN 8 B, SACK blocks), UDP 8 B.
 */
export const IP_HEADER = 20;
export const TCP_HEADER = 20;
export const UDP_HEADER = 8;
/** SYN carries window-scale and SACK-permitted options (8 bytes after padding). */
export const SYN_OPTIONS = 8;

export const enum Proto {
  Tcp = 0,
  Udp = 1,
}

/** TCP flag bits. */
export const Flag = {
  SYN: 1,
  ACK: 2,
  FIN: 4,
  ECE: 8,
  CWR: 16,
} as const;

/**
 * ECN field of the IP header, as its two bits (RFC 3168 §5): Not-ECT 00, ECT(1) 01, ECT(0) 10,
 * CE 11. Classic ECN senders send ECT(0); queues treat any ECT codepoint as ECN-capable.
 */
export const enum Ecn {
  NotEct = 0,
  Ect1 = 1,
  Ect0 = 2,
  Ce = 3,
}

export class Packet {
  /** Sequence-space bytes a TCP segment occupies (payload, +1 for SYN or FIN). */
  seqLen = 0;
  seq = 0;
  ack = 0;
  flags = 0;
  ecn: Ecn = Ecn.NotEct;
  /** SACK blocks as flat [start, end, start, end, ...] byte offsets, or null. */
  sack: number[] | null = null;
  /** Data payload bytes (TCP or UDP). */
  payload = 0;
  /** Transmission time at the sender (for UDP one-way delay). */
  sentAt = DOUBLE_ZERO;
  isRetransmission = false;
  /** When the packet was handed to the egress queue discipline of its current link (sojourn time). */
  enqueuedAt = DOUBLE_ZERO;

  constructor(
    public flowId: number,
    public proto: Proto,
    public src: number,
    public dst: number,
    public size: number,
  ) {}

  /**
   * Make a packet that was delivered into a new one (net/packet-pool.ts): every field as the
   * constructor and the initializers above leave it, so nothing of its earlier life shows.
   */
  reuse(flowId: number, proto: Proto, src: number, dst: number, size: number): void {
    this.seqLen = 0;
    this.seq = 0;
    this.ack = 0;
    this.flags = 0;
    this.ecn = Ecn.NotEct;
    this.sack = null;
    this.payload = 0;
    this.sentAt = DOUBLE_ZERO;
    this.isRetransmission = false;
    this.enqueuedAt = DOUBLE_ZERO;
    this.flowId = flowId;
    this.proto = proto;
    this.src = src;
    this.dst = dst;
    this.size = size;
  }
}

/** TCP option bytes for n SACK blocks: kind+length then 8 bytes a block, padded to 4. */
export function sackOptionBytes(blocks: number): number {
  if (blocks <= 0) return 0;
  return Math.ceil((2 + 8 * blocks) / 4) * 4;
}
