import { wirePacketOf } from '../../capture/capture-file';
import { CAPTURE_EVENT_KINDS, EventKind, Flag, NO_REASON, NOT_APPLICABLE, SENDER_STATES, type QueueFacts, type Recording } from '../../capture/recording';
import { DROP_REASONS } from '../../sim-core';

/** One line of the inspector: a name with its glossary term, and a value. */
export interface InspectorField {
  name: string;
  value: string;
  term: string;
}

export interface InspectorLayer {
  title: string;
  term: string;
  fields: InspectorField[];
}

const ECN_NAMES = ['Not-ECT (00)', 'ECT(1) (01)', 'ECT(0) (10)', 'CE (11)'];
const FLAG_NAMES: [number, string][] = [
  [Flag.SYN, 'SYN'],
  [Flag.ACK, 'ACK'],
  [Flag.FIN, 'FIN'],
  [Flag.ECE, 'ECE'],
  [Flag.CWR, 'CWR'],
];

export function flagText(flags: number): string {
  return FLAG_NAMES.filter(([b]) => flags & b)
    .map(([, n]) => n)
    .join(' ') || 'none';
}

/** Where an event happened, as a person reads it. */
export function placeOf(r: Recording, e: number): string {
  const k = CAPTURE_EVENT_KINDS[r.events.kind[e]].id;
  const at = r.events.at[e];
  return k === 'sent' || k === 'delivered' ? `host ${r.nodes[at].name}` : `link ${r.links[at].name}`;
}

const bytes = (n: number) => `${n} B`;
const seconds = (t: number) => `${t.toFixed(6)} s`;
const ms = (t: number) => `${(t * 1000).toFixed(3)} ms`;

/** The packet of event `e`, header by header, as it was at that event (ECN and TTL change on the way). */
export function headerLayers(r: Recording, e: number): InspectorLayer[] {
  const w = wirePacketOf(r, e);
  const i = r.events.packet[e];
  const ip: InspectorLayer = {
    title: 'IPv4',
    term: 'ip-address',
    fields: [
      { name: 'source', value: `${w.src} (${r.nodes[r.packets.src[i]].name})`, term: 'ip-address' },
      { name: 'destination', value: `${w.dst} (${r.nodes[r.packets.dst[i]].name})`, term: 'ip-address' },
      { name: 'total length', value: bytes(w.totalLength), term: 'ip-total-length' },
      { name: 'ECN field', value: ECN_NAMES[w.ecn], term: 'ip-ecn-field' },
      { name: 'TTL', value: String(w.ttl), term: 'ip-ttl' },
      { name: 'identification', value: String(w.ipId), term: 'ip-id' },
    ],
  };
  const t = w.transport;
  if (t.proto === 'udp') {
    return [ip, { title: 'UDP', term: 'udp-header', fields: [{ name: 'ports', value: `${t.srcPort} → ${t.dstPort}`, term: 'tcp-port' }, { name: 'length', value: bytes(w.totalLength - 20), term: 'udp-header' }] }];
  }
  const flow = r.flows.find((f) => f.id === r.packets.flow[i])!;
  const forward = r.packets.forward[i] === 1;
  const relSeq = (t.seq - (forward ? flow.isnData : flow.isnAck)) >>> 0;
  const relAck = (t.ack - (forward ? flow.isnAck : flow.isnData)) >>> 0;
  const ackOn = (t.flags & Flag.ACK) !== 0;
  const fields: InspectorField[] = [
    { name: 'ports', value: `${t.srcPort} → ${t.dstPort}`, term: 'tcp-port' },
    { name: 'sequence number', value: `${t.seq} (relative ${relSeq})`, term: 'tcp-seq' },
    { name: 'ack number', value: ackOn ? `${t.ack} (relative ${relAck})` : '—', term: 'tcp-ack-number' },
    { name: 'flags', value: flagText(t.flags), term: 'tcp-flags' },
    { name: 'window', value: flow.windowShift >= 0 && !(t.flags & Flag.SYN) ? `${t.window} × 2^${flow.windowShift} = ${t.window * 2 ** flow.windowShift} B` : `${t.window} B`, term: 'tcp-window' },
    { name: 'payload', value: bytes(r.packets.payload[i]), term: 'ip-total-length' },
  ];
  for (const o of t.options) {
    if (o.kind === 'sackPermitted') fields.push({ name: 'option', value: 'SACK permitted', term: 'tcp-options' });
    else if (o.kind === 'windowScale') fields.push({ name: 'option', value: `window scale: shift ${o.shift} (× ${2 ** o.shift})`, term: 'tcp-options' });
    else if (o.kind === 'sack') {
      const isn = flow.isnData;
      o.blocks.forEach(([l, rt], b) => fields.push({ name: `SACK block ${b + 1}`, value: `${(l - isn) >>> 0}–${(rt - isn) >>> 0} (relative; ${((rt - l) >>> 0)} B)`, term: 'sack-block' }));
    }
  }
  return [ip, { title: 'TCP', term: 'tcp-flags', fields }];
}

