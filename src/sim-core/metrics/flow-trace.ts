import { Column, Series, type BufferSource } from './column';
import { CAUSED_BY_LOSS, CONGESTION_COLUMNS, CongestionEvent, MAX_CONGESTION_EVENTS_PER_FLOW } from './congestion-events';
import { DelayHistogram } from './delay-histogram';
import { RecordedSeries } from './recorded-series';
import type { RecordBudget } from './record-budget';
import { SeqEvent } from '../net/seq-events';
import { CALL_DELAY_BAR } from './call-delay-bar';

export { SeqEvent };
export const SEQ_EVENT_NAMES = ['send', 'retransmit', 'ack', 'drop', 'link-loss', 'ecn-mark', 'receive'] as const;

/** Counters of one flow, filled by its sender, receiver and the queues it crosses. */
export interface FlowCounters {
  startAt: number;
  /** SYN-ACK received by the sender (NaN until then). */
  connectedAt: number;
  firstDataAt: number;
  /** Cumulative ACK covering the last data byte. */
  dataAckedAt: number;
  /** ACK of the FIN: the end of the thesis's "elapsed time". */
  finAckedAt: number;
  /** Receiver has every byte in order. */
  rxCompleteAt: number;
  synSent: number;
  dataPacketsSent: number;
  dataBytesSent: number;
  /** … of which sent inside the measurement window (first transmissions and retransmissions). */
  dataBytesSentInWindow: number;
  retransmittedPackets: number;
  retransmittedBytes: number;
  dupAcks: number;
  tripleDupAcks: number;
  fastRecoveries: number;
  timeouts: number;
  ecnReductions: number;
  queueDrops: number;
  linkLosses: number;
  ecnMarks: number;
  /** In-order application bytes delivered to the receiver. */
  deliveredBytes: number;
  /** … of which inside the measurement window. */
  deliveredInWindow: number;
  /** When the receiver last got in-order bytes (NaN before): where a UDP stream that stopped sending ends its active time. */
  lastDeliveredAt: number;
  /** UDP: packets the source will send, and packets sent and received. */
  packetsPlanned: number;
  packetsSent: number;
  packetsReceived: number;
  /**
   * One-way delay (transmission at the sender → arrival at the receiver) of the data packets that
   * arrived in the window, TCP and UDP alike (a retransmission counts from its own transmission).
   */
  oneWayDelay: DelayHistogram;
  /** … of which delayed more than ONE_WAY_DELAY_LIMIT. */
  oneWayOverLimit: number;
  failed: boolean;
}

export function newFlowCounters(startAt: number): FlowCounters {
  return {
    startAt,
    connectedAt: Number.NaN,
    firstDataAt: Number.NaN,
    dataAckedAt: Number.NaN,
    finAckedAt: Number.NaN,
    rxCompleteAt: Number.NaN,
    synSent: 0,
    dataPacketsSent: 0,
    dataBytesSent: 0,
    dataBytesSentInWindow: 0,
    retransmittedPackets: 0,
    retransmittedBytes: 0,
    dupAcks: 0,
    tripleDupAcks: 0,
    fastRecoveries: 0,
    timeouts: 0,
    ecnReductions: 0,
    queueDrops: 0,
    linkLosses: 0,
    ecnMarks: 0,
    deliveredBytes: 0,
    deliveredInWindow: 0,
    lastDeliveredAt: Number.NaN,
    packetsPlanned: 0,
    packetsSent: 0,
    packetsReceived: 0,
    oneWayDelay: new DelayHistogram(),
    oneWayOverLimit: 0,
    failed: false,
  };
}

/**
 * The one-way delay a voice call tolerates (call-delay-bar.ts, ITU-T G.114); a flow's share of
 * packets over it is the catalogue's flow.oneWayLateShare.
 */
export const ONE_WAY_DELAY_LIMIT = CALL_DELAY_BAR.seconds;

/** Key of a SYN (or SYN-ACK) in the loss memory: data segments are keyed by their sequence number. */
export const SYN_KEY = -1;
/** Losses (and marks) remembered per flow until an event claims them; the oldest go first. */
const MAX_REMEMBERED = 4096;

/** Where and when a packet was dropped or marked. */
interface Loss {
  t: number;
  link: number;
}

function remember(m: Map<number, Loss>, key: number, loss: Loss): void {
  m.delete(key); // re-inserted last: the map's order is the order of the latest losses
  m.set(key, loss);
  if (m.size > MAX_REMEMBERED) m.delete(m.keys().next().value as number);
}

