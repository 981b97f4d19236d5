import type { LinkTxObserver } from '../net/link';
import type { Link } from '../net/link';
import { Flag, Proto, type Packet } from '../net/packet';
import { newDropCounts } from '../queues/drop-reasons';
import { ECN_MARK, LINK_LOSS, OVERFLOW, type DropReasonId, type GaugeReader, type QueueObserver } from '../queues/queue-disc';
import { dropReasonCode, queueDiscipline } from '../queues/registry';
import { Series, type BufferSource } from './column';
import { RecordedSeries } from './recorded-series';
import { DelayHistogram } from './delay-histogram';
import type { DepartureBins } from './departure-bins';
import type { RecordBudget } from './record-budget';
import { SeqEvent, SYN_KEY, type FlowTrace } from './flow-trace';
import { NO_PROBABILITY, PACKET_EVENT_BUDGET_BYTES, PacketEventFlag, PacketEventKind, PacketEventLog } from './packet-events';
import { DOUBLE_ZERO } from '../engine/double-zero';

/** Values of a sojourn row. */
const SOJOURN_VALUES = 3;
/**
 * Rows per packet through the link, to size the recording's storage once (an estimate that falls
 * short costs a doubling): a queue row after each enqueue and dequeue (and drop), a sojourn row
 * per dequeue, packet events for the enqueue, dequeue and transmission; 5 % more for drops and the
 * estimate's rounding (the 60-s S2 dumbbell's bottleneck, 10 or 50 flows: 99 300–101 600 queue rows
 * and 148 600–151 300 packet events for 50 000 estimated packets).
 */
const ROWS_PER_PACKET = { queue: 2.1, sojourn: 1.05, packetEvents: 3.1 } as const;

/** Counters of one link direction over a measurement window (and some over the whole run). */
export interface LinkCounters {
  arrivals: number;
  arrivalsInWindow: number;
  /** Drops (and marks) by drop-reason code, whole run and in the window. */
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
  /** The largest backlog the discipline held inside the window (packets, bytes; each its own maximum). */
  maxQueuePackets: number;
  maxQueueBytes: number;
  /** Per gauge of the discipline (its registry order): sum of its value right after each arrival in the window. */
  gaugeAtArrivalSum: number[];
  /** Arrivals the sums cover. */
  gaugeAtArrivalCount: number;
  /** Sojourn times (enqueue to dequeue) of the packets dequeued in the window. */
  sojourn: DelayHistogram;
}

/** What one measurement window counts at one link (the windowed part of LinkCounters). */
class LinkWindow {
  arrivals = 0;
  readonly drops = newDropCounts();
  txWireBytes = DOUBLE_ZERO;
  packetSeconds = DOUBLE_ZERO;
  byteSeconds = DOUBLE_ZERO;
  maxPackets = 0;
  maxBytes = 0;
  readonly gaugeSum: number[];
  gaugeCount = 0;
  readonly sojourn = new DelayHistogram();

  constructor(
    readonly from: number,
    readonly to: number,
    gauges: number,
  ) {
    this.gaugeSum = new Array<number>(gauges).fill(0);
  }

  contains(t: number): boolean {
    return t >= this.from && t < this.to;
  }

  /** A backlog of `packets`/`bytes` held on [a, b): its share of the integrals, and the maxima. */
  hold(a0: number, b0: number, packets: number, bytes: number): void {
    const a = Math.max(a0, this.from);
    const b = Math.min(b0, this.to);
    if (!(b > a)) return;
    this.packetSeconds += packets * (b - a);
    this.byteSeconds += bytes * (b - a);
    this.seen(packets, bytes);
  }

  seen(packets: number, bytes: number): void {
    if (packets > this.maxPackets) this.maxPackets = packets;
    if (bytes > this.maxBytes) this.maxBytes = bytes;
  }

  /** Bytes of a transmission on [start, end) that fall inside the window, cut at `until`. */
  share(start: number, end: number, bytes: number, until: number): number {
    const a = Math.max(start, this.from);
    const b = Math.min(end, this.to, until);
    if (!(b > a)) return 0;
    return end > start ? (bytes * (b - a)) / (end - start) : bytes;
  }
}

/** A packet event's flags: `flags` plus what the packet itself says (a retransmission, no payload). */
function packetFlags(p: Packet, flags: number): number {
  if (p.isRetransmission) flags |= PacketEventFlag.Retransmission;
  if (p.payload === 0) flags |= PacketEventFlag.NoPayload;
  return flags;
}