/** What the simulator knows about the event and its packet, beside the headers. */
export function simulatorFacts(r: Recording, e: number, links: readonly QueueFacts[]): InspectorField[] {
  const ev = r.events;
  const pk = r.packets;
  const i = ev.packet[e];
  const kind = CAPTURE_EVENT_KINDS[ev.kind[e]];
  const out: InspectorField[] = [
    { name: 'event', value: `${kind.label} at ${placeOf(r, e)}, t = ${seconds(ev.t[e])}`, term: kind.glossary },
    { name: 'flow', value: `flow ${pk.flow[i] + 1}, ${pk.forward[i] ? 'data direction' : 'ACK direction'}${pk.retransmission[i] ? ', retransmission' : ''}`, term: 'tcp-port' },
  ];
  if (ev.queuePackets[e] >= 0) out.push({ name: 'queue after', value: `${ev.queuePackets[e]} packets, ${ev.queueBytes[e]} B`, term: 'queue-length' });
  if (ev.reason[e] !== NO_REASON) out.push({ name: 'why', value: dropReasonText(r, e, links), term: DROP_REASONS[ev.reason[e]]?.glossary ?? 'capture-dropped' });
  if (!Number.isNaN(ev.sojourn[e])) out.push({ name: 'sojourn', value: ms(ev.sojourn[e]), term: 'sojourn-time' });
  if (!Number.isNaN(pk.cwnd[i]))
    out.push({ name: 'sender when sent', value: `cwnd ${Math.round(pk.cwnd[i])} B, ssthresh ${Number.isFinite(pk.ssthresh[i]) ? `${Math.round(pk.ssthresh[i])} B` : '∞'}, ${SENDER_STATES[pk.state[i]]}`, term: 'cwnd' });
  const repairs = pk.repairs[i];
  if (repairs >= 0) out.push({ name: 'repairs', value: `the drop at ${placeOf(r, repairs)}, t = ${seconds(ev.t[repairs])} (${DROP_REASONS[ev.reason[repairs]]?.label ?? 'drop'})`, term: 'fast-retransmit' });
  const by = pk.repairedBy[i];
  if (by >= 0 && ev.kind[e] === EventKind.dropped) {
    const sentAt = firstEventOf(r, by);
    if (sentAt >= 0) out.push({ name: 'repaired by', value: `the retransmission sent at t = ${seconds(ev.t[sentAt])}`, term: 'fast-retransmit' });
  }
  if (pk.dupAck[i] !== NOT_APPLICABLE) {
    const what = pk.fastRetransmit[i] === 1 ? 'a duplicate ACK that started fast retransmit' : pk.dupAck[i] === 1 ? 'a duplicate ACK (the sender counted it)' : 'not a duplicate for the sender';
    out.push({ name: 'at the sender', value: what, term: 'dupack' });
  }
  return out;
}

/** The first event of packet row `p` (its "sent"): packets are numbered in the order they were sent. */
export function firstEventOf(r: Recording, p: number): number {
  for (let e = 0; e < r.eventCount; e++) if (r.events.packet[e] === p) return e;
  return -1;
}

/** "RED early drop: avg 7.1 packets between min_th 5 and max_th 15, p_a = 0.126", or the reason alone. */
export function dropReasonText(r: Recording, e: number, links: readonly QueueFacts[]): string {
  const reason = DROP_REASONS[r.events.reason[e]];
  const label = reason?.label ?? 'drop';
  const parts: string[] = [];
  const avg = r.events.avg[e];
  const link = links[r.events.at[e]];
  if (!Number.isNaN(avg) && link) {
    const unit = link.queueLimit.unit === 'bytes' ? 'B' : 'packets';
    const { minTh, maxTh } = link.queueInfo.thresholds;
    const where = minTh === undefined || maxTh === undefined ? '' : avg < minTh ? ` below min_th ${fmt(minTh)}` : avg < maxTh ? ` between min_th ${fmt(minTh)} and max_th ${fmt(maxTh)}` : ` above max_th ${fmt(maxTh)}`;
    parts.push(`avg ${fmt(avg)} ${unit}${where}`);
  }
  const p = r.events.prob[e];
  if (!Number.isNaN(p)) parts.push(`${link?.queueInfo.thresholds.minTh !== undefined ? 'p_a' : 'p'} = ${p.toFixed(3)}`);
  if (link) parts.push(`queue limit ${link.queueLimit.limit} ${link.queueLimit.unit}`);
  return `${label}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

function fmt(x: number): string {
  return Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(1);
}
