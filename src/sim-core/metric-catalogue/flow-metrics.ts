import { BINNED_PERCENTILE_WORDS } from '../metrics/delay-histogram';
import { ONE_WAY_DELAY_LIMIT } from '../metrics/flow-trace';
import { responseTimeQuantile } from '../metrics/web-stats';
import { CONGESTION_CONTROLS, TCP_PAIRINGS } from '../tcp/registry';
import { LINK_LOSS_PER_PACKET } from './link-loss-draws';
import { DROPS_NEITHER, SENT_LESS_NEITHER, uses, type FlowMetric, type FlowView } from './metric';

/**
 * Per-flow figures. Rates are taken over the flow's active time (FlowSummary.activeWindow: a
 * finished TCP flow's own life, first SYN → ACK of its FIN; otherwise the measurement window from
 * the flow's start on); counts cover the whole run; web traffic's figures cover the measurement
 * window (its connections are not traced one by one, so it has none of the TCP figures).
 */
const ACTIVE = "the flow's active time (a finished flow: first SYN → ACK of its FIN; a UDP stream that stopped: from its start to its last arrival, inside the measurement window; otherwise the measurement window from its start)";
const RUN = 'the whole run';
const WINDOW = 'the measurement window';

/** An unlimited flow's elapsed and data transmit times: not unknown yet, but nothing to measure. */
const NEVER_ENDS = 'never ends (an unlimited transfer)';

/**
 * Why a delay-based sender such as Vegas may show no window cut, said wherever cuts are counted:
 * "a delay-based sender's own small steps down, such as a delay-based sender's once-per-round-trip
 * adjustment, are not cuts" read garbled and did not say why Vegas has 0 (phone-1815, step 12).
 */
/**
 * The same in a few words for a line beside a count of cuts, naming the delay-based senders on
 * screen ("Vegas's small steps are not cuts"): the cwnd plot's "each cut is a dip in its line"
 * beside "flow 1 (Vegas1) 0" and Vegas's visible small dips read as a miscount (trial phone9,
 * finding 8).
 */
export function delayStepsNotCutsShort(names: string): string {
  return `${names}'s small steps are not cuts`;
}

export const DELAY_STEPS_ARE_NOT_CUTS = `${delayBasedNames()} can show 0 cuts: when it sees the queue grow, it lowers its window a little each round trip, which is not a halving and not a cut.`;

/**
 * Why a TCP flow resent more packets than it lost, in its own figures: "156 resent for 113
 * dropped: after its 2 timeouts Reno resent segments that had arrived (go-back-N)". Null where it
 * resent no more than it lost. Phone trial 04:30 (confusion 6) met Reno's 156 retransmits beside
 * its 113 drops, and nothing said why.
 *
 * What the extra copies are, checked on that run (seed002-a-vr-red; tail drop likewise): every
 * one of the 43 resent a segment the receiver already had or then got (43 duplicate arrivals), 41
 * of them after the timeouts (go-back-N resends from the first missing segment on, and the
 * timeout's own copy of a segment that was only queued), 2 fast retransmits of a segment whose
 * copy was only delayed. The sender counts every copy of data sent before (sender.ts,
 * transmitSegment) and cannot tell an unneeded one: without SACK nothing tells it what arrived. A
 * counter of them would add a field to every flow's summary, which the result digest covers, so
 * every preset's digest would change: it is said in words instead.
 */
function resentBeyondLosses(f: FlowView, variant: string | null): string | null {
  if (f.kind !== 'tcp') return null;
  const s = f.summary;
  const lost = s.queueDrops + s.linkLosses;
  if (s.retransmittedPackets <= lost) return null;
  const head = `${s.retransmittedPackets} resent for ${lost} ${s.linkLosses > 0 ? 'lost' : 'dropped'}`;
  const who = variant ? (TCP_PAIRINGS.find((p) => p.name === variant)?.label ?? variant) : 'the sender';
  if (s.timeouts > 0) return `${head}: after its ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} ${who} resent segments that had arrived (go-back-N)`;
  return `${head}: ${who} resent segments whose first copy was only delayed in the queue, not lost`;
}

/** The delay-based congestion controls' labels, from their registry (a generic file names none). */
function delayBasedNames(): string {
  return CONGESTION_CONTROLS.filter((c) => c.family === 'delay-based').map((c) => c.label).join(' or ');
}

const TCP = ['tcp'] as const;
const UDP = ['cbr'] as const;
const RATED = ['tcp', 'cbr'] as const;
const WEB = ['web'] as const;

