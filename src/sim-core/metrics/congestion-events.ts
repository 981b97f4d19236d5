import { CongestionEvent } from '../tcp/congestion-event-kinds';
/**
 * TCP congestion events as the sender decides them, stored in the flow trace so the plots can
 * annotate them without re-deriving anything from the cwnd or sequence series.
 */

export { CongestionEvent };

/** Names in code order (legends, CLI, tests). */
export const CONGESTION_EVENT_NAMES = ['slow-start exit', 'fast retransmit', 'recovery end', 'partial ACK', 'RTO timeout', 'SYN retransmit', 'ECN echo', 'Vegas decision'] as const;

/** Kinds caused by a lost (or, for ECN echoes, marked) packet: the trace links them to it. */
export const CAUSED_BY_LOSS: ReadonlySet<number> = new Set([CongestionEvent.FastRetransmit, CongestionEvent.PartialAck, CongestionEvent.Timeout, CongestionEvent.SynRetransmit]);

/**
 * Columns: time, kind, sequence number (bytes) concerned, cwnd before and after the sender's
 * reaction, ssthresh after, a kind-specific `detail` (see CongestionEvent), the sender's MSS;
 * the packet drop (or ECN mark) that caused it — its time `causeT` and the link `causeLink`
 * where it happened, NaN when none was seen (flow-trace.ts links them; the animated view finds
 * the drop in that link's packet events); and a kind-specific measurement with the band it was
 * compared with (`measure`, `low`, `high`: Vegas's diff, α, β; NaN otherwise).
 */
export const CONGESTION_COLUMNS = ['t', 'kind', 'seq', 'cwndBefore', 'cwnd', 'ssthresh', 'detail', 'mss', 'causeT', 'causeLink', 'measure', 'low', 'high'] as const;
export type CongestionColumn = (typeof CONGESTION_COLUMNS)[number];

/** Events one flow may record (13 float64 each, about 10 MB at the cap); rare in practice. */
export const MAX_CONGESTION_EVENTS_PER_FLOW = 100_000;