/**
 * Watches one link: counts arrivals, drops by kind and transmissions; integrates the backlog
 * over each measurement window; attributes drops to flows; and, when recording, keeps the
 * queue's time series (one row per change) and its drop/mark events.
 */
export class LinkMonitor implements QueueObserver, LinkTxObserver {
  /** Whole-run counts. */
  private arrivals = 0;
  private readonly drops = newDropCounts();
  private txPackets = 0;
  /**
   * The first measurement window (`measure`'s first: the result's main summary), and the others
   * (nearly every run has none). The first is a field of its own rather than the head of a list:
   * every hook below runs several times per packet on every link, and a loop over a list of
   * windows cost each hook its set-up and, per window, a load, a bounds check and a map check
   * (docs/benchmarks.md, issue 38, fourteenth session). Each hook does the first window, then
   * loops over the others in the same way, so each window's sums are added in the same order.
   */
  private readonly main: LinkWindow;
  private readonly more: LinkWindow[];
  private readonly queueRows: RecordedSeries<string>;
  readonly events = new Series(['t', 'kind', 'flow', 'seq'] as const);
  /** The discipline's thresholds whenever they move (RED's dynamic thresholds; fixed ones are in the result). */
  readonly thresholds: Series<string>;
  private readonly gauges: readonly GaugeReader[];
  private readonly rowValues: number;
  /** The queue and sojourn rows, a row at a time into columns sized for the run (metrics/recorded-series.ts). */
  private readonly sojournRows: RecordedSeries<'t' | 'delay' | 'flow'>;
  /**
   * The packet events, written straight into the log's columns (sized for the run). They were
   * staged in one typed array and moved into the log out of line (third and fourth sessions);
   * with the other rows no longer staged, writing them directly executed 1.4 % fewer instructions
   * in a series-on run (docs/benchmarks.md, issue 38, fifth session).
   */
  private readonly packetRows: PacketEventLog;

  /** One row per queue change: time, backlog, then the discipline's gauges (RED: avg, maxP). */
  get queue(): RecordedSeries<string> {
    return this.queueRows;
  }

  /** Queueing delay of each packet when it leaves the discipline (the queueing-delay plot). */
  get sojourn(): RecordedSeries<'t' | 'delay' | 'flow'> {
    return this.sojournRows;
  }

  /** Every packet's enqueue, dequeue, transmission, drop and mark here (a rolling window; see packet-events.ts). */
  get packets(): PacketEventLog {
    return this.packetRows;
  }
  private lastT = DOUBLE_ZERO;
  private lastPackets = 0;
  private lastBytes = 0;
  /** The latest transmission (one at a time per link): start, end and wire bytes. */
  private txStart = DOUBLE_ZERO;
  private txEnd = DOUBLE_ZERO;
  private txBytes = 0;
  /**
   * A recording link's departures per bin and flow (metrics/departure-bins.ts; null elsewhere),
   * added here at each transmission's start. They were added by a tap between the link and this
   * monitor, which made the link's call to its observer see two classes with series on: V8 then
   * inlined both into the link's transmission code and ran out of inlining budget for the event
   * queue's post (issue 38, nineteenth session).
   */
  departures: DepartureBins | null = null;

  constructor(
    readonly link: Link,
    private readonly flows: ReadonlyMap<number, FlowTrace>,
    readonly recordSeries: boolean,
    window: { from: number; to: number },
    private readonly budget: RecordBudget,
    /** Record packet events (monitored links, and the reverse of each: the mechanism view's ACK lane). */
    readonly recordPackets: boolean = recordSeries,
    /** Further measurement windows, each with its own counters. */
    moreWindows: readonly { from: number; to: number }[] = [],
    /** Packets expected through the link over a whole run (0: unknown, or a streaming run), to size the recording's storage. */
    expectedPackets = 0,
    /** Where a whole run's recording storage comes from (Simulation's `storage`); none: fresh. */
    storage?: BufferSource,
  ) {
    const d = queueDiscipline(link.qdisc.kind);
    this.gauges = link.qdisc.gauges;
    this.rowValues = 3 + this.gauges.length;
    const rows = (perPacket: number, width: number) => (recordSeries ? Math.floor(budget.presize(Math.ceil(expectedPackets * perPacket) * width) / width) : 0);
    this.packetRows = new PacketEventLog(PACKET_EVENT_BUDGET_BYTES, { rateBps: link.rateBps, delay: link.delay }, recordPackets ? Math.ceil(expectedPackets * ROWS_PER_PACKET.packetEvents) : 0, storage);
    this.queueRows = new RecordedSeries(['t', 'packets', 'bytes', ...this.gauges.map((g) => g.key)], rows(ROWS_PER_PACKET.queue, this.rowValues), storage);
    this.sojournRows = new RecordedSeries(['t', 'delay', 'flow'] as const, rows(ROWS_PER_PACKET.sojourn, SOJOURN_VALUES), storage);
    this.thresholds = new Series(['t', ...d.thresholds.map((t) => t.key)]);
    this.main = new LinkWindow(window.from, window.to, this.gauges.length);
    this.more = moreWindows.map((w) => new LinkWindow(w.from, w.to, this.gauges.length));
  }

