import type { Link, LinkTxObserver } from '../sim-core/net/link';
import type { NetNode, NodeTap } from '../sim-core/net/node';
import { Flag, Proto, type Packet } from '../sim-core/net/packet';
import type { DropReasonId, QueueDisc, QueueObserver } from '../sim-core/queues/queue-disc';
import { ECN_MARK } from '../sim-core/queues/queue-disc';
import { dropReasonCode } from '../sim-core/queues/registry';
import type { Simulation } from '../sim-core/scenario/simulation';
import { TcpReceiver } from '../sim-core/tcp/receiver';
import { TcpSender } from '../sim-core/tcp/sender';
import { initialSeq, nodeAddress, RECEIVER_PORT, senderPort, windowShiftFor } from './addressing';
import { GrowableColumns } from './growable';
import { EVENT_COLUMNS, EventKind, NO_REASON, NOT_APPLICABLE, PACKET_COLUMNS, SenderState, type CaptureFlow, type Recording } from './recording';

/** TTL a host gives the packets it originates (Linux's default). */
export const INITIAL_TTL = 64;

/** Default bound on recorded events: about 110 MB of columns; a run beyond it is cut and says so. */
export const DEFAULT_MAX_CAPTURE_EVENTS = 2_000_000;

interface FlowState extends CaptureFlow {
  /** The receiver has sent its FIN (its later segments sit one past it). */
  ackFinSent: boolean;
  /** The sender has received the receiver's FIN (its ACK field covers it). */
  dataFinReceived: boolean;
  rcvWindow: number;
  /** Last drop (event row) of each data sequence offset, for "which drop does this retransmission repair". */
  drops: Map<number, number>;
  /** The TCP sender, whose counters say what it made of each ACK. */
  agent: TcpSender | null;
  /** The last ACK delivered to the sender (packet row, -1: none) and the sender's counters before it. */
  lastAck: number;
  dupsBefore: number;
  recoveriesBefore: number;
}

/**
 * The full-capture recorder: attached to a Simulation before it runs, it sees every packet at
 * every host (a NodeTap) and at every link (it stands between each queue and link and their
 * metrics observers, passing every call on). It changes nothing in the run: it only reads.
 * A normal run has no recorder, so it costs nothing there.
 */
export class CaptureRecorder implements NodeTap {
  private readonly ev = new GrowableColumns(EVENT_COLUMNS, 4096);
  private readonly pk = new GrowableColumns(PACKET_COLUMNS, 2048);
  private readonly sackEdges: number[] = [];
  /** Live packets → their packet row (forgotten when the packet is delivered or dropped). */
  private readonly rows = new Map<Packet, number>();
  private readonly ttl = new Map<Packet, number>();
  private readonly flowStates: (FlowState | undefined)[] = [];
  private readonly ipIds: number[];
  private truncated = false;

  constructor(
    private readonly simulation: Simulation,
    private readonly maxEvents = DEFAULT_MAX_CAPTURE_EVENTS,
  ) {
    const net = simulation.topo.net;
    this.ipIds = net.nodes.map(() => 0);
    for (const n of net.nodes) n.tap = this;
    for (const l of net.links) this.standBetween(l);
  }

  private get now(): number {
    return this.simulation.sim.now;
  }

  /** Pass every queue and wire call on to the metrics observer, recording it on the way. */
  private standBetween(l: Link): void {
    const q = l.qdisc;
    const queueObserver = q.observer;
    const txObserver = l.txObserver;
    const self = this;
    const tee: QueueObserver = {
      onEnqueue(p, now) {
        queueObserver?.onEnqueue(p, now);
        self.linkEvent(EventKind.enqueued, p, l, now, NO_REASON, Number.NaN);
      },
      onDequeue(p, now) {
        queueObserver?.onDequeue(p, now);
        self.linkEvent(EventKind.dequeued, p, l, now, NO_REASON, now - p.enqueuedAt);
      },
      onDrop(p, now, reason: DropReasonId, fromQueue?: boolean) {
        queueObserver?.onDrop(p, now, reason, fromQueue);
        self.dropEvent(p, l, now, reason, fromQueue ? now - p.enqueuedAt : Number.NaN);
      },
      onThresholds: queueObserver?.onThresholds ? (v, now) => queueObserver.onThresholds!(v, now) : undefined,
    };
    q.observer = tee;
    const tx: LinkTxObserver = {
      onTxStart(p, now, wireBytes) {
        txObserver?.onTxStart(p, now, wireBytes);
        self.linkEvent(EventKind.transmitted, p, l, now, NO_REASON, Number.NaN);
      },
      onLinkLoss(p, now) {
        txObserver?.onLinkLoss(p, now);
        self.dropEvent(p, l, now, 'linkLoss', Number.NaN);
      },
    };
    l.txObserver = tx;
  }

  // ---- hosts ------------------------------------------------------------------------------------

