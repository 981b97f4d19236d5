import type { Packet } from '../net/packet';

/** Why a queue discipline refused (or marked) a packet. Numeric codes go into result arrays. */
export const DropKind = {
  /** The buffer was full (tail drop, or RED's hard limit). */
  Overflow: 0,
  /** RED: average above max_th (2·max_th when gentle). */
  Forced: 1,
  /** RED: probabilistic drop between the thresholds. */
  Early: 2,
  /** RED: an ECN-capable packet marked CE instead of dropped (not a loss). */
  EcnMark: 3,
  /** A link loss model discarded the packet on the wire (not a queue drop). */
  LinkLoss: 4,
} as const;
export type DropKindCode = (typeof DropKind)[keyof typeof DropKind];
export const DROP_KIND_NAMES = ['overflow', 'forced', 'early', 'ecn-mark', 'link-loss'] as const;

/** Counts per DropKind, indexed by its code. */
export function newDropCounts(): number[] {
  return new Array(DROP_KIND_NAMES.length).fill(0);
}

/** Packets lost for good (queue drops and link losses; ECN marks are not losses). */
export function lostPackets(d: readonly number[]): number {
  return d[DropKind.Overflow] + d[DropKind.Forced] + d[DropKind.Early] + d[DropKind.LinkLoss];
}

/** Packets the queue itself dropped (not marks, not link losses). */
export function queueDropped(d: readonly number[]): number {
  return d[DropKind.Overflow] + d[DropKind.Forced] + d[DropKind.Early];
}

/** Observer the metrics layer attaches to a queue; the queue calls it on every change. */
export interface QueueObserver {
  onEnqueue(p: Packet, now: number): void;
  onDequeue(p: Packet, now: number): void;
  /**
   * A drop (packet discarded) or an ECN mark (packet kept). `fromQueue`: the packet had already
   * been enqueued (an AQM drop at dequeue, or a drop from the fattest flow queue), so it is not
   * a new arrival.
   */
  onDrop(p: Packet, now: number, kind: DropKindCode, fromQueue?: boolean): void;
  /** RED with dynamic thresholds: min_th/max_th changed. */
  onThresholds?(minTh: number, maxTh: number, now: number): void;
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

/**
 * Egress queue discipline of a link. `enqueue` returns false when the packet was dropped
 * (the discipline reports the reason to its observer before returning).
 */
export interface QueueDisc {
  readonly kind: string;
  readonly limit: QueueLimit;
  readonly packets: number;
  readonly bytes: number;
  observer: QueueObserver | null;
  enqueue(p: Packet, now: number): boolean;
  dequeue(now: number): Packet | null;
  /** RED family: current average queue (in the discipline's unit); NaN when not applicable. */
  readonly average: number;
  /** RED family: current max_p; NaN when not applicable. */
  readonly currentMaxP: number;
  /** Shaping disciplines (HTB): the rate they shape to, below the link's. */
  readonly shapedRateBps?: number;
  /**
   * Shaping disciplines: when a packet may next leave, asked after `dequeue` returned null with
   * packets still queued (the link then polls again at that time).
   */
  readyAt?(now: number): number;
}