  // The hooks below run several times per packet on every link, so they are kept small (indexed
  // loops, recording moved to methods of its own that only the recording links call): the
  // optimizing compiler then inlines them whole into the links' and queues' code.

  /**
   * Integrate the backlog held since the last change, clipped to each window. An empty backlog
   * adds nothing (0 · duration, and no new maximum), so it is skipped: most links (a dumbbell's
   * access links) are empty nearly always, and this runs twice per packet on every link. The
   * time of the last change (lastT) is read only while the backlog is not empty, so only a change
   * sets it (changed()): a pass-through, which leaves the backlog empty, stores nothing.
   */
  private integrate(now: number): void {
    if (this.lastPackets !== 0 || this.lastBytes !== 0) {
      this.main.hold(this.lastT, now, this.lastPackets, this.lastBytes);
      const ws = this.more;
      for (let i = 0; i < ws.length; i++) ws[i].hold(this.lastT, now, this.lastPackets, this.lastBytes);
    }
  }

  private changed(now: number): void {
    this.integrate(now);
    this.lastT = now;
    const q = this.link.qdisc;
    const packets = q.packets;
    const bytes = q.bytes;
    this.lastPackets = packets;
    this.lastBytes = bytes;
    // The backlog after a change counts towards the maxima even if it lasts no time (an empty one cannot raise them).
    if (packets !== 0 || bytes !== 0) {
      if (this.main.contains(now)) this.main.seen(packets, bytes);
      const ws = this.more;
      for (let i = 0; i < ws.length; i++) if (ws[i].contains(now)) ws[i].seen(packets, bytes);
    }
    if (this.recordSeries) this.recordQueue(now, packets, bytes);
  }

  /** One row of the queue series: time, backlog, the discipline's gauges. */
  private recordQueue(now: number, packets: number, bytes: number): void {
    if (!this.budget.take(this.rowValues, now)) return;
    const r = this.queueRows;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = now;
    c[1][i] = packets;
    c[2][i] = bytes;
    const g = this.gauges;
    for (let k = 0; k < g.length; k++) c[3 + k][i] = g[k].read();
  }

  private arrival(now: number): void {
    this.arrivals++;
    if (this.main.contains(now)) this.windowArrival(this.main);
    const ws = this.more;
    for (let i = 0; i < ws.length; i++) if (ws[i].contains(now)) this.windowArrival(ws[i]);
  }

  /** An arrival inside window `w`: its count, and the discipline's gauges right after it (their means at arrivals). */
  private windowArrival(w: LinkWindow): void {
    w.arrivals++;
    if (this.gauges.length === 0) return;
    for (let i = 0; i < this.gauges.length; i++) w.gaugeSum[i] += this.gauges[i].read();
    w.gaugeCount++;
  }

  /**
   * Record one packet event (recording never touches the queue, the RNG or the event order).
   * Callers test recordPackets first: most links record none, and the call is per packet.
   */
  private packetEvent(p: Packet, now: number, kind: number, bytes: number): void {
    this.packetRows.pushPlain(now, kind, p.flowId, p.seq, bytes, packetFlags(p, 0));
  }