/**
 * Rows each series is expected to hold per packet the flow is expected to create (both directions,
 * scenario/cost-estimate.ts): the seq series has a row per send, retransmission and ACK, cwnd and
 * rtt a row per ACK at most, delivered a row per data arrival. Used only to size the storage once
 * (an estimate that falls short costs a doubling, one too large costs zeroed memory and the
 * collector's time). The 60-s S2 dumbbell with 10 and 50 flows, tail drop and RED, recorded 0.72–0.75
 * seq, 0.26–0.31 cwnd and rtt and 0.40–0.46 delivered rows per estimated packet over all flows;
 * flows sharing a bottleneck are estimated at equal shares, so the factors leave room for a flow
 * with half as much again as its share (the largest of 10 had 1.47 times the mean).
 */
const ROWS_PER_PACKET = { seq: 1.1, cwnd: 0.35, rtt: 0.35, delivered: 0.7 } as const;

/** Everything recorded about one flow: counters always, series when recording is on. */
export class FlowTrace {
  readonly counters: FlowCounters;
  /** The per-packet series, a row at a time into columns sized for the run (metrics/recorded-series.ts). */
  private readonly cwndRows: RecordedSeries<'t' | 'cwnd' | 'ssthresh'>;
  private readonly rttRows: RecordedSeries<'t' | 'srtt' | 'rto'>;
  private readonly seqRows: RecordedSeries<'t' | 'kind' | 'seq' | 'len' | 'link'>;
  private readonly deliveredRows: RecordedSeries<'t' | 'bytes'>;

  /** The congestion window over time (one row per change). */
  get cwnd(): RecordedSeries<'t' | 'cwnd' | 'ssthresh'> {
    return this.cwndRows;
  }

  /** Smoothed RTT and RTO at each RTT sample. */
  get rtt(): RecordedSeries<'t' | 'srtt' | 'rto'> {
    return this.rttRows;
  }

  /** The sequence plot's rows: sends, retransmissions, ACKs, drops, marks (SeqEvent codes). */
  get seq(): RecordedSeries<'t' | 'kind' | 'seq' | 'len' | 'link'> {
    return this.seqRows;
  }

  /** Cumulative in-order bytes at the receiver over time (for throughput plots). */
  get delivered(): RecordedSeries<'t' | 'bytes'> {
    return this.deliveredRows;
  }

  /**
   * Store the RTT series' rows (they still count against the record budget either way, so a run
   * is cut at the same point). A streaming run turns this off: its batches carry no RTT series,
   * and rows nobody takes would only pile up for the whole run.
   */
  keepRtt = true;
  /**
   * The congestion control's own state over time (its registry entry's `telemetry` keys, e.g.
   * CUBIC's W_max, BBR's state and estimates): one row per change; null when it declares none.
   */
  ccState: Series<string> | null = null;
  /**
   * The sender's congestion events (congestion-events.ts); capped on their own, outside the series
   * budget. Written a row at a time (RecordedSeries.claim) rather than a push per column: thirteen
   * pushes, each with its own capacity check and growth path, made congestionEvent a large graph
   * for the optimizing compiler, which compiles it in a process's second run (it is called a few
   * hundred times a run): ~15 M instructions of a warm series-on run (issue 38, twentieth session).
   */
  readonly congestion = new RecordedSeries(CONGESTION_COLUMNS);
  /**
   * The latest drop (or link loss) and the latest ECN mark of each of this flow's segments,
   * until a congestion event it caused claims it (observation only: the links' monitors report
   * them, the sender's events look them up).
   */
  private readonly losses = new Map<number, Loss>();
  private readonly marks = new Map<number, Loss>();
  /** Sequence number of the CE-marked segment that turned the receiver's ECN echo on (NaN: none). */
  private echoCause = Number.NaN;

  /** UDP: sequence number of the source's last packet, and who wants to know when it is gone. */
  lastSeq = -1;
  onLastPacketGone: (() => void) | null = null;
  /** TCP: called once when the receiver holds every byte (a web server then answers). */
  onRxComplete: (() => void) | null = null;

