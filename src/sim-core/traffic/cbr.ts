import { Tag } from '../engine/event-tags';
import type { Simulator } from '../engine/simulator';
import type { FlowTrace } from '../metrics/flow-trace';
import { SeqEvent } from '../net/seq-events';
import type { Agent, NetNode } from '../net/node';
import { type Packet, Proto } from '../net/packet';
import { packetPool } from '../net/packet-pool';

export interface CbrSpec {
  /** IP bytes of each packet (IP 20 + UDP 8 + payload). */
  packetSize: number;
  /** Offered rate in bit/s at the IP layer. */
  rateBps: number;
  start: number;
  /** Seconds of sending; packets go at start, start + T, … while t ≤ start + duration. */
  duration: number;
}

/** UDP constant-bit-rate source: one packet every packetSize·8/rate seconds. */
export class CbrSource {
  private sent = 0;
  private readonly interval: number;
  private readonly total: number;

  private readonly sendFn = () => this.sendNext();
  /** Called as the first packet leaves (the flow becomes active). */
  onStart: (() => void) | null = null;

  constructor(
    private readonly sim: Simulator,
    readonly flowId: number,
    private readonly node: NetNode,
    private readonly dst: number,
    private readonly spec: CbrSpec,
    private readonly trace: FlowTrace,
  ) {
    this.interval = (spec.packetSize * 8) / spec.rateBps;
    // N = floor(duration / T) + 1 packets (seed 000: 50 pkt/s for 40 s → 2001 packets).
    this.total = Math.floor(spec.duration / this.interval + 1e-9) + 1;
    trace.counters.packetsPlanned = this.total;
    trace.lastSeq = this.total - 1;
  }

  start(): void {
    this.sim.at(this.spec.start, Tag.CbrSend, this.sendFn);
  }

  private sendNext(): void {
    if (this.sent === 0) this.onStart?.();
    const p = packetPool.take(this.flowId, Proto.Udp, this.node.index, this.dst, this.spec.packetSize);
    p.seq = this.sent;
    p.payload = this.spec.packetSize - 28;
    p.sentAt = this.sim.now;
    this.trace.counters.packetsSent++;
    this.trace.seqEvent(this.sim.now, SeqEvent.Send, this.sent, 1);
    this.sent++;
    this.node.receive(p);
    // Absolute send times (start + k·T), so rounding never accumulates.
    if (this.sent < this.total) this.sim.at(this.spec.start + this.sent * this.interval, Tag.CbrSend, this.sendFn);
  }
}

/** Counts what arrives; UDP has no acknowledgements. */
export class UdpSink implements Agent {
  constructor(
    private readonly sim: Simulator,
    private readonly trace: FlowTrace,
  ) {}

  receive(p: Packet): void {
    const k = this.trace.counters;
    k.packetsReceived++;
    this.trace.packetArrival(this.sim.now, this.sim.now - p.sentAt);
    this.trace.deliver(this.sim.now, p.payload);
    this.trace.seqEvent(this.sim.now, SeqEvent.Receive, p.seq, 1);
    this.trace.packetGone(p.seq);
  }
}
