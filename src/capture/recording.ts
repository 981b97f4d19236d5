/**
 * What a full capture keeps: every packet once (its headers as the sender built them and the
 * simulator's facts about it), and every event that happened to a packet, in simulation order.
 * Plain typed columns, so the worker can transfer it and the app, the CLI and tests read it alike.
 */

import type { LinkResult } from '../sim-core/scenario/result';

export { Flag } from '../sim-core/net/packet';

/** A link's queue settings as the inspector explains drops with them. */
export type QueueFacts = Pick<LinkResult, 'queueInfo' | 'queueLimit'>;

/** What happened to a packet (the `kind` column of events). Order = display order of filters. */
export const CAPTURE_EVENT_KINDS = [
  { id: 'sent', label: 'sent', glossary: 'capture-sent', help: 'the host put the packet on its way (TCP or the UDP source made it)' },
  { id: 'enqueued', label: 'enqueued', glossary: 'capture-enqueued', help: "accepted into a link's queue" },
  { id: 'dequeued', label: 'dequeued', glossary: 'capture-dequeued', help: "left a link's queue for the wire" },
  { id: 'transmitted', label: 'on the wire', glossary: 'capture-transmitted', help: 'its transmission on a link started' },
  { id: 'dropped', label: 'dropped', glossary: 'capture-dropped', help: 'discarded by a queue or lost on a link (the reason says which)' },
  { id: 'marked', label: 'ECN-marked', glossary: 'ecn-mark', help: 'its ECN field was set to CE instead of dropping it' },
  { id: 'delivered', label: 'delivered', glossary: 'capture-delivered', help: 'it reached its destination host' },
] as const;
export type CaptureEventKindId = (typeof CAPTURE_EVENT_KINDS)[number]['id'];
export const EventKind = Object.fromEntries(CAPTURE_EVENT_KINDS.map((k, i) => [k.id, i])) as { [K in CaptureEventKindId]: number };

/** The sender's congestion state when it sent a segment (packet column `state`). */
export const SENDER_STATES = ['none', 'slow start', 'congestion avoidance', 'fast recovery'] as const;
export const SenderState = { None: 0, SlowStart: 1, CongestionAvoidance: 2, Recovery: 3 } as const;

/** Event columns (one row per event). */
export const EVENT_COLUMNS = {
  t: Float64Array,
  kind: Uint8Array,
  /** Row in the packet columns. */
  packet: Int32Array,
  /** Node index (sent, delivered) or link index (queue and wire events). */
  at: Int32Array,
  /** ECN field of the packet at this event (CE after a mark). */
  ecn: Uint8Array,
  /** IPv4 TTL at this event (64 at the source, one less after every router). */
  ttl: Uint8Array,
  /** The link's queue after the event (packets, bytes); -1 for host events. */
  queuePackets: Int32Array,
  queueBytes: Int32Array,
  /** Drop-reason code (queues/registry DROP_REASONS) for dropped and marked; 255 otherwise. */
  reason: Uint8Array,
  /** The probability a random decision was taken with (RED's p_a, PIE's p); NaN otherwise. */
  prob: Float32Array,
  /** RED's average queue at a drop or mark (its unit is the queue's: packets or bytes); NaN otherwise. */
  avg: Float32Array,
  /** Time the packet spent in the queue (dequeued, dropped from the queue); NaN otherwise. */
  sojourn: Float32Array,
} as const;

