import type { Packet } from '../net/packet';

/**
 * Why a packet was refused (or marked): a drop reason's id, as listed in GENERIC_DROP_REASONS or
 * by the discipline's registry entry (RED: 'forced', 'early'). Result arrays carry numeric codes
 * derived from the registry (see drop-reasons.ts).
 */
export type DropReasonId = string;

/** How a drop reason is counted and drawn. */
export interface DropReason {
  id: DropReasonId;
  /** The cause in a word or two ("target exceeded"), as an event's "why" reads it: "dropped (target exceeded)". */
  label: string;
  /**
   * The name of one such event wherever a person reads it ("target exceeded drop", "ECN mark"):
   * the glossary term's label, and (plural) the name of its count in the legend, the summary, the
   * A/B table and the CLI (metric catalogue: dropCountName). One name per cause: a CoDel legend
   * read "target exceeded 116" beside a table's "queue drops 116" for the same drops (issue 37).
   */
  name: string;
  /** Glossary term for its legend tooltip. */
  glossary: string;
  /** The packet is gone (a mark keeps it). */
  loss: boolean;
  /** Counted as the queue's own drop (not a link loss): the drop rate's numerator. */
  queueDrop: boolean;
  /** Mark in the queue plot's strip: shape and a colour from the theme's mark palette. */
  mark: { shape: 'x' | 'triangle' | 'dot' | 'diamond' | 'square'; tone: number };
}

/** Reasons every discipline (and every link) may report. */
export const GENERIC_DROP_REASONS = [
  { id: 'overflow', label: 'overflow', name: 'overflow drop', glossary: 'overflow-drop', loss: true, queueDrop: true, mark: { shape: 'x', tone: 0 } },
  { id: 'ecnMark', label: 'ECN mark', name: 'ECN mark', glossary: 'ecn-mark', loss: false, queueDrop: false, mark: { shape: 'diamond', tone: 3 } },
  { id: 'linkLoss', label: 'link loss', name: 'link loss', glossary: 'link-loss', loss: true, queueDrop: false, mark: { shape: 'square', tone: 4 } },
] as const satisfies readonly DropReason[];

/** The buffer was full (tail drop, or the hard limit behind an AQM). */
export const OVERFLOW = 'overflow';
/** An ECN-capable packet marked CE instead of dropped (not a loss). */
export const ECN_MARK = 'ecnMark';
/** A link loss model discarded the packet on the wire (not a queue drop). */
export const LINK_LOSS = 'linkLoss';

/** Observer the metrics layer attaches to a queue; the queue calls it on every change. */
export interface QueueObserver {
  onEnqueue(p: Packet, now: number): void;
  onDequeue(p: Packet, now: number): void;
  /**
   * A drop (packet discarded) or an ECN mark (packet kept). `fromQueue`: the packet had already
   * been enqueued (an AQM drop at dequeue, or a drop from the fattest flow queue), so it is not
   * a new arrival.
   */
  onDrop(p: Packet, now: number, reason: DropReasonId, fromQueue?: boolean): void;
  /**
   * The discipline's thresholds moved (RED with dynamic thresholds); values in the order of its
   * registry entry's `thresholds`.
   */
  onThresholds?(values: readonly number[], now: number): void;
  /**
   * `p` was enqueued into an empty discipline and dequeued at once, at the same instant (see
   * QueueDisc.passThrough): what onEnqueue then onDequeue report, in one call. Optional: a
   * discipline calls those two when the observer has no such method.
   */
  onPassThrough?(p: Packet, now: number): void;
}

/** Size limit of a buffer: in packets or in IP bytes. */
export interface QueueLimit {
  limit: number;
  unit: 'packets' | 'bytes';
  /**
   * How a byte limit admits a packet: 'fits' (bytes + size ≤ limit, Linux since 2.6, ns-3) or
   * 'below-limit' (bytes ≤ limit before adding, whatever the size: Linux 2.4's bfifo, so the
   * queue overshoots by one packet and, once over, refuses small and large packets alike).
   */
  admission?: 'fits' | 'below-limit';
}

/** A value of the discipline's internal state sampled with every queue change (RED's average). */
export interface GaugeReader {
  key: string;
  read(): number;
}

/**
 * Egress queue discipline of a link. `enqueue` returns false when the packet was dropped
 * (the discipline reports the reason to its observer before returning).
 */
export interface QueueDisc {
  /** Registry name of the discipline. */
  readonly kind: string;
  readonly limit: QueueLimit;
  readonly packets: number;
  readonly bytes: number;
  observer: QueueObserver | null;
  enqueue(p: Packet, now: number): boolean;
  dequeue(now: number): Packet | null;
  /** The discipline's gauges, in the order of its registry entry's `gauges`. */
  readonly gauges: readonly GaugeReader[];
  /**
   * Random-dropping disciplines: the probability their latest early decision was taken with
   * (RED's p_a, PIE's p), NaN after a deterministic one. Read by the packet-event log only.
   */
  readonly decisionProbability?: number;
  /** Shaping disciplines (HTB): the rate they shape to, below the link's. */
  readonly shapedRateBps?: number;
  /**
   * Shaping disciplines: when a packet may next leave, asked after `dequeue` returned null with
   * packets still queued (the link then polls again at that time).
   */
  readyAt?(now: number): number;
  /**
   * A packet arriving at an empty discipline in front of an idle wire (most arrivals on a
   * dumbbell's access links and ACK paths): enqueue it and dequeue it again at once, as
   * enqueue(p, now) then dequeue(now) would, reporting it to the observer (onPassThrough).
   * Returns false, having done nothing, where that would not simply hand the packet back (it
   * would be dropped, or the discipline decides anything on the way); the link then calls
   * enqueue. Only for disciplines without gauges, whose dequeue of an empty queue has no
   * effect: the link polls it no further. Optional: why, see link.ts (send).
   */
  passThrough?(p: Packet, now: number): boolean;
  /**
   * Each packet the discipline holds, once, leaving it unchanged: how a run's owner hands the
   * packets still queued when the run is over back to the pool (Simulation.releasePackets).
   */
  forEachPacket(visit: (p: Packet) => void): void;
}
