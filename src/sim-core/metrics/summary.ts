import { dropsById, queueDropped } from '../queues/drop-reasons';
import type { GaugeReader } from '../queues/queue-disc';
import { jainIndex, vegasRenoRatio } from './fairness';
import type { FlowCounters } from './flow-trace';
import type { LinkCounters } from './link-monitor';
import { averageTrafficGoodputRatio, goodputBy, type GoodputShare } from './traffic-goodput';

/** Per-flow figures, named as in seed 000 (§3.5 of its digest). Times in s, rates in bit/s. */
export interface FlowSummary {
  completed: boolean;
  failed: boolean;
  /** SYN sent → SYN-ACK received. */
  handshakeTime: number;
  /** First data segment sent → ACK covering the last data byte. */
  dataTransmitTime: number;
  /** First SYN sent → ACK of the FIN (the thesis's "elapsed time"). */
  elapsedTime: number;
  /** Receiver got every byte in order, seconds after start. */
  receiveTime: number;
  /** Application bytes / elapsed time (seed 000's definition), bit/s. */
  throughputBps: number;
  /** In-order bytes delivered inside the measurement window / window length, bit/s (the papers' per-flow goodput). */
  goodputBps: number;
  /**
   * The flow's own active time, over which activeThroughputBps and activeGoodputBps are taken:
   * first SYN → ACK of the FIN for a finished TCP flow ('flow'); for a UDP stream that sent all
   * its packets, from its start to its last packet's arrival, inside the measurement window
   * ('flow'); for a flow that has not finished (an unlimited one, or one cut off by the end of
   * the run), the measurement window from the flow's start on ('measurement').
   */
  activeWindow: { from: number; to: number; basis: 'flow' | 'measurement' };
  /** Throughput: data bytes the sender put on the wire (first transmissions and retransmissions) in activeWindow × 8 / its length, bit/s; NaN for UDP. */
  activeThroughputBps: number;
  /** Goodput: in-order application bytes delivered to the receiver in activeWindow × 8 / its length, bit/s. */
  activeGoodputBps: number;
  deliveredBytes: number;
  dataPacketsSent: number;
  retransmittedPackets: number;
  retransmittedBytes: number;
  dupAcks: number;
  tripleDupAcks: number;
  fastRecoveries: number;
  timeouts: number;
  synSent: number;
  ecnReductions: number;
  queueDrops: number;
  linkLosses: number;
  ecnMarks: number;
  /** UDP only. */
  packetsSent: number;
  packetsReceived: number;
  lossRate: number;
  /**
   * One-way delay (sender → receiver, s) of the flow's data packets that arrived in the window,
   * TCP and UDP alike; overLimitShare: the share of them delayed more than ONE_WAY_DELAY_LIMIT
   * (150 ms). NaN without arrivals.
   */
  oneWayDelay: { mean: number; p95: number; p99: number; overLimitShare: number };
}

export interface LinkSummary {
  /**
   * Wire bytes (IP + framing) carried in the window × 8 / (rate × window); at most 1 (a
   * transmission straddling the window's edge counts pro rata). For a shaping discipline (HTB)
   * the rate is the shaped one, which its burst allowance may exceed over a short window.
   */
  utilization: number;
  throughputBps: number;
  meanQueuePackets: number;
  meanQueueBytes: number;
  /** The largest backlog of the discipline in the window, packets and bytes (each its own maximum; 0 if it never held a packet). */
  maxQueuePackets: number;
  maxQueueBytes: number;
  /**
   * The discipline's gauges (RED: avg, maxP): the mean right after each arrival in the window
   * (NaN without arrivals) and the value at the end of the run.
   */
  gauges: Record<string, { meanAtArrivals: number; final: number }>;
  arrivals: number;
  /** In the window, by drop reason id (overflow, ecnMark, linkLoss, and the disciplines' own: forced, early…). */
  drops: Record<string, number>;
  dropsWholeRun: Record<string, number>;
  /** Queue drops (not marks, not link losses) / arrivals, in the window. */
  dropRate: number;
  txPackets: number;
  /** Sojourn time in the discipline of the packets dequeued in the window (s): mean and percentiles. */
  queueDelay: QueueDelaySummary;
}

export interface QueueDelaySummary {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  /** Packets measured. */
  packets: number;
}

