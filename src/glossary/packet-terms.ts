import type { GlossaryTerm } from './terms';

/** Terms of the event list, the packet inspector and the capture file (docs/capture.md). */
const see = { lesson: 'tcp-anatomy', step: 4 } as const;
const term = (id: string, label: string, tip: string, body: string): GlossaryTerm => ({ id, label, tip, body, see, topic: 'packet' });

export const PACKET_TERMS: readonly GlossaryTerm[] = [
  term('capture-sent', 'sent', 'The host handed a packet it made to the network: TCP sent a segment or an ACK, or the UDP source sent a packet.', 'The first event of every packet. A capture at the host shows it as outbound.'),
  term('capture-enqueued', 'enqueued', "The link's queue discipline accepted the packet; it waits there until the wire is free.", 'The queue after this event includes the packet. A packet the discipline refuses is dropped instead, and is never enqueued.'),
  term('capture-dequeued', 'dequeued', 'The packet left the queue for the wire; its sojourn time is how long it waited.', 'A discipline that judges packets by their waiting time decides at this moment, so it may drop a packet here rather than on arrival.'),
  term('capture-transmitted', 'on the wire', "The packet's transmission on a link started; a capture at a link shows packets at this moment.", 'Serialisation takes size × 8 / rate seconds, and then the last bit travels for the link delay.'),
  term('capture-dropped', 'dropped', 'A queue discarded the packet, or a loss model lost it on the wire; the reason says which.', 'The sender finds out later, from duplicate ACKs or a timeout, and retransmits. The inspector names the retransmission that repaired the drop.'),
  term('capture-delivered', 'delivered', 'The packet reached the host it was addressed to; a capture at that host shows it as inbound.', 'For a data segment this is the receiver; for an ACK, the sender.'),
  term('capture-point', 'capture point', 'Where a capture looks: a host sees what it sends and receives, a link sees what goes on its wire.', 'A pcapng file holds one interface for each capture point you choose, named after it.'),
  term('pcapng', 'pcapng', 'The file format Wireshark and tshark read; the file holds real IPv4, TCP and UDP headers built from the simulation.', 'Addresses come from the documentation ranges (RFC 5737). The IPv4 total length is the simulated packet size, and the checksums are valid. The same run always gives the same file.'),
  term('ip-address', 'IP address', 'The address of the host that sent the packet (source) and of the one it goes to (destination).', 'The simulated hosts get addresses from 192.0.2.0/24, 198.51.100.0/24 and 203.0.113.0/24, the ranges set aside for documentation. Routers forward by destination.'),
  term('ip-total-length', 'total length', 'The size of the whole packet in bytes (IP header, transport header and payload): the simulated size.', 'A link takes total length + framing bytes to send it, so this is what fills queues and wires.'),
  term('ip-ecn-field', 'ECN field', 'Two bits of the IP header: Not-ECT (not ECN-capable), ECT(0) or ECT(1) (ECN-capable), CE (congestion experienced).', 'An ECN sender sends ECT(0). An AQM that would drop an ECT packet may set CE instead, and the receiver echoes that to the sender with the ECE flag (RFC 3168).'),
  term('ip-ttl', 'TTL', 'Time to live: 64 when the packet leaves its host, one less at every router.', 'It shows how many routers the packet has crossed at the point where you look at it.'),
  term('ip-id', 'identification', "A number each host counts up for every packet it sends (IPv4's identification field).", 'Real hosts use it to put fragments back together. Here it only tells packets apart: a retransmission has a new one.'),
  term('tcp-port', 'ports', 'Which connection on each host: the sender uses 49152 + flow id, the receiver 6201.', 'Addresses and ports together name a TCP connection. Wireshark numbers each connection as one stream.'),
  term('tcp-seq', 'sequence number', 'The position of the segment’s first byte in the sender’s byte stream (SYN and FIN count one each).', 'The wire carries 32-bit numbers that start at a random-looking initial value. The model counts from 0 at the first data byte; the inspector shows both.'),
  term('tcp-ack-number', 'acknowledgement number', 'The next byte the receiver expects: everything before it has arrived in order.', 'An ACK that repeats the previous ACK number is a duplicate ACK. It tells the sender that a later segment arrived while an earlier one is missing.'),
  term('tcp-flags', 'flags', 'SYN opens a connection, ACK carries an acknowledgement, FIN closes, ECE echoes a CE mark, CWR says the sender reduced its window.', 'The model uses SYN, ACK, FIN, ECE and CWR. It never sends RST, PSH or URG.'),
  term('tcp-window', 'window', "The receiver's advertised window: how many bytes beyond the ACK number it can take.", 'The field has 16 bits. Both ends announce a window-scale shift in their SYNs, and later windows are multiplied by 2^shift.'),
  term('tcp-options', 'TCP options', 'Extra header fields; the model uses SACK-permitted and window scale in SYNs, and SACK blocks in ACKs.', 'The model counts exactly these option bytes in the packet size. It has no timestamps and no MSS option.'),
  term('sack-block', 'SACK block', 'A range of bytes the receiver holds beyond a hole: from the left edge up to one before the right edge.', 'With SACK (RFC 2018) the sender learns which segments arrived. It then retransmits only the missing ones (RFC 6675).'),
  term('udp-header', 'UDP', 'A datagram header: ports, length and checksum; there are no ACKs and no retransmissions.', "The voice and constant-bit-rate flows use UDP. A lost packet stays lost."),
  term('sojourn-time', 'sojourn time', 'How long the packet waited in the queue, from its arrival until it left for the wire (or was dropped from the queue).', 'Delay-based disciplines drop on this time. The queueing-delay plot shows it for all packets.'),
];
