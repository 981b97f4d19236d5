import { Series } from './column';
import { DelayHistogram } from './delay-histogram';
import type { RecordBudget } from './record-budget';

/** Kinds of time-sequence events (tcptrace style), as stored in the `kind` column. */
export const SeqEvent = {
  Send: 0,
  Retransmit: 1,
  Ack: 2,
  /** This flow's packet dropped by a queue (column `link` says where). */
  Drop: 3,
  /** Lost on a link by a loss model. */
  LinkLoss: 4,
  /** CE-marked by a queue. */
  EcnMark: 5,
  /** UDP: packet received at the sink. */
  Receive: 6,
} as const;
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
  /** UDP: packets the source will send, and packets sent and received. */
  packetsPlanned: number;
  packetsSent: number;
  packetsReceived: number;
  /** UDP: one-way delay (send to receive) of the packets received in the window. */
  oneWayDelay: DelayHistogram;
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
    packetsPlanned: 0,
    packetsSent: 0,
    packetsReceived: 0,
    oneWayDelay: new DelayHistogram(),
    failed: false,
  };
}

/** Everything recorded about one flow: counters always, series when recording is on. */
export class FlowTrace {
  readonly counters: FlowCounters;
  readonly cwnd = new Series(['t', 'cwnd', 'ssthresh'] as const);
  readonly rtt = new Series(['t', 'srtt', 'rto'] as const);
  readonly seq = new Series(['t', 'kind', 'seq', 'len', 'link'] as const);
  /** Cumulative in-order bytes at the receiver over time (for throughput plots). */
  readonly delivered = new Series(['t', 'bytes'] as const);

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
  ) {
    this.counters = newFlowCounters(startAt);
  }

  /** A UDP packet arrived `delay` seconds after it was sent. */
  udpArrival(t: number, delay: number): void {
    if (t >= this.window.from && t < this.window.to) this.counters.oneWayDelay.add(delay);
  }

  /** A UDP packet of this flow was received or dropped: is that the end of the flow? */
  packetGone(seq: number): void {
    if (seq === this.lastSeq) this.onLastPacketGone?.();
  }

  seqEvent(t: number, kind: number, seq: number, len: number, link = -1): void {
    if (!this.recordSeries || !this.budget.take(5, t)) return;
    const c = this.seq.columns;
    c.t.push(t);
    c.kind.push(kind);
    c.seq.push(seq);
    c.len.push(len);
    c.link.push(link);
  }

  cwndSample(t: number, cwnd: number, ssthresh: number): void {
    if (!this.recordSeries || !this.budget.take(3, t)) return;
    const c = this.cwnd.columns;
    c.t.push(t);
    c.cwnd.push(cwnd);
    c.ssthresh.push(ssthresh);
  }

  rttSample(t: number, srtt: number, rto: number): void {
    if (!this.recordSeries || !this.budget.take(3, t)) return;
    const c = this.rtt.columns;
    c.t.push(t);
    c.srtt.push(srtt);
    c.rto.push(rto);
  }

  deliver(t: number, bytes: number): void {
    const k = this.counters;
    k.deliveredBytes += bytes;
    if (t >= this.window.from && t < this.window.to) k.deliveredInWindow += bytes;
    if (!this.recordSeries || !this.budget.take(2, t)) return;
    this.delivered.columns.t.push(t);
    this.delivered.columns.bytes.push(k.deliveredBytes);
  }
}