  onNodePacket(node: NetNode, p: Packet): void {
    // Past the event budget nothing more is kept (not even new packets' headers).
    if (this.truncated) return;
    if (p.src === node.index) {
      this.ttl.set(p, INITIAL_TTL);
      const row = this.newPacket(node, p);
      this.event(EventKind.sent, row, node.index, p, -1, -1, NO_REASON, Number.NaN, Number.NaN, Number.NaN);
      return;
    }
    const row = this.rows.get(p);
    if (row === undefined) return;
    if (p.dst !== node.index) {
      // A router forwards it: one hop less to live.
      this.ttl.set(p, (this.ttl.get(p) ?? INITIAL_TTL) - 1);
      return;
    }
    const f = this.flowStates[p.flowId];
    if (f && p.proto === Proto.Tcp && node.index === f.sender && !this.pk.cols.forward[row]) {
      if (p.flags & Flag.FIN) f.dataFinReceived = true;
      this.ackReachedSender(f, row);
    }
    this.event(EventKind.delivered, row, node.index, p, -1, -1, NO_REASON, Number.NaN, Number.NaN, Number.NaN);
    this.forget(p);
  }

  /**
   * What the sender made of an ACK shows in its counters, which change only while it handles
   * that ACK: so the change between one ACK's arrival and the next one's belongs to the first.
   */
  private ackReachedSender(f: FlowState, row: number): void {
    if (f.agent === null) return;
    this.settleLastAck(f);
    f.lastAck = row;
  }

  private settleLastAck(f: FlowState): void {
    if (f.agent === null) return;
    const k = f.agent.trace.counters;
    if (f.lastAck >= 0) {
      this.pk.cols.dupAck[f.lastAck] = k.dupAcks - f.dupsBefore;
      this.pk.cols.fastRetransmit[f.lastAck] = k.fastRecoveries - f.recoveriesBefore;
    }
    f.dupsBefore = k.dupAcks;
    f.recoveriesBefore = k.fastRecoveries;
  }

  private flowState(node: NetNode, p: Packet): FlowState {
    let f = this.flowStates[p.flowId];
    if (f === undefined) {
      f = {
        id: p.flowId,
        proto: p.proto === Proto.Tcp ? 'tcp' : 'udp',
        sender: -1,
        receiver: -1,
        srcPort: senderPort(p.flowId),
        dstPort: RECEIVER_PORT,
        isnData: initialSeq(p.flowId, 'data'),
        isnAck: initialSeq(p.flowId, 'ack'),
        windowShift: -1,
        sack: false,
        ecn: false,
        ackFinSent: false,
        dataFinReceived: false,
        rcvWindow: 65535,
        drops: new Map(),
        agent: null,
        lastAck: -1,
        dupsBefore: 0,
        recoveriesBefore: 0,
      };
      this.flowStates[p.flowId] = f;
    }
    if (f.sender < 0) {
      const agent = node.agentOf(p.flowId);
      // The data direction is the sender's; a UDP source's packets are all data.
      const isSender = agent instanceof TcpSender || (p.proto === Proto.Udp && !(agent instanceof TcpReceiver));
      if (isSender || agent instanceof TcpReceiver) {
        f.sender = isSender ? p.src : p.dst;
        f.receiver = isSender ? p.dst : p.src;
      }
      if (agent instanceof TcpSender) {
        f.agent = agent;
        f.rcvWindow = agent.cfg.rcvWindow;
        f.windowShift = agent.cfg.handshake ? windowShiftFor(agent.cfg.rcvWindow) : -1;
        f.sack = agent.cfg.sack;
        f.ecn = agent.cfg.ecn;
      }
    }
    return f;
  }

  private newPacket(node: NetNode, p: Packet): number {
    const f = this.flowState(node, p);
    const r = this.pk.add();
    const c = this.pk.cols;
    this.rows.set(p, r);
    const forward = p.src === f.sender || f.sender < 0;
    c.flow[r] = p.flowId;
    c.src[r] = p.src;
    c.dst[r] = p.dst;
    c.proto[r] = p.proto;
    c.flags[r] = p.flags;
    c.seq[r] = p.seq;
    c.ack[r] = p.ack;
    c.seqLen[r] = p.seqLen;
    c.payload[r] = p.payload;
    c.size[r] = p.size;
    c.forward[r] = forward ? 1 : 0;
    c.retransmission[r] = p.isRetransmission ? 1 : 0;
    c.ipId[r] = this.ipIds[node.index]++ & 0xffff;
    c.repairs[r] = -1;
    c.repairedBy[r] = -1;
    c.dupAck[r] = NOT_APPLICABLE;
    c.fastRetransmit[r] = NOT_APPLICABLE;
    c.cwnd[r] = Number.NaN;
    c.ssthresh[r] = Number.NaN;
    c.state[r] = SenderState.None;
    c.sackAt[r] = this.sackEdges.length;
    c.sackCount[r] = 0;
    if (p.sack !== null) {
      for (const x of p.sack) this.sackEdges.push(x);
      c.sackCount[r] = p.sack.length / 2;
    }
    if (p.proto === Proto.Tcp) this.tcpFields(f, p, r, forward, node);
    return r;
  }