/** The elapsed time of a finished TCP flow; NaN (censored) until it finishes. */
function elapsedOf(f: FlowView): number {
  return f.kind === 'tcp' && f.summary.completed ? f.summary.elapsedTime : Number.NaN;
}

/** An unfinished interval that began at the flow's start (its first SYN; the measurement window's start if later). */
const SINCE_START = { since: (f: FlowView) => f.summary.activeWindow.from };
/** An unfinished data transfer began at the end of the handshake (or, without one, at the start). */
const SINCE_FIRST_DATA = { since: (f: FlowView) => f.summary.activeWindow.from + (Number.isFinite(f.summary.handshakeTime) ? f.summary.handshakeTime : 0) };

const web = (pick: (w: NonNullable<FlowView['web']>) => number) => (f: FlowView) => (f.web ? pick(f.web) : Number.NaN);

export const FLOW_METRICS: readonly FlowMetric[] = [
  {
    id: 'flow.handshake', scope: 'flow', kinds: TCP, kind: 'time', digits: 2, better: 'lower', censored: SINCE_START,
    label: 'handshake time (SYN → SYN-ACK)', short: 'Handshake', column: 'handshake_s', window: RUN, glossary: 'syn-retransmit',
    definition: 'From the first SYN to the SYN-ACK; longer when a SYN is lost and sent again after its timer.',
    missing: 'its handshake did not complete',
    use: uses({ compare: false, replicate: true }), aliases: ['handshakeTime'],
    read: (f) => (f.kind === 'tcp' ? f.summary.handshakeTime : Number.NaN),
  },
  {
    id: 'flow.dataTransmit', scope: 'flow', kinds: TCP, kind: 'time', digits: 2, better: 'lower', censored: SINCE_FIRST_DATA,
    label: 'data transmit time (first data → last byte acknowledged)', short: 'Data transmit', column: 'data_transmit_s', window: RUN, glossary: 'elapsed-time',
    definition: 'From the first data segment sent to the ACK that covers the last data byte.',
    missing: 'not all its data was acknowledged',
    missingUnlimited: NEVER_ENDS,
    use: uses({ summary: false, compare: false, replicate: true, lesson: false }), aliases: ['dataTransmitTime'],
    read: (f) => (f.kind === 'tcp' ? f.summary.dataTransmitTime : Number.NaN),
  },
  {
    id: 'flow.elapsed', scope: 'flow', kinds: TCP, kind: 'time', digits: 2, better: 'lower', censored: SINCE_START,
    label: 'elapsed time (first SYN → ACK of the FIN)', short: 'Elapsed', column: 'elapsed_s', window: RUN, glossary: 'elapsed-time',
    definition: 'From the first SYN to the ACK of the FIN: how long the transfer took. Undefined while the flow has not finished; statistics count an unfinished flow as longer than the time it was observed.',
    missing: 'the flow has not finished',
    missingUnlimited: NEVER_ENDS,
    use: uses({ replicate: true }), aliases: ['elapsedTime'],
    read: elapsedOf,
  },
  {
    id: 'flow.throughput', scope: 'flow', kinds: TCP, kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    label: 'throughput over its active time', short: 'Throughput', column: 'throughput_bps', window: ACTIVE, glossary: 'throughput',
    definition: 'Data bytes the sender put on the wire (first transmissions and retransmissions) × 8 / the active time. Retransmissions count, so it is at least the goodput.',
    missing: 'the flow had no active time in the run',
    use: uses({ compare: false, replicate: true }), aliases: ['throughputBps'],
    read: (f) => (f.kind === 'tcp' ? f.summary.activeThroughputBps : Number.NaN),
  },
  {
    id: 'flow.goodput', scope: 'flow', kinds: RATED, kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    label: 'goodput over its active time', short: 'Goodput', column: 'goodput_bps', window: ACTIVE, glossary: 'goodput',
    definition: "Application bytes delivered in order to the receiver × 8 / the active time. Goodput counts payload only (headers, lost packets and retransmitted copies are left out), so it is below the rate a flow sends at. A UDP flow's set rate is its wire rate (whole IP packets); its payload rate leaves out each packet's 28 bytes of IP and UDP headers (a voice call of 200-byte packets at 80 kbit/s: 68.8 kbit/s); its goodput is that payload as it arrives, over the active time. Bytes count when they are delivered, so packets sent before the window and still queued when it opens count inside it. For a finished flow it is its size / elapsed time.",
    readAs: "payload delivered in order ÷ the flow's active time (a finished flow: its own life; a UDP stream that stopped: to its last arrival; else the measurement window from its start)",
    missing: 'the flow had no active time in the run',
    use: uses({ replicate: true }),
    read: (f) => f.summary.activeGoodputBps,
  },
  {
    id: 'flow.windowGoodput', scope: 'flow', kinds: RATED, kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    readAs: "payload delivered in order inside the window ÷ the window's length",
    label: 'goodput over the measurement window', short: 'Goodput in the window', column: 'window_goodput_bps', window: WINDOW, glossary: 'goodput',
    definition: "In-order application bytes delivered inside the measurement window × 8 / the window's length (the papers' per-flow goodput; Jain's index over the window uses it). Bytes count when they are delivered in order, not when they cross the link: if a hole is filled just after the window opens, data that arrived before it is released inside the window, so this can exceed the flow's throughput over its active time and even the link's payload rate (a 500-packet FIFO buffer, seed 1: 9.91 Mbit/s of system goodput on a 10 Mbit/s link that carries at most 9.73 Mbit/s of payload).",
    missing: 'the measurement window is empty',
    use: uses({ summary: false, compare: false, replicate: true }), aliases: ['goodputBps'],
    read: (f) => f.summary.goodputBps,
  },
  {
    id: 'flow.retransmits', scope: 'flow', kinds: TCP, kind: 'count', digits: 0, better: 'neither', neitherWhy: SENT_LESS_NEITHER,
    label: 'retransmitted packets (whole run)', short: 'Retransmits', column: 'retransmits', window: RUN, glossary: 'retransmission',
    definition: 'Data segments sent again: by fast retransmit, after a timeout, or on a partial ACK. Retransmits can far exceed drops: after a timeout a sender without SACK resends everything from the first missing byte on (go-back-N), copies of packets that were never lost included, as ns-3 does. Set against a queue\'s drops, mind whose they are: the queue counts every flow\'s, a UDP call\'s too, which nobody resends.',
    use: uses({ replicate: true }), aliases: ['retransmittedPackets'],
    rowNote: resentBeyondLosses,
    read: (f) => (f.kind === 'tcp' ? f.summary.retransmittedPackets : Number.NaN),
  },
  {
    id: 'flow.retransmittedBytes', scope: 'flow', kinds: TCP, kind: 'bytes', digits: 0, better: 'neither', neitherWhy: SENT_LESS_NEITHER,
    label: 'retransmitted bytes', short: 'Retransmitted', column: 'retransmitted_bytes', window: RUN, glossary: 'retransmission',
    definition: 'Data bytes sent again (the payload of the retransmitted packets).',
    use: uses({ summary: false, compare: false, lesson: false, replicate: true }), aliases: ['retransmittedBytes'],
    read: (f) => (f.kind === 'tcp' ? f.summary.retransmittedBytes : Number.NaN),
  },
  {
    id: 'flow.dupAcks', scope: 'flow', kinds: TCP, kind: 'count', digits: 0, better: 'neither', neitherWhy: 'duplicate ACKs are how a receiver reports a hole; the retransmits and timeouts say what they cost',
    label: 'duplicate ACKs received', short: 'Duplicate ACKs', column: 'dupacks', window: RUN, glossary: 'dupack',
    definition: 'ACKs that acknowledge nothing new; three in a row trigger a fast retransmit.',
    use: uses({ summary: false, compare: false, lesson: false, replicate: true }), aliases: ['dupAcks'],
    read: (f) => (f.kind === 'tcp' ? f.summary.dupAcks : Number.NaN),
  },
  {
    id: 'flow.fastRetransmits', scope: 'flow', kinds: TCP, kind: 'count', digits: 0, better: 'neither', neitherWhy: 'a fast retransmit repairs a loss without a timeout; more of them can mean fewer timeouts',
    label: 'fast retransmits (3 duplicate ACKs)', short: 'Fast retransmits', column: 'fast_retransmits', window: RUN, glossary: 'fast-retransmit',
    definition: 'Times the sender saw three duplicate ACKs in a row. Each starts a fast retransmit, except while an earlier loss is still being repaired: NewReno after a timeout ignores the duplicates that its own resent copies cause (RFC 6582), so this can exceed the fast retransmits the cwnd plot marks.',
    use: uses({ compare: false, replicate: true }), aliases: ['tripleDupAcks'],
    read: (f) => (f.kind === 'tcp' ? f.summary.tripleDupAcks : Number.NaN),
  },
  {
    id: 'flow.timeouts', scope: 'flow', kinds: TCP, kind: 'count', digits: 0, better: 'neither', neitherWhy: SENT_LESS_NEITHER,
    label: 'retransmission timeouts', short: 'Timeouts', column: 'timeouts', window: RUN, glossary: 'rto',
    definition: 'Times the retransmission timer fired with data unacknowledged; each one doubles the next timer.',
    use: uses({ replicate: true }), aliases: ['timeouts'],
    read: (f) => (f.kind === 'tcp' ? f.summary.timeouts : Number.NaN),
  },
  {
    id: 'flow.windowCuts', scope: 'flow', kinds: TCP, kind: 'count', digits: 0, better: 'neither', neitherWhy: SENT_LESS_NEITHER,
    label: 'window cuts (after a loss or an ECN mark)', short: 'Window cuts', column: 'window_cuts', window: RUN, glossary: 'cwnd',
    definition: `Times the sender cut its congestion window because the network signalled congestion: a fast retransmit (three duplicate ACKs), a retransmission timeout, or an ECN echo (metrics/congestion-events.ts, WINDOW_CUTS). ${DELAY_STEPS_ARE_NOT_CUTS} The cwnd plot's notes and description count these, per flow.`,
    // A lesson may quote it: the Vegas lesson's RED step says how often each flow cut its window, as the cwnd plot's notes count (phone-1215 step 19).
    use: uses({ summary: false, compare: false, export: false }),
    read: (f) => (f.kind === 'tcp' ? f.summary.fastRecoveries + f.summary.timeouts + f.summary.ecnReductions : Number.NaN),
  },
  {
    id: 'flow.queueDrops', scope: 'flow', kinds: RATED, kind: 'count', digits: 0, better: 'neither', neitherWhy: DROPS_NEITHER,
    label: 'packets dropped by a queue (whole run)', short: 'Drops', column: 'queue_drops', window: RUN, glossary: 'overflow-drop',
    definition: "The flow's packets a queue discipline dropped, for every reason (overflow, early, forced); link losses and ECN marks are counted apart.",
    use: uses({ replicate: true }), aliases: ['queueDrops'],
    read: (f) => f.summary.queueDrops,
  },
  {
    id: 'flow.linkLosses', scope: 'flow', kinds: RATED, kind: 'count', digits: 0, better: 'neither', neitherWhy: SENT_LESS_NEITHER,
    label: 'packets lost on a link', short: 'Link losses', column: 'link_losses', window: RUN, glossary: 'link-loss',
    definition: `The flow's packets a link's loss model destroyed (not a queue drop). ${LINK_LOSS_PER_PACKET}`,
    use: uses({ compare: false, lesson: false }),
    read: (f) => f.summary.linkLosses,
  },
  {
    id: 'flow.packetsReceived', scope: 'flow', kinds: UDP, kind: 'count', digits: 0, better: 'higher',
    label: 'UDP packets received', short: 'Received', column: 'packets_received', window: RUN, glossary: 'cbr',
    definition: "Packets of a UDP flow that reached the receiver.",
    use: uses({ summary: false, compare: false, lesson: false, replicate: true }), aliases: ['packetsReceived'],
    read: (f) => (f.kind === 'cbr' ? f.summary.packetsReceived : Number.NaN),
  },
  {
    id: 'flow.lossRate', scope: 'flow', kinds: UDP, kind: 'share', digits: 1, better: 'lower',
    // 0.1 percentage point of a flow's packets: a handful of losses in a run.
    negligible: { within: 0.001 },
    label: 'packet loss (UDP)', short: 'Loss', column: 'loss_share', window: RUN, glossary: 'cbr',
    definition: 'Share of the UDP packets sent that did not arrive: dropped by a queue, lost on a link, or still in the network when the run ended.',
    missing: 'the flow sent no packets',
    notForWhy: 'a TCP flow sends again what it loses, so its losses are its Drops and Link losses',
    use: uses({ replicate: true }),
    read: (f) => (f.kind === 'cbr' ? f.summary.lossRate : Number.NaN),
  },
  {
    id: 'flow.oneWayDelayMean', scope: 'flow', kinds: RATED, kind: 'delay', digits: 1, better: 'lower',
    label: 'one-way delay, mean', short: 'One-way delay', column: 'one_way_delay_mean_s', window: WINDOW, glossary: 'one-way-delay',
    definition: "Time from a data packet's transmission at the sender to its arrival at the receiver, averaged over the flow's packets that arrived in the window (a retransmission counts from its own transmission): propagation, transmission and queueing on every link.",
    missing: 'no packet of the flow arrived in the measurement window',
    use: uses({ replicate: true }),
    read: (f) => f.summary.oneWayDelay.mean,
  },
  {
    id: 'flow.oneWayDelayP95', scope: 'flow', kinds: RATED, kind: 'delay', digits: 1, better: 'lower',
    label: 'one-way delay, 95th percentile', short: 'One-way delay p95', column: 'one_way_delay_p95_s', window: WINDOW, glossary: 'one-way-delay',
    definition: `The one-way delay that 95 % of the flow's packets that arrived in the window stayed under (${BINNED_PERCENTILE_WORDS}).`,
    missing: 'no packet of the flow arrived in the measurement window',
    use: uses({ summary: false, replicate: true }),
    read: (f) => f.summary.oneWayDelay.p95,
  },
  {
    id: 'flow.oneWayDelayP99', scope: 'flow', kinds: RATED, kind: 'delay', digits: 1, better: 'lower',
    label: 'one-way delay, 99th percentile', short: 'One-way delay p99', column: 'one_way_delay_p99_s', window: WINDOW, glossary: 'one-way-delay',
    definition: `The one-way delay that 99 % of the flow's packets that arrived in the window stayed under (${BINNED_PERCENTILE_WORDS}).`,
    missing: 'no packet of the flow arrived in the measurement window',
    use: uses({ replicate: true }),
    read: (f) => f.summary.oneWayDelay.p99,
  },
  {
    id: 'flow.oneWayLateShare', scope: 'flow', kinds: RATED, kind: 'share', digits: 1, better: 'lower',
    // 1 percentage point of a call's packets arriving late.
    negligible: { within: 0.01 },
    label: `packets delayed over ${ONE_WAY_DELAY_LIMIT * 1000} ms`, short: `Delayed over ${ONE_WAY_DELAY_LIMIT * 1000} ms`, column: 'one_way_late_share', window: WINDOW, glossary: 'one-way-delay',
    definition: `Share of the flow's packets that arrived in the window with a one-way delay over ${ONE_WAY_DELAY_LIMIT * 1000} ms, the most a voice call tolerates well (ITU-T G.114).`,
    missing: 'no packet of the flow arrived in the measurement window',
    use: uses({ replicate: true }),
    read: (f) => f.summary.oneWayDelay.overLimitShare,
  },
  {
    id: 'flow.webConnections', scope: 'flow', kinds: WEB, kind: 'count', digits: 0, better: 'neither', neitherWhy: 'the offered load, set by the traffic model, not an outcome',
    label: 'web connections opened', short: 'Connections', column: 'web_connections', window: WINDOW, glossary: 'flow-size',
    definition: "Connections the web generator opened inside the measurement window.",
    use: uses({ compare: false, lesson: false }),
    read: web((w) => w.started),
  },
  {
    id: 'flow.webResponses', scope: 'flow', kinds: WEB, kind: 'count', digits: 0, better: 'higher',
    label: 'web responses done', short: 'Responses', column: 'web_responses', window: WINDOW, glossary: 'flow-size',
    definition: 'Responses of the connections opened inside the window that arrived completely.',
    use: uses({ lesson: false }),
    read: web((w) => w.completed),
  },
  {
    id: 'flow.webResponsesWithLoss', scope: 'flow', kinds: WEB, kind: 'count', digits: 0, better: 'lower',
    label: 'web responses with a loss or timeout', short: 'With a loss', column: 'web_responses_with_loss', window: WINDOW, glossary: 'rto',
    definition: 'Responses during which a packet was lost or a timer fired.',
    use: uses({ lesson: false }),
    read: web((w) => w.withLoss),
  },
  {
    id: 'flow.webResponseMedian', scope: 'flow', kinds: WEB, kind: 'time', digits: 3, better: 'lower',
    label: 'web response time, median', short: 'Response median', column: 'web_response_median_s', window: WINDOW, glossary: 'elapsed-time',
    definition: 'Median time from opening a connection to the last byte of its response, over the responses done.',
    missing: 'no response finished in the measurement window',
    use: uses({ lesson: false }),
    read: web((w) => responseTimeQuantile([w], 0.5)),
  },
  {
    id: 'flow.webResponseP90', scope: 'flow', kinds: WEB, kind: 'time', digits: 3, better: 'lower',
    label: 'web response time, 90th percentile', short: 'Response p90', column: 'web_response_p90_s', window: WINDOW, glossary: 'elapsed-time',
    definition: '90th percentile of the time from opening a connection to the last byte of its response.',
    missing: 'no response finished in the measurement window',
    use: uses({ lesson: false }),
    read: web((w) => responseTimeQuantile([w], 0.9)),
  },
];
