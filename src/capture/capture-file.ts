import { Flag } from '../sim-core/net/packet';
import { encodePacket, type TcpOption, type WirePacket } from './headers';
import { Direction, PcapngWriter } from './pcapng';
import { capturePoints, EventKind, type CapturePoint, type Recording } from './recording';

/** Which packets go into a capture file. */
export interface CaptureSelection {
  /** Capture points (indices into capturePoints(recording)); each becomes one interface. */
  points: number[];
  direction: 'both' | 'outbound' | 'inbound';
  /** Time range (s, inclusive); defaults to the whole recording. */
  from?: number;
  to?: number;
}

/** A host sees what it sends (outbound) and receives (inbound); a link sees what goes on its wire (outbound). */
function directionAt(r: Recording, e: number, p: CapturePoint): number {
  const k = r.events.kind[e];
  if (p.kind === 'host') {
    if (r.events.at[e] !== p.node) return 0;
    return k === EventKind.sent ? Direction.outbound : k === EventKind.delivered ? Direction.inbound : 0;
  }
  return k === EventKind.transmitted && r.events.at[e] === p.link ? Direction.outbound : 0;
}

/** The wire form of the packet of event `e` (its ECN field and TTL as at that event). */
export function wirePacketOf(r: Recording, e: number): WirePacket {
  const pk = r.packets;
  const i = r.events.packet[e];
  const flow = r.flows.find((f) => f.id === pk.flow[i])!;
  const forward = pk.forward[i] === 1;
  const common = {
    src: r.nodes[pk.src[i]].address,
    dst: r.nodes[pk.dst[i]].address,
    totalLength: pk.size[i],
    ecn: r.events.ecn[e],
    ttl: r.events.ttl[e],
    ipId: pk.ipId[i],
  };
  const srcPort = forward ? flow.srcPort : flow.dstPort;
  const dstPort = forward ? flow.dstPort : flow.srcPort;
  if (flow.proto === 'udp') return { ...common, transport: { proto: 'udp', srcPort, dstPort } };
  const flags = pk.flags[i];
  const options: TcpOption[] = [];
  let optionBytes = 0;
  if (flags & Flag.SYN) {
    // The model's SYN carries 8 option bytes: SACK-permitted (when SACK is on) and window scale.
    if (flow.sack) options.push({ kind: 'sackPermitted' });
    options.push({ kind: 'windowScale', shift: Math.max(0, flow.windowShift) });
    optionBytes = 8;
  }
  const n = pk.sackCount[i];
  if (n > 0) {
    const blocks: [number, number][] = [];
    const isn = flow.isnData + 1;
    for (let b = 0; b < n; b++) {
      const at = pk.sackAt[i] + 2 * b;
      blocks.push([(isn + r.sack[at]) >>> 0, (isn + r.sack[at + 1]) >>> 0]);
    }
    options.push({ kind: 'sack', blocks });
    optionBytes = Math.ceil((2 + 8 * n) / 4) * 4;
  }
  return {
    ...common,
    transport: { proto: 'tcp', srcPort, dstPort, seq: pk.tcpSeq[i], ack: pk.tcpAck[i], flags, window: pk.window[i], options, optionBytes },
  };
}

/** The capture as a pcapng file: the selected points' packets in simulation order. */
export function captureFile(r: Recording, sel: CaptureSelection): Uint8Array {
  const all = capturePoints(r);
  const points = sel.points.map((i) => {
    const p = all[i];
    if (p === undefined) throw new Error(`no capture point ${i} (there are ${all.length})`);
    return p;
  });
  const from = sel.from ?? Number.NEGATIVE_INFINITY;
  const to = sel.to ?? Number.POSITIVE_INFINITY;
  const w = new PcapngWriter(
    'Congestion Lab',
    `Congestion Lab simulation "${r.name}", ${r.endTime} s simulated${r.truncated ? ' (the capture stopped at its event budget)' : ''}. Addresses are from the RFC 5737 documentation ranges; payloads are zeros.`,
    points.map((p) => ({ name: p.name, description: describePoint(r, p) })),
  );
  const want = sel.direction === 'both' ? Direction.inbound | Direction.outbound : Direction[sel.direction];
  for (let e = 0; e < r.eventCount; e++) {
    const t = r.events.t[e];
    if (t < from || t > to) continue;
    for (let j = 0; j < points.length; j++) {
      const d = directionAt(r, e, points[j]);
      if (d & want) w.packet(j, t, encodePacket(wirePacketOf(r, e)), d);
    }
  }
  return w.bytes();
}

function describePoint(r: Recording, p: CapturePoint): string {
  if (p.kind === 'host') return `packets host ${r.nodes[p.node].name} (${r.nodes[p.node].address}) sends and receives`;
  const l = r.links[p.link];
  return `packets as they start on the wire of link ${l.name} (${r.nodes[l.from].name} to ${r.nodes[l.to].name})`;
}