  /** The TCP header's sequence, acknowledgement and window fields as the sending end would fill them. */
  private tcpFields(f: FlowState, p: Packet, r: number, forward: boolean, node: NetNode): void {
    const c = this.pk.cols;
    const syn = (p.flags & Flag.SYN) !== 0;
    const fin = (p.flags & Flag.FIN) !== 0;
    if (forward) {
      c.tcpSeq[r] = syn ? f.isnData : (f.isnData + 1 + p.seq) >>> 0;
      c.tcpAck[r] = syn ? 0 : (f.isnAck + 1 + (f.dataFinReceived ? 1 : 0)) >>> 0;
      const agent = node.agentOf(p.flowId);
      if (agent instanceof TcpSender && p.payload > 0) {
        c.cwnd[r] = agent.cwnd;
        c.ssthresh[r] = agent.ssthresh;
        c.state[r] = agent.inRecovery ? SenderState.Recovery : agent.cwnd < agent.ssthresh ? SenderState.SlowStart : SenderState.CongestionAvoidance;
      }
      if (p.isRetransmission) {
        const d = f.drops.get(p.seq);
        if (d !== undefined) {
          c.repairs[r] = d;
          c.repairedBy[this.ev.cols.packet[d]] = r;
          f.drops.delete(p.seq);
        }
      }
    } else {
      c.tcpSeq[r] = syn ? f.isnAck : (f.isnAck + 1 + (f.ackFinSent && !fin ? 1 : 0)) >>> 0;
      c.tcpAck[r] = (f.isnData + 1 + p.ack) >>> 0;
      if (fin) f.ackFinSent = true;
    }
    // RFC 7323: the window field of a SYN is never scaled.
    const shift = syn || f.windowShift < 0 ? 0 : f.windowShift;
    c.window[r] = Math.min(65535, Math.floor(f.rcvWindow / 2 ** shift));
  }

  // ---- links ------------------------------------------------------------------------------------

  private linkEvent(kind: number, p: Packet, l: Link, now: number, reason: number, sojourn: number): void {
    const row = this.rows.get(p);
    if (row === undefined) return;
    this.event(kind, row, l.id, p, l.qdisc.packets, l.qdisc.bytes, reason, Number.NaN, Number.NaN, sojourn, now);
  }

  private dropEvent(p: Packet, l: Link, now: number, reason: DropReasonId, sojourn: number): void {
    const row = this.rows.get(p);
    if (row === undefined) return;
    const q = l.qdisc;
    const mark = reason === ECN_MARK;
    const e = this.event(mark ? EventKind.marked : EventKind.dropped, row, l.id, p, q.packets, q.bytes, dropReasonCode(reason), q.decisionProbability ?? Number.NaN, averageQueue(q), sojourn, now);
    if (mark) return;
    const f = this.flowStates[p.flowId];
    if (f && e >= 0 && this.pk.cols.forward[row] && p.payload > 0) f.drops.set(p.seq, e);
    this.forget(p);
  }

  private forget(p: Packet): void {
    this.rows.delete(p);
    this.ttl.delete(p);
  }

  private event(kind: number, packet: number, at: number, p: Packet, qp: number, qb: number, reason: number, prob: number, avg: number, sojourn: number, t = this.now): number {
    if (this.ev.length >= this.maxEvents) {
      this.truncated = true;
      return -1;
    }
    const i = this.ev.add();
    const c = this.ev.cols;
    c.t[i] = t;
    c.kind[i] = kind;
    c.packet[i] = packet;
    c.at[i] = at;
    c.ecn[i] = p.ecn;
    c.ttl[i] = this.ttl.get(p) ?? INITIAL_TTL;
    c.queuePackets[i] = qp;
    c.queueBytes[i] = qb;
    c.reason[i] = reason;
    c.prob[i] = prob;
    c.avg[i] = avg;
    c.sojourn[i] = sojourn;
    return i;
  }

  /** Stop recording (the run goes on if the caller continues it) and hand over what was kept. */
  finish(): Recording {
    const net = this.simulation.topo.net;
    for (const n of net.nodes) n.tap = null;
    for (const f of this.flowStates) if (f) this.settleLastAck(f);
    return {
      name: this.simulation.scenario.name ?? 'scenario',
      nodes: net.nodes.map((n) => ({ name: n.name, kind: n.kind, address: nodeAddress(n.index) })),
      links: net.links.map((l) => ({ name: l.name, from: l.from.index, to: l.to.index })),
      flows: this.flowStates.filter((f): f is FlowState => f !== undefined).map(({ ackFinSent: _a, dataFinReceived: _d, rcvWindow: _w, drops: _m, agent: _s, lastAck: _l, dupsBefore: _b, recoveriesBefore: _r, ...flow }) => flow),
      events: this.ev.trimmed(),
      eventCount: this.ev.length,
      packets: this.pk.trimmed(),
      packetCount: this.pk.length,
      sack: Float64Array.from(this.sackEdges),
      endTime: this.simulation.now,
      truncated: this.truncated,
    };
  }
}

/** RED's average queue (its `avg` gauge) at this moment; NaN for disciplines without one. */
function averageQueue(q: QueueDisc): number {
  for (const g of q.gauges) if (g.key === 'avg') return g.read();
  return Number.NaN;
}