  onEnqueue(p: Packet, now: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Enqueue, p.size);
    this.arrival(now);
    this.changed(now);
  }

  onDequeue(p: Packet, now: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Dequeue, p.size);
    const delay = now - p.enqueuedAt;
    if (this.main.contains(now)) this.main.sojourn.add(delay);
    const ws = this.more;
    for (let i = 0; i < ws.length; i++) if (ws[i].contains(now)) ws[i].sojourn.add(delay);
    if (this.recordSeries) this.recordSojourn(now, delay, p.flowId);
    this.changed(now);
  }

  /**
   * onEnqueue then onDequeue of a packet that passed an empty discipline at once (most packets on
   * most links): the same counts, maxima and histogram entries, in one pass over the windows. The backlog was empty before (the discipline was) and is again
   * after, and it held the packet for no time, so the integrals gain nothing. Its sojourn is 0
   * (the link stamps enqueuedAt when it offers the packet): bin 0 of the histogram, without
   * binOf (DelayHistogram.addZero; docs/benchmarks.md, issue 38, thirteenth session).
   */
  onPassThrough(p: Packet, now: number): void {
    if (this.recordPackets) {
      this.packetRows.pushPassThrough(now, p.flowId, p.seq, p.size, packetFlags(p, 0));
    }
    this.arrivals++;
    const delay = now - p.enqueuedAt;
    const bytes = p.size;
    if (this.main.contains(now)) this.passedThrough(this.main, delay, bytes);
    const ws = this.more;
    for (let i = 0; i < ws.length; i++) if (ws[i].contains(now)) this.passedThrough(ws[i], delay, bytes);
    this.integrate(now);
    this.lastPackets = 0;
    this.lastBytes = 0;
    if (this.recordSeries) this.recordPassThrough(now, bytes, delay, p.flowId);
  }

  /**
   * A pass-through's rows: the queue at one packet and back at none, both at `now`, and its
   * sojourn. Written in one go when the budget holds all three (the gauges read once: nothing
   * changes between the rows); else row by row as before, so a capped run stops at the same row.
   */
  private recordPassThrough(now: number, bytes: number, delay: number, flow: number): void {
    if (!this.budget.takeIfAll(2 * this.rowValues + SOJOURN_VALUES)) {
      this.recordQueue(now, 1, bytes);
      this.recordSojourn(now, delay, flow);
      this.recordQueue(now, 0, 0);
      return;
    }
    const r = this.queueRows;
    const i = r.claimTwo();
    const c = r.cols;
    c[0][i] = now;
    c[1][i] = 1;
    c[2][i] = bytes;
    c[0][i + 1] = now;
    c[1][i + 1] = 0;
    c[2][i + 1] = 0;
    const g = this.gauges;
    for (let k = 0; k < g.length; k++) {
      const v = g[k].read();
      c[3 + k][i] = v;
      c[3 + k][i + 1] = v;
    }
    this.writeSojourn(now, delay, flow);
  }

  /** A pass-through inside window `w`: its arrival, a backlog of one packet for no time, its sojourn. */
  private passedThrough(w: LinkWindow, delay: number, bytes: number): void {
    this.windowArrival(w);
    w.seen(1, bytes);
    if (delay === 0) w.sojourn.addZero();
    else w.sojourn.add(delay);
  }

  /** One row of the queueing-delay series. */
  private recordSojourn(now: number, delay: number, flow: number): void {
    if (!this.budget.take(SOJOURN_VALUES, now)) return;
    this.writeSojourn(now, delay, flow);
  }

  /** The sojourn row itself, its budget already taken (recordSojourn, recordPassThrough). */
  private writeSojourn(now: number, delay: number, flow: number): void {
    const r = this.sojournRows;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = now;
    c[1][i] = delay;
    c[2][i] = flow;
  }

  onDrop(p: Packet, now: number, reason: DropReasonId, fromQueue = false): void {
    const kind = dropReasonCode(reason);
    const random = reason !== LINK_LOSS && reason !== OVERFLOW;
    if (this.recordPackets) {
      this.packetRows.push(
        now,
        reason === ECN_MARK ? PacketEventKind.Mark : PacketEventKind.Drop,
        p.flowId,
        p.seq,
        p.size,
        kind,
        random ? (this.link.qdisc.decisionProbability ?? NO_PROBABILITY) : NO_PROBABILITY,
        packetFlags(p, fromQueue ? PacketEventFlag.FromQueue : 0),
      );
    }
    // A mark is followed by the enqueue (or an overflow drop) of the same arrival; a packet
    // dropped from inside the queue was counted when it arrived.
    if (reason !== ECN_MARK && reason !== LINK_LOSS && !fromQueue) this.arrival(now);
    this.drops[kind]++;
    if (this.main.contains(now)) this.main.drops[kind]++;
    for (const w of this.more) if (w.contains(now)) w.drops[kind]++;
    const flow = this.flows.get(p.flowId);
    if (flow) {
      // Remembered for the congestion event the loss will cause (its fast retransmit, timeout…).
      if (p.payload > 0 || p.flags & Flag.SYN) flow.noteLoss(p.flags & Flag.SYN ? SYN_KEY : p.seq, now, this.link.id, reason === ECN_MARK);
      if (reason === ECN_MARK) {
        flow.seqEvent(now, SeqEvent.EcnMark, p.seq, p.seqLen, this.link.id);
      } else {
        if (reason === LINK_LOSS) flow.counters.linkLosses++;
        else flow.counters.queueDrops++;
        if (p.proto === Proto.Udp) flow.packetGone(p.seq);
        flow.seqEvent(now, reason === LINK_LOSS ? SeqEvent.LinkLoss : SeqEvent.Drop, p.seq, p.seqLen, this.link.id);
      }
    }
    if (this.recordSeries && this.budget.take(4, now)) {
      const c = this.events.columns;
      c.t.push(now);
      c.kind.push(kind);
      c.flow.push(p.flowId);
      c.seq.push(p.seq);
    }
    if (reason !== ECN_MARK) this.changed(now);
  }

  onTxStart(p: Packet, now: number, wireBytes: number): void {
    this.txPackets++;
    const end = now + (wireBytes * 8) / this.link.rateBps;
    this.txStart = now;
    this.txEnd = end;
    this.txBytes = wireBytes;
    const m = this.main;
    m.txWireBytes += m.share(now, end, wireBytes, m.to);
    const ws = this.more;
    for (let i = 0; i < ws.length; i++) ws[i].txWireBytes += ws[i].share(now, end, wireBytes, ws[i].to);
    if (this.recordPackets) this.recordTxStart(p, now, wireBytes, end);
  }

  /**
   * A transmission's packet event and, on a link that records series, its departure (every link
   * that records series records packet events): one call, made by the recording links only, so
   * that onTxStart stays as small as with series off.
   */
  private recordTxStart(p: Packet, now: number, wireBytes: number, end: number): void {
    this.packetEvent(p, now, PacketEventKind.TxStart, wireBytes);
    const d = this.departures;
    if (d !== null) d.add(p.flowId, end, wireBytes);
  }

  /**
   * Wire bytes carried in window `w` up to `end` (the run may stop before the window closes,
   * with the last transmission still on the wire: only its part before `end` counts).
   */
  private carriedBytes(w: LinkWindow, end: number): number {
    if (this.txEnd <= end) return w.txWireBytes;
    const counted = w.share(this.txStart, this.txEnd, this.txBytes, w.to);
    return w.txWireBytes - counted + w.share(this.txStart, this.txEnd, this.txBytes, end);
  }

  /** Every drop and mark of the run, by drop-reason code. */
  get dropsWholeRun(): readonly number[] {
    return this.drops;
  }

  /**
   * The counters of window `j` (0: the main one) as of `end`, the end of the simulated time. The
   * backlog held since the last change is added here, up to `end`, and not stored: the worker asks
   * for a result after every slice of a run, and a result that closed the integral (as `finish`
   * did) split it at each slice, so the browser's sliced run summed the same backlog in other
   * pieces than one run in one go (a byte-mode gentle RED queue's mean 10.5 kB against 10.4 kB:
   * e2e/app.spec.ts's copied share link, CI on 6ac257a). At the end this adds the last piece with
   * the same arithmetic `hold` uses, so a run's result is what it was.
   */
  countersIn(j: number, end: number): LinkCounters {
    const w = j === 0 ? this.main : this.more[j - 1];
    let { packetSeconds, byteSeconds, maxPackets, maxBytes } = w;
    if (this.lastPackets !== 0 || this.lastBytes !== 0) {
      const a = Math.max(this.lastT, w.from);
      const b = Math.min(end, w.to);
      if (b > a) {
        packetSeconds += this.lastPackets * (b - a);
        byteSeconds += this.lastBytes * (b - a);
        if (this.lastPackets > maxPackets) maxPackets = this.lastPackets;
        if (this.lastBytes > maxBytes) maxBytes = this.lastBytes;
      }
    }
    return {
      arrivals: this.arrivals,
      arrivalsInWindow: w.arrivals,
      drops: this.drops,
      dropsInWindow: w.drops,
      txPackets: this.txPackets,
      txWireBytesInWindow: this.carriedBytes(w, end),
      packetSeconds,
      byteSeconds,
      maxQueuePackets: maxPackets,
      maxQueueBytes: maxBytes,
      gaugeAtArrivalSum: w.gaugeSum,
      gaugeAtArrivalCount: w.gaugeCount,
      sojourn: w.sojourn,
    };
  }

  onLinkLoss(p: Packet, now: number): void {
    this.onDrop(p, now, LINK_LOSS);
  }

  onThresholds(values: readonly number[], now: number): void {
    if (!this.recordSeries || !this.budget.take(1 + values.length, now)) return;
    const names = this.thresholds.names;
    const c = this.thresholds.columns;
    c.t.push(now);
    for (let i = 0; i < values.length; i++) c[names[i + 1]].push(values[i]);
  }

}