export interface AggregateSummary {
  /** Index into links of the (first, slowest) monitored link. */
  bottleneck: number;
  utilization: number;
  dropRate: number;
  /** Jain's index over the flows' goodput in the window (here and below: the flows with a rate of their own, FlowClass.ownRate). */
  jainGoodput: number;
  /** Jain's index over completed flows' throughput (bytes / elapsed). */
  jainThroughput: number;
  /** Jain's index over the flows' throughput over their active time (FlowSummary.activeThroughputBps; unfinished flows: over the window). */
  jainActiveThroughput: number;
  /** Jain's index over the flows' goodput over their active time (FlowSummary.activeGoodputBps). */
  jainActiveGoodput: number;
  /** System goodput Σ g_i (seed 003), bit/s, over the flows with a rate of their own (NaN: none). */
  totalGoodputBps: number;
  /** Aggregated protocol goodput: per TCP variant ("udp" for CBR flows). */
  goodputByVariant: Record<string, GoodputShare>;
  /** Per traffic group (flows with a `group`). */
  goodputByGroup: Record<string, GoodputShare>;
  /** Average traffic goodput ratio main / cross (NaN without both groups). */
  atgr: number;
  /** Packets lost on links by loss models (all links, whole run), kept apart from queue drops. */
  linkLosses: number;
  /** Seed 002's fairness: mean Vegas goodput / mean Reno-family goodput in the window (NaN without both). */
  vegasRenoRatio: number;
}

/** What the aggregate needs to know about each flow besides its summary. */
export interface FlowClass {
  variant: string;
  group: string | null;
  /**
   * The flow has a rate of its own (ownRate). Web traffic has none: its many short connections
   * are summarised apart (the result's `web`), and as one "flow" it would count at zero goodput,
   * pulling Jain's index down and adding nothing to the totals.
   */
  ownRate: boolean;
}

/** Which kinds of flow have a rate of their own (see FlowClass.ownRate). */
export const OWN_RATE: Record<'tcp' | 'cbr' | 'web', boolean> = { tcp: true, cbr: true, web: false };

/** The measurement window [from, to] (a bare number: its length, from 0). */
export type MeasureWindow = number | { from: number; to: number };

/**
 * Where a flow's throughput and goodput are measured: its whole life when it finished (first SYN
 * → ACK of the FIN), else the measurement window from the flow's start on (see activeWindow).
 */
export function activeWindowOf(k: FlowCounters, finished: boolean, window: { from: number; to: number }, stoppedStream = false): FlowSummary['activeWindow'] {
  if (finished) return { from: k.startAt, to: k.finAckedAt, basis: 'flow' };
  // A call that stopped at 28 s of a 300 s run was averaged over 5–300 s: 0.0054 Mbit/s under a
  // heading "over each flow's active time", as if it had nearly stopped (bloat-0230 confusion 7).
  // Its life ends with its last packet's arrival, but only what the window holds is counted.
  if (stoppedStream) return { from: Math.max(k.startAt, window.from), to: Math.min(window.to, k.lastDeliveredAt), basis: 'flow' };
  return { from: Math.max(k.startAt, window.from), to: window.to, basis: 'measurement' };
}

/** bytes × 8 / (to − from), NaN for an empty interval. */
function rateOver(bytes: number, w: { from: number; to: number }): number {
  const len = w.to - w.from;
  return len > 0 ? (bytes * 8) / len : Number.NaN;
}

export function flowSummary(k: FlowCounters, bytes: number | null, isTcp: boolean, measure: MeasureWindow): FlowSummary {
  const window = typeof measure === 'number' ? { from: 0, to: measure } : measure;
  const windowLength = window.to - window.from;
  const completed = isTcp ? !Number.isNaN(k.finAckedAt) : k.packetsSent === k.packetsPlanned;
  const elapsed = k.finAckedAt - k.startAt;
  // A finished TCP flow is measured over its own life: everything it sent and delivered is inside it.
  const finished = isTcp && completed;
  const active = activeWindowOf(k, finished, window, !isTcp && completed);
  return {
    completed,
    failed: k.failed,
    handshakeTime: k.connectedAt - k.startAt,
    dataTransmitTime: k.dataAckedAt - k.firstDataAt,
    elapsedTime: elapsed,
    receiveTime: k.rxCompleteAt - k.startAt,
    throughputBps: bytes !== null && completed && isTcp ? (bytes * 8) / elapsed : Number.NaN,
    goodputBps: windowLength > 0 ? (k.deliveredInWindow * 8) / windowLength : Number.NaN,
    activeWindow: active,
    activeThroughputBps: isTcp ? rateOver(finished ? k.dataBytesSent : k.dataBytesSentInWindow, active) : Number.NaN,
    activeGoodputBps: rateOver(finished ? k.deliveredBytes : k.deliveredInWindow, active),
    deliveredBytes: k.deliveredBytes,
    dataPacketsSent: k.dataPacketsSent,
    retransmittedPackets: k.retransmittedPackets,
    retransmittedBytes: k.retransmittedBytes,
    dupAcks: k.dupAcks,
    tripleDupAcks: k.tripleDupAcks,
    fastRecoveries: k.fastRecoveries,
    timeouts: k.timeouts,
    synSent: k.synSent,
    ecnReductions: k.ecnReductions,
    queueDrops: k.queueDrops,
    linkLosses: k.linkLosses,
    ecnMarks: k.ecnMarks,
    packetsSent: k.packetsSent,
    packetsReceived: k.packetsReceived,
    lossRate: k.packetsSent > 0 ? 1 - k.packetsReceived / k.packetsSent : Number.NaN,
    oneWayDelay: {
      mean: k.oneWayDelay.mean,
      p95: k.oneWayDelay.quantile(0.95),
      p99: k.oneWayDelay.quantile(0.99),
      overLimitShare: k.oneWayDelay.count > 0 ? k.oneWayOverLimit / k.oneWayDelay.count : Number.NaN,
    },
  };
}

