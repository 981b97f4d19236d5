import type { LinkTxObserver } from '../net/link';
import type { Link } from '../net/link';
import { Proto, type Packet } from '../net/packet';
import { DropKind, newDropCounts, type DropKindCode, type QueueObserver } from '../queues/queue-disc';
import { Series } from './column';
import type { RecordBudget } from './record-budget';
import { SeqEvent, type FlowTrace } from './flow-trace';

/** Counters of one link direction over the measurement window (and some over the whole run). */
export interface LinkCounters {
  arrivals: number;
  arrivalsInWindow: number;
  /** Drops (and marks) by DropKind code, whole run and in the window. */
  drops: number[];
  dropsInWindow: number[];
  txPackets: number;
  /**
   * Wire bytes (IP + framing) the link carried inside the window: a transmission straddling an
   * edge of the window counts with the share of its wire time inside it.
   */
  txWireBytesInWindow: number;
  /** Time integrals of the backlog inside the window (packets·s, bytes·s). */
  packetSeconds: number;
  byteSeconds: number;
  /** Sum and count of the RED average right after each arrival in the window. */
  avgAtArrivalSum: number;
  avgAtArrivalCount: number;
}


/**
 * Watches one link: counts arrivals, drops by kind and transmissions; integrates the backlog
 * over the measurement window; attributes drops to flows; and, when recording, keeps the
 * queue's time series (one row per change) and its drop/mark events.
 */
export class LinkMonitor implements QueueObserver, LinkTxObserver {
  readonly counters: LinkCounters = {
    arrivals: 0,
    arrivalsInWindow: 0,
    drops: newDropCounts(),
    dropsInWindow: newDropCounts(),
    txPackets: 0,
    txWireBytesInWindow: 0,
    packetSeconds: 0,
    byteSeconds: 0,
    avgAtArrivalSum: 0,
    avgAtArrivalCount: 0,
  };
  readonly queue = new Series(['t', 'packets', 'bytes', 'avg', 'maxP'] as const);
  readonly events = new Series(['t', 'kind', 'flow', 'seq'] as const);
  /** RED thresholds whenever they change (dynamic thresholds only; fixed ones are in the summary). */
  readonly thresholds = new Series(['t', 'minTh', 'maxTh'] as const);
  private lastT = 0;
  private lastPackets = 0;
  private lastBytes = 0;
  /** The latest transmission (one at a time per link): start, end and wire bytes. */
  private txStart = 0;
  private txEnd = 0;
  private txBytes = 0;

  constructor(
    readonly link: Link,
    private readonly flows: ReadonlyMap<number, FlowTrace>,
    readonly recordSeries: boolean,
    private readonly window: { from: number; to: number },
    private readonly budget: RecordBudget,
  ) {}

  private inWindow(t: number): boolean {
    return t >= this.window.from && t < this.window.to;
  }

  /** Integrate the backlog held since the last change, clipped to the window. */
  private integrate(now: number): void {
    const a = Math.max(this.lastT, this.window.from);
    const b = Math.min(now, this.window.to);
    if (b > a) {
      this.counters.packetSeconds += this.lastPackets * (b - a);
      this.counters.byteSeconds += this.lastBytes * (b - a);
    }
    this.lastT = now;
  }

  private changed(now: number): void {
    this.integrate(now);
    const q = this.link.qdisc;
    this.lastPackets = q.packets;
    this.lastBytes = q.bytes;
    if (!this.recordSeries || !this.budget.take(5, now)) return;
    const c = this.queue.columns;
    c.t.push(now);
    c.packets.push(q.packets);
    c.bytes.push(q.bytes);
    c.avg.push(q.average);
    c.maxP.push(q.currentMaxP);
  }

  private arrival(now: number): void {
    const k = this.counters;
    k.arrivals++;
    if (this.inWindow(now)) {
      k.arrivalsInWindow++;
      const avg = this.link.qdisc.average;
      if (!Number.isNaN(avg)) {
        k.avgAtArrivalSum += avg;
        k.avgAtArrivalCount++;
      }
    }
  }

  onEnqueue(_p: Packet, now: number): void {
    this.arrival(now);
    this.changed(now);
  }

  onDequeue(_p: Packet, now: number): void {
    this.changed(now);
  }

  onDrop(p: Packet, now: number, kind: DropKindCode): void {
    const k = this.counters;
    // A mark is followed by the enqueue (or an overflow drop) of the same arrival.
    if (kind !== DropKind.EcnMark && kind !== DropKind.LinkLoss) this.arrival(now);
    k.drops[kind]++;
    if (this.inWindow(now)) k.dropsInWindow[kind]++;
    const flow = this.flows.get(p.flowId);
    if (flow) {
      if (kind === DropKind.EcnMark) {
        flow.seqEvent(now, SeqEvent.EcnMark, p.seq, p.seqLen, this.link.id);
      } else {
        if (kind === DropKind.LinkLoss) flow.counters.linkLosses++;
        else flow.counters.queueDrops++;
        if (p.proto === Proto.Udp) flow.packetGone(p.seq);
        flow.seqEvent(now, kind === DropKind.LinkLoss ? SeqEvent.LinkLoss : SeqEvent.Drop, p.seq, p.seqLen, this.link.id);
      }
    }
    if (this.recordSeries && this.budget.take(4, now)) {
      const c = this.events.columns;
      c.t.push(now);
      c.kind.push(kind);
      c.flow.push(p.flowId);
      c.seq.push(p.seq);
    }
    if (kind !== DropKind.EcnMark) this.changed(now);
  }

  onTxStart(_p: Packet, now: number, wireBytes: number): void {
    this.counters.txPackets++;
    const end = now + (wireBytes * 8) / this.link.rateBps;
    this.txStart = now;
    this.txEnd = end;
    this.txBytes = wireBytes;
    this.counters.txWireBytesInWindow += this.shareIn(now, end, wireBytes, this.window.to);
  }

  /** Bytes of a transmission on [start, end) that fall inside the window, cut at `until`. */
  private shareIn(start: number, end: number, bytes: number, until: number): number {
    const a = Math.max(start, this.window.from);
    const b = Math.min(end, this.window.to, until);
    if (!(b > a)) return 0;
    return end > start ? (bytes * (b - a)) / (end - start) : bytes;
  }

  /**
   * Wire bytes carried in the window up to `end` (the run may stop before the window closes,
   * with the last transmission still on the wire: only its part before `end` counts).
   */
  carriedBytes(end: number): number {
    const k = this.counters.txWireBytesInWindow;
    if (this.txEnd <= end) return k;
    const counted = this.shareIn(this.txStart, this.txEnd, this.txBytes, this.window.to);
    return k - counted + this.shareIn(this.txStart, this.txEnd, this.txBytes, end);
  }

  onLinkLoss(p: Packet, now: number): void {
    this.onDrop(p, now, DropKind.LinkLoss);
  }

  onThresholds(minTh: number, maxTh: number, now: number): void {
    if (!this.recordSeries || !this.budget.take(3, now)) return;
    const c = this.thresholds.columns;
    c.t.push(now);
    c.minTh.push(minTh);
    c.maxTh.push(maxTh);
  }

  /** Close the backlog integral at the end of the run. */
  finish(now: number): void {
    this.integrate(now);
  }
}