  constructor(
    readonly flowId: number,
    startAt: number,
    readonly recordSeries: boolean,
    private readonly window: { from: number; to: number },
    private readonly budget: RecordBudget,
    /** Further measurement windows: each counts delivered bytes and UDP delays of its own. */
    moreWindows: readonly { from: number; to: number }[] = [],
    /** Packets the flow is expected to create over a whole run (0: unknown, or a streaming run), to size the series' storage. */
    expectedPackets = 0,
    /** Where a whole run's recording storage comes from (Simulation's `storage`); none: fresh. */
    storage?: BufferSource,
  ) {
    this.counters = newFlowCounters(startAt);
    const rows = (perPacket: number, width: number) => (recordSeries ? Math.floor(budget.presize(Math.ceil(expectedPackets * perPacket) * width) / width) : 0);
    this.cwndRows = new RecordedSeries(['t', 'cwnd', 'ssthresh'] as const, rows(ROWS_PER_PACKET.cwnd, 3), storage);
    this.rttRows = new RecordedSeries(['t', 'srtt', 'rto'] as const, rows(ROWS_PER_PACKET.rtt, 3), storage);
    this.seqRows = new RecordedSeries(['t', 'kind', 'seq', 'len', 'link'] as const, rows(ROWS_PER_PACKET.seq, 5), storage);
    this.deliveredRows = new RecordedSeries(['t', 'bytes'] as const, rows(ROWS_PER_PACKET.delivered, 2), storage);
    this.more = moreWindows.map((w) => ({ from: w.from, to: w.to, delivered: 0, dataBytesSent: 0, oneWayDelay: new DelayHistogram(), oneWayOverLimit: 0 }));
  }

  private readonly more: { from: number; to: number; delivered: number; dataBytesSent: number; oneWayDelay: DelayHistogram; oneWayOverLimit: number }[];

  /** The counters as window `j` sees them (0: the main window, `counters` itself). */
  countersIn(j: number): FlowCounters {
    if (j === 0) return this.counters;
    const w = this.more[j - 1];
    return { ...this.counters, deliveredInWindow: w.delivered, dataBytesSentInWindow: w.dataBytesSent, oneWayDelay: w.oneWayDelay, oneWayOverLimit: w.oneWayOverLimit };
  }

  /** A data packet (TCP or UDP) arrived at the receiver `delay` seconds after it was sent. */
  packetArrival(t: number, delay: number): void {
    const over = delay > ONE_WAY_DELAY_LIMIT ? 1 : 0;
    if (t >= this.window.from && t < this.window.to) {
      this.counters.oneWayDelay.add(delay);
      this.counters.oneWayOverLimit += over;
    }
    for (const w of this.more)
      if (t >= w.from && t < w.to) {
        w.oneWayDelay.add(delay);
        w.oneWayOverLimit += over;
      }
  }

  /** A UDP packet of this flow was received or dropped: is that the end of the flow? */
  packetGone(seq: number): void {
    if (seq === this.lastSeq) this.onLastPacketGone?.();
  }

  seqEvent(t: number, kind: number, seq: number, len: number, link = -1): void {
    if (!this.recordSeries || !this.budget.take(5, t)) return;
    const r = this.seqRows;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = t;
    c[1][i] = kind;
    c[2][i] = seq;
    c[3][i] = len;
    c[4][i] = link;
  }

  /** A row of three values into `r` (the cwnd and rtt series). */
  private row3(r: RecordedSeries<string>, t: number, a: number, b: number): void {
    const i = r.claim();
    const c = r.cols;
    c[0][i] = t;
    c[1][i] = a;
    c[2][i] = b;
  }

  /** A monitored link dropped (`mark` false) or CE-marked a segment of this flow (key: its seq, or SYN_KEY). */
  noteLoss(key: number, t: number, link: number, mark: boolean): void {
    if (this.recordSeries) remember(mark ? this.marks : this.losses, key, { t, link });
  }

  /** The receiver started echoing ECN because of the CE-marked segment at `seq`. */
  echoStarted(seq: number): void {
    this.echoCause = seq;
  }

  /**
   * The drop (or mark) that caused an event of `kind` about `seq`: the latest loss of that
   * segment (of the SYN for a SYN retransmission), or for an ECN echo the mark that turned the
   * receiver's echo on. Claimed once: a later event about the same segment needs a new loss.
   */
  private cause(kind: number, seq: number): Loss | null {
    let m: Map<number, Loss>;
    let key: number;
    if (kind === CongestionEvent.EcnEcho) {
      m = this.marks;
      key = this.echoCause;
    } else if (CAUSED_BY_LOSS.has(kind)) {
      m = this.losses;
      key = kind === CongestionEvent.SynRetransmit ? SYN_KEY : seq;
    } else return null;
    const loss = m.get(key);
    if (loss === undefined) return null;
    m.delete(key);
    return loss;
  }