export function linkSummary(c: LinkCounters, rateBps: number, windowLength: number, gauges: readonly GaugeReader[]): LinkSummary {
  const queueDrops = queueDropped(c.dropsInWindow);
  const gaugeSummary: LinkSummary['gauges'] = {};
  gauges.forEach((g, i) => {
    gaugeSummary[g.key] = { meanAtArrivals: c.gaugeAtArrivalCount > 0 ? c.gaugeAtArrivalSum[i] / c.gaugeAtArrivalCount : Number.NaN, final: g.read() };
  });
  return {
    utilization: windowLength > 0 ? (c.txWireBytesInWindow * 8) / (rateBps * windowLength) : Number.NaN,
    throughputBps: windowLength > 0 ? (c.txWireBytesInWindow * 8) / windowLength : Number.NaN,
    meanQueuePackets: c.packetSeconds / windowLength,
    meanQueueBytes: c.byteSeconds / windowLength,
    maxQueuePackets: c.maxQueuePackets,
    maxQueueBytes: c.maxQueueBytes,
    gauges: gaugeSummary,
    arrivals: c.arrivalsInWindow,
    drops: dropsById(c.dropsInWindow),
    dropsWholeRun: dropsById(c.drops),
    dropRate: c.arrivalsInWindow > 0 ? queueDrops / c.arrivalsInWindow : 0,
    txPackets: c.txPackets,
    queueDelay: { mean: c.sojourn.mean, p50: c.sojourn.quantile(0.5), p95: c.sojourn.quantile(0.95), p99: c.sojourn.quantile(0.99), packets: c.sojourn.count },
  };
}

/**
 * The bottleneck's figures, and the fairness and goodput figures over the flows with a rate of
 * their own (FlowClass.ownRate); with none, those are NaN.
 */
export function aggregateSummary(allFlows: FlowSummary[], links: LinkSummary[], bottleneck: number, allClasses: FlowClass[]): AggregateSummary {
  const flows = allFlows.filter((_, i) => allClasses[i].ownRate);
  const classes = allClasses.filter((c) => c.ownRate);
  const goodputs = flows.map((f) => f.goodputBps);
  const inGroup = (g: string) => goodputs.filter((_, i) => classes[i].group === g);
  const thr = flows.filter((f) => f.completed && Number.isFinite(f.throughputBps)).map((f) => f.throughputBps);
  const finite = (xs: number[]) => xs.filter((x) => Number.isFinite(x));
  const activeThr = finite(flows.map((f) => f.activeThroughputBps));
  const activeGood = finite(flows.map((f) => f.activeGoodputBps));
  const b = links[bottleneck];
  return {
    bottleneck,
    utilization: b.utilization,
    dropRate: b.dropRate,
    jainGoodput: jainIndex(goodputs),
    jainThroughput: thr.length > 0 ? jainIndex(thr) : Number.NaN,
    jainActiveThroughput: jainIndex(activeThr),
    jainActiveGoodput: jainIndex(activeGood),
    totalGoodputBps: goodputs.length > 0 ? goodputs.reduce((a, x) => a + x, 0) : Number.NaN,
    goodputByVariant: goodputBy(goodputs, classes.map((c) => c.variant)),
    goodputByGroup: goodputBy(goodputs, classes.map((c) => c.group)),
    atgr: averageTrafficGoodputRatio(inGroup('main'), inGroup('cross')),
    linkLosses: links.reduce((a, l) => a + l.dropsWholeRun.linkLoss, 0),
    vegasRenoRatio: vegasRenoRatio(goodputs, classes.map((c) => c.variant)),
  };
}
