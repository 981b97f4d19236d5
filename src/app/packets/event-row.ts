import { CAPTURE_EVENT_KINDS, Flag, NO_REASON, type Recording } from '../../capture/recording';
import { DROP_REASONS } from '../../sim-core';
import { flagText, placeOf } from './packet-layers';

/** The list's columns: a key, the header a person reads, and its text for event `e`. */
export const EVENT_COLUMNS = [
  { key: 'time', header: 'time (s)', narrow: true, text: (r: Recording, e: number) => r.events.t[e].toFixed(6) },
  { key: 'event', header: 'event', narrow: true, text: (r: Recording, e: number) => eventLabel(r, e) },
  { key: 'flow', header: 'flow', narrow: true, text: (r: Recording, e: number) => String(r.packets.flow[r.events.packet[e]] + 1) },
  { key: 'dir', header: 'dir', narrow: false, text: (r: Recording, e: number) => (r.packets.forward[r.events.packet[e]] ? 'data' : 'ACK') },
  { key: 'seqack', header: 'seq / ack', narrow: true, text: (r: Recording, e: number) => seqText(r, e) },
  { key: 'len', header: 'bytes', narrow: false, text: (r: Recording, e: number) => String(r.packets.size[r.events.packet[e]]) },
  { key: 'where', header: 'where', narrow: false, text: (r: Recording, e: number) => placeOf(r, e).replace(/^(host|link) /, '') },
  { key: 'backlog', header: 'queue after', narrow: false, text: (r: Recording, e: number) => (r.events.queuePackets[e] >= 0 ? `${r.events.queuePackets[e]} pkt` : '') },
] as const;

/** "dropped (overflow)", "sent (retransmission)", "sent ACK"… */
export function eventLabel(r: Recording, e: number): string {
  const k = CAPTURE_EVENT_KINDS[r.events.kind[e]];
  const p = r.events.packet[e];
  const why = r.events.reason[e] !== NO_REASON && k.id === 'dropped' ? ` (${DROP_REASONS[r.events.reason[e]]?.label ?? '?'})` : '';
  const tcpAck = r.packets.proto[p] === 0 && !r.packets.forward[p];
  const what = r.packets.flags[p] & Flag.SYN ? ' SYN' : tcpAck ? ' ACK' : '';
  return `${k.label}${what}${why}${r.packets.retransmission[p] ? ' · retx' : ''}`;
}

/** Data: its model sequence offset and length; an ACK: its cumulative ACK (and flags of a SYN/FIN). */
function seqText(r: Recording, e: number): string {
  const p = r.events.packet[e];
  const pk = r.packets;
  if (pk.proto[p] === 1) return '';
  const fl = pk.flags[p] & (Flag.SYN | Flag.FIN) ? ` ${flagText(pk.flags[p] & (Flag.SYN | Flag.FIN))}` : '';
  if (pk.forward[p]) return `${pk.seq[p]}${pk.payload[p] > 0 ? `:${pk.seq[p] + pk.payload[p]}` : ''}${fl}`;
  return `ack ${pk.ack[p]}${pk.sackCount[p] > 0 ? ` +${pk.sackCount[p]} SACK` : ''}${fl}`;
}