  congestionEvent(t: number, kind: number, seq: number, cwndBefore: number, cwnd: number, ssthresh: number, detail: number, mss: number, measure = Number.NaN, low = Number.NaN, high = Number.NaN): void {
    if (!this.recordSeries || this.congestion.length >= MAX_CONGESTION_EVENTS_PER_FLOW) return;
    const cause = this.cause(kind, seq);
    const r = this.congestion;
    const i = r.claim();
    // In the order of CONGESTION_COLUMNS.
    const c = r.cols;
    c[0][i] = t;
    c[1][i] = kind;
    c[2][i] = seq;
    c[3][i] = cwndBefore;
    c[4][i] = cwnd;
    c[5][i] = ssthresh;
    c[6][i] = detail;
    c[7][i] = mss;
    c[8][i] = cause?.t ?? Number.NaN;
    c[9][i] = cause?.link ?? Number.NaN;
    c[10][i] = measure;
    c[11][i] = low;
    c[12][i] = high;
  }

  cwndSample(t: number, cwnd: number, ssthresh: number): void {
    if (!this.recordSeries || !this.budget.take(3, t)) return;
    this.row3(this.cwndRows, t, cwnd, ssthresh);
  }

  /** The columns of the congestion control's telemetry (before the flow starts). */
  declareCcTelemetry(keys: readonly string[]): void {
    if (keys.length === 0) return;
    const s = new Series(['t', ...keys]);
    this.ccState = s;
    this.ccColumns = keys.map((k) => s.columns[k]);
    this.ccValues = new Float64Array(keys.length);
  }

  /** The telemetry's value columns, in the order of its keys (ccState's columns after 't'). */
  private ccColumns: Column[] = [];
  /**
   * Where the congestion control writes its telemetry for ccSample (CongestionControl.telemetry),
   * in the order of its keys; one array for the flow's whole run. It was an object per ACK, read
   * by key, and compared with the last row through a closure: an allocation and a closure per
   * ACK of every flow whose congestion control reports state (issue 38, nineteenth session).
   */
  ccValues: Float64Array | null = null;

  /** A row of congestion-control telemetry (the values in ccValues), if any value changed since the last row. */
  ccSample(t: number): void {
    const s = this.ccState;
    const v = this.ccValues;
    if (s === null || v === null || !this.recordSeries) return;
    const n = s.length;
    const cols = this.ccColumns;
    if (n > 0 && this.sameAsRow(n - 1)) return;
    if (!this.budget.take(1 + cols.length, t)) return;
    s.columns.t.push(t);
    for (let i = 0; i < cols.length; i++) cols[i].push(v[i]);
  }

  /** Do ccValues equal row `row` of the telemetry (NaN equal to NaN, 0 not to −0: Object.is)? */
  private sameAsRow(row: number): boolean {
    const v = this.ccValues!;
    const cols = this.ccColumns;
    for (let i = 0; i < cols.length; i++) if (!Object.is(cols[i].data[row], v[i])) return false;
    return true;
  }

  rttSample(t: number, srtt: number, rto: number): void {
    if (!this.recordSeries || !this.budget.take(3, t) || !this.keepRtt) return;
    this.row3(this.rttRows, t, srtt, rto);
  }

  /** The sender put `payload` data bytes on the wire at t (counted for the window's throughput). */
  dataSent(t: number, payload: number): void {
    if (t >= this.window.from && t < this.window.to) this.counters.dataBytesSentInWindow += payload;
    for (const w of this.more) if (t >= w.from && t < w.to) w.dataBytesSent += payload;
  }

  deliver(t: number, bytes: number): void {
    const k = this.counters;
    k.deliveredBytes += bytes;
    k.lastDeliveredAt = t;
    if (t >= this.window.from && t < this.window.to) k.deliveredInWindow += bytes;
    for (const w of this.more) if (t >= w.from && t < w.to) w.delivered += bytes;
    if (!this.recordSeries || !this.budget.take(2, t)) return;
    const r = this.deliveredRows;
    const i = r.claim();
    const c = r.cols;
    c[0][i] = t;
    c[1][i] = k.deliveredBytes;
  }
}