/** Packet columns (one row per packet made by a host). */
export const PACKET_COLUMNS = {
  flow: Int32Array,
  src: Int32Array,
  dst: Int32Array,
  /** 0 TCP, 1 UDP (Proto). */
  proto: Uint8Array,
  /** TCP flag bits (net/packet Flag). */
  flags: Uint8Array,
  /** The model's sequence offsets (0 = first data byte) and cumulative ACK. */
  seq: Float64Array,
  ack: Float64Array,
  seqLen: Float64Array,
  payload: Int32Array,
  /** IP bytes (IPv4 total length). */
  size: Int32Array,
  /** 1: data direction of its flow (sender to receiver); 0: the ACK direction. */
  forward: Uint8Array,
  retransmission: Uint8Array,
  /** TCP header fields as sent (32-bit wire values) and the IPv4 identification. */
  tcpSeq: Uint32Array,
  tcpAck: Uint32Array,
  window: Uint16Array,
  ipId: Uint16Array,
  /** SACK blocks: `sackCount` pairs from `sackAt` in Recording.sack (model offsets). */
  sackAt: Int32Array,
  sackCount: Uint8Array,
  /** Sender's state when it sent a data segment (NaN / None for other packets). */
  cwnd: Float64Array,
  ssthresh: Float64Array,
  state: Uint8Array,
  /** Event row of the drop this retransmission repairs (-1: none recorded). */
  repairs: Int32Array,
  /** Packet row of the retransmission that repaired this dropped packet (-1: none). */
  repairedBy: Int32Array,
  /**
   * For an ACK that reached its TCP sender: 1 if the sender counted it as a duplicate ACK (the
   * model's definition, see docs/capture.md), 0 if not; 255 for every other packet.
   */
  dupAck: Uint8Array,
  /** For such an ACK: 1 if it made the sender enter fast retransmit / fast recovery; 255 otherwise. */
  fastRetransmit: Uint8Array,
} as const;

export type EventColumns = { [K in keyof typeof EVENT_COLUMNS]: InstanceType<(typeof EVENT_COLUMNS)[K]> };
export type PacketColumns = { [K in keyof typeof PACKET_COLUMNS]: InstanceType<(typeof PACKET_COLUMNS)[K]> };

export const NO_REASON = 255;
/** dupAck / fastRetransmit of packets they do not apply to. */
export const NOT_APPLICABLE = 255;

/** A place the capture can be taken at: a host (what it sends and receives) or a link (what goes on its wire). */
export type CapturePoint = { kind: 'host'; node: number; name: string } | { kind: 'link'; link: number; name: string };

/** One connection (or UDP flow) as the capture sees it. */
export interface CaptureFlow {
  /** Flow id in the simulator (people read it + 1). */
  id: number;
  proto: 'tcp' | 'udp';
  /** Node that sends the data, and the one that receives it (-1: never seen). */
  sender: number;
  receiver: number;
  srcPort: number;
  dstPort: number;
  /** Initial sequence numbers of both directions (the wire's 32-bit values). */
  isnData: number;
  isnAck: number;
  /** Window scale shift both ends announce (-1: no handshake, so no option). */
  windowShift: number;
  sack: boolean;
  ecn: boolean;
}

export interface Recording {
  /** The scenario's name, for the capture file's comment. */
  name: string;
  /** Node names and kinds by index, and their IPv4 addresses (dotted). */
  nodes: { name: string; kind: 'host' | 'router'; address: string }[];
  links: { name: string; from: number; to: number }[];
  flows: CaptureFlow[];
  events: EventColumns;
  eventCount: number;
  packets: PacketColumns;
  packetCount: number;
  /** SACK block edges (model offsets), referenced by packets' sackAt/sackCount. */
  sack: Float64Array;
  /** Simulated time the capture stopped at; and whether it stopped early at its event budget. */
  endTime: number;
  truncated: boolean;
}

/** Every capture point of a recording: hosts first, then links. */
export function capturePoints(r: Pick<Recording, 'nodes' | 'links'>): CapturePoint[] {
  const out: CapturePoint[] = [];
  r.nodes.forEach((n, i) => {
    if (n.kind === 'host') out.push({ kind: 'host', node: i, name: `host ${n.name}` });
  });
  r.links.forEach((l, i) => out.push({ kind: 'link', link: i, name: `link ${l.name}` }));
  return out;
}

/** Is event `e` seen at capture point `p`? (A host sees what it sends and what it receives; a link what goes on its wire.) */
export function eventAtPoint(r: Recording, e: number, p: CapturePoint): boolean {
  const k = r.events.kind[e];
  if (p.kind === 'host') return (k === EventKind.sent || k === EventKind.delivered) && r.events.at[e] === p.node;
  return k === EventKind.transmitted && r.events.at[e] === p.link;
}
