import type { Packet } from '../net/packet';
import type { GaugeReader } from '../queues/queue-disc';
import { Series } from './column';
import type { DepartureBins } from './departure-bins';
import { NO_PROBABILITY, NO_REASON, PACKET_EVENT_BUDGET_BYTES, PacketEventFlag, PacketEventKind, PacketEventLog, type WireTiming } from './packet-events';
import type { RecordBudget } from './record-budget';
import { RecordedSeries } from './recorded-series';

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

/** What a recording link records, and how much of it to expect over a whole run. */
export interface LinkRecording {
  /** The queue, sojourn, drop-event and threshold series, and the departures (monitored links). */
  series: boolean;
  /** The packet events (monitored links, and the reverse of each: the mechanism view's ACK lane). */
  packets: boolean;
  /** Packets expected through the link over a whole run (0: unknown, or a streaming run), to size the storage. */
  expectedPackets: number;
  /** The departures per bin and flow (series only; metrics/departure-bins.ts). */
  departures: DepartureBins | null;
}

/**
 * The recording of one link: its queue and queueing-delay series, its drop events, the
 * discipline's moving thresholds, the packet events and the departures. A LinkMonitor hands each
 * of its hooks' recording to one call of this class, and only on the links that record (its `rec`
 * is null elsewhere).
 *
 * Why apart from LinkMonitor: the monitor's hooks run on every link, several times per packet.
 * With the recording inside them (behind `recordSeries` / `recordPackets`, in methods of their
 * own), a series-on run compiled them with the recording inlined, and the links' code that calls
 * them inlined less; the recording link's departures went through a second transmission observer
 * (a DepartureTap in front of the monitor), so the link's call to its observer saw two classes.
 * Now the monitor is every link's only observer and its hooks make one call here
 * (docs/benchmarks.md, issue 38, eleventh session).
 *
 * Every row is recorded in the order the monitor's hooks recorded it before, and takes the record
 * budget at the same point, so a run is cut at the same row.
 */
export class LinkRecorder {
  readonly packets: PacketEventLog;
  /** One row per queue change: time, backlog, then the discipline's gauges (RED: avg, maxP). */
  readonly queue: RecordedSeries<string>;
  /** Queueing delay of each packet when it leaves the discipline (the queueing-delay plot). */
  readonly sojourn: RecordedSeries<'t' | 'delay' | 'flow'>;
  /** Drops and marks: time, drop-reason code, flow, sequence number. */
  readonly events = new Series(['t', 'kind', 'flow', 'seq'] as const);
  /** The discipline's thresholds whenever they move (RED's dynamic thresholds; fixed ones are in the result). */
  readonly thresholds: Series<string>;
  readonly departures: DepartureBins | null;
  private readonly series: boolean;
  private readonly recordPackets: boolean;
  private readonly rowValues: number;

  constructor(
    private readonly gauges: readonly GaugeReader[],
    thresholdKeys: readonly string[],
    wire: WireTiming,
    private readonly budget: RecordBudget,
    what: LinkRecording,
  ) {
    this.series = what.series;
    this.recordPackets = what.packets;
    this.departures = what.departures;
    this.rowValues = 3 + gauges.length;
    const expected = what.expectedPackets;
    const rows = (perPacket: number, width: number) => (what.series ? Math.floor(budget.presize(Math.ceil(expected * perPacket) * width) / width) : 0);
    this.packets = new PacketEventLog(PACKET_EVENT_BUDGET_BYTES, wire, what.packets ? Math.ceil(expected * ROWS_PER_PACKET.packetEvents) : 0);
    this.queue = new RecordedSeries(['t', 'packets', 'bytes', ...gauges.map((g) => g.key)], rows(ROWS_PER_PACKET.queue, this.rowValues));
    this.sojourn = new RecordedSeries(['t', 'delay', 'flow'] as const, rows(ROWS_PER_PACKET.sojourn, SOJOURN_VALUES));
    this.thresholds = new Series(['t', ...thresholdKeys]);
  }

  /** A packet accepted into the discipline, which then holds `packets` / `bytes`. */
  enqueue(p: Packet, now: number, packets: number, bytes: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Enqueue, p.size);
    if (this.series) this.queueRow(now, packets, bytes);
  }

  /** A packet that left the discipline after `delay` seconds, which then holds `packets` / `bytes`. */
  dequeue(p: Packet, now: number, delay: number, packets: number, bytes: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Dequeue, p.size);
    if (!this.series) return;
    this.sojournRow(now, delay, p.flowId);
    this.queueRow(now, packets, bytes);
  }

  /** A packet that passed an empty discipline at once (LinkMonitor.onPassThrough): an enqueue then a dequeue. */
  passThrough(p: Packet, now: number, delay: number): void {
    if (this.recordPackets) {
      this.packetEvent(p, now, PacketEventKind.Enqueue, p.size);
      this.packetEvent(p, now, PacketEventKind.Dequeue, p.size);
    }
    if (!this.series) return;
    this.queueRow(now, 1, p.size);
    this.sojournRow(now, delay, p.flowId);
    this.queueRow(now, 0, 0);
  }

  /** A transmission of `wireBytes` starting now and ending at `end`. */
  txStart(p: Packet, now: number, wireBytes: number, end: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.TxStart, wireBytes);
    if (this.departures !== null) this.departures.add(p.flowId, end, wireBytes);
  }

  /** The packet event of a drop or mark (`kind`: PacketEventKind.Drop or Mark; `reason`: drop-reason code). */
  dropEvent(p: Packet, now: number, kind: number, reason: number, prob: number, fromQueue: boolean): void {
    if (this.recordPackets) this.packetEvent(p, now, kind, p.size, reason, prob, fromQueue ? PacketEventFlag.FromQueue : 0);
  }

  /** A row of the drop-event series (after the flow's own rows for the same drop). */
  dropRow(p: Packet, now: number, reason: number): void {
    if (!this.series || !this.budget.take(4, now)) return;
    const c = this.events.columns;
    c.t.push(now);
    c.kind.push(reason);
    c.flow.push(p.flowId);
    c.seq.push(p.seq);
  }

  /** One row of the queue series: time, backlog, the discipline's gauges. */
  queueRow(now: number, packets: number, bytes: number): void {
    if (!this.series || !this.budget.take(this.rowValues, now)) return;
    const r = this.queue;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = now;
    c[1][i] = packets;
    c[2][i] = bytes;
    const g = this.gauges;
    for (let k = 0; k < g.length; k++) c[3 + k][i] = g[k].read();
  }

  /** The discipline's thresholds moved. */
  thresholdRow(values: readonly number[], now: number): void {
    if (!this.series || !this.budget.take(1 + values.length, now)) return;
    const names = this.thresholds.names;
    const c = this.thresholds.columns;
    c.t.push(now);
    for (let i = 0; i < values.length; i++) c[names[i + 1]].push(values[i]);
  }

  /** One row of the queueing-delay series. */
  private sojournRow(now: number, delay: number, flow: number): void {
    if (!this.budget.take(SOJOURN_VALUES, now)) return;
    const r = this.sojourn;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = now;
    c[1][i] = delay;
    c[2][i] = flow;
  }

  /** One packet event (recording never touches the queue, the RNG or the event order). */
  private packetEvent(p: Packet, now: number, kind: number, bytes: number, reason = NO_REASON, prob = NO_PROBABILITY, flags = 0): void {
    if (p.isRetransmission) flags |= PacketEventFlag.Retransmission;
    if (p.payload === 0) flags |= PacketEventFlag.NoPayload;
    this.packets.push(now, kind, p.flowId, p.seq, bytes, reason, prob, flags);
  }
}
