import { CongestionEvent, type CongestionEventInfo } from '../tcp/congestion-event-kinds';
import { CONGESTION_CONTROLS } from '../tcp/registry';
/**
 * TCP congestion events as the sender decides them, stored in the flow trace so the plots can
 * annotate them without re-deriving anything from the cwnd or sequence series.
 */

export { CongestionEvent };
export type { CongestionEventInfo };

/** The kinds every sender records. */
const GENERIC_EVENTS: readonly CongestionEventInfo[] = [
  { kind: CongestionEvent.SlowStartExit, name: 'slow-start exit' },
  { kind: CongestionEvent.FastRetransmit, name: 'fast retransmit' },
  { kind: CongestionEvent.RecoveryEnd, name: 'recovery end' },
  { kind: CongestionEvent.PartialAck, name: 'partial ACK' },
  { kind: CongestionEvent.Timeout, name: 'RTO timeout' },
  { kind: CongestionEvent.SynRetransmit, name: 'SYN retransmit' },
  { kind: CongestionEvent.EcnEcho, name: 'ECN echo' },
];

/** Every kind in code order: the generic ones, then those the congestion controls declare (their own decisions). */
export const CONGESTION_EVENTS: readonly CongestionEventInfo[] = [...GENERIC_EVENTS, ...CONGESTION_CONTROLS.flatMap((c) => c.events ?? [])].sort((a, b) => a.kind - b.kind);

/** Names in code order (legends, CLI, tests): index = kind. */
export const CONGESTION_EVENT_NAMES: readonly string[] = CONGESTION_EVENTS.map((e, i) => {
  if (e.kind !== i) throw new Error(`congestion event kinds must run 0, 1, 2, …: ${e.name} is ${e.kind}, expected ${i}`);
  return e.name;
});

/** The description of one kind (undefined for an unknown code). */
export function congestionEventInfo(kind: number): CongestionEventInfo | undefined {
  return CONGESTION_EVENTS[kind];
}

/**
 * Kinds that are a window cut: the sender lowering cwnd (and ssthresh) because the network said
 * "congestion", a loss found by duplicate ACKs, a retransmission timeout, or an ECN echo. Not the
 * other events (a slow-start exit, the end of a recovery, a partial ACK) and not a delay-based
 * sender's own once-per-round-trip step down (Vegas's decision): its line shows those. The
 * catalogue's 'flow.windowCuts' counts the same from the sender's counters (one each per event).
 */
export const WINDOW_CUTS: ReadonlySet<number> = new Set([CongestionEvent.FastRetransmit, CongestionEvent.Timeout, CongestionEvent.EcnEcho]);

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
