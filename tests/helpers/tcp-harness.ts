/**
 * A TCP sender on a bench: no network, no receiver. Packets the sender emits are captured by a
 * stub node; ACKs are written by hand and delivered at chosen simulated times, so the window
 * arithmetic of RFC 5681 / 6582 / 6298 can be checked segment by segment.
 */
import { RecordBudget } from '../../src/sim-core/metrics/record-budget';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { FlowTrace } from '../../src/sim-core/metrics/flow-trace';
import { NetNode } from '../../src/sim-core/net/node';
import { Flag, IP_HEADER, Packet, Proto, TCP_HEADER } from '../../src/sim-core/net/packet';
import { TCP_DEFAULTS, type TcpConfig } from '../../src/sim-core/tcp/config';
import { TcpSender } from '../../src/sim-core/tcp/sender';
import { makeCongestionControl, makeLossRecovery } from '../../src/sim-core/tcp/registry';

/** A node that swallows whatever the sender hands it, in order. */
export class CaptureNode extends NetNode {
  readonly captured: Packet[] = [];
  override receive(p: Packet): void {
    this.captured.push(p);
  }
}

export const SENDER_NODE = 0;
export const RECEIVER_NODE = 1;
const FLOW = 7;

export interface Bench {
  sim: Simulator;
  node: CaptureNode;
  sender: TcpSender;
  trace: FlowTrace;
  cfg: TcpConfig;
  mss: number;
  /** Run the simulator up to time t (timers due by then fire). */
  runTo(t: number): void;
  /** Deliver `p` to the sender at simulated time t (≥ now), running everything due before. */
  deliverAt(t: number, p: Packet): void;
  /** Data segments captured so far (payload > 0). */
  dataSegments(): Packet[];
  /** Captured packets from index `from` on. */
  capturedSince(from: number): Packet[];
}

/** Build a sender with `overrides` on top of TCP_DEFAULTS (delayed ACK is a receiver matter). */
export function makeBench(overrides: Partial<TcpConfig>, bytes: number | null = 10_000_000): Bench {
  const sim = new Simulator();
  const node = new CaptureNode(SENDER_NODE, 'S', 'host');
  const cfg: TcpConfig = { ...TCP_DEFAULTS, ...overrides };
  const trace = new FlowTrace(FLOW, 0, true, { from: 0, to: Number.POSITIVE_INFINITY }, new RecordBudget(1e9));
  const sender = new TcpSender(
    sim,
    FLOW,
    node,
    RECEIVER_NODE,
    cfg,
    bytes,
    makeCongestionControl(cfg),
    makeLossRecovery(cfg),
    trace,
    () => {},
  );
  const runTo = (t: number) => {
    sim.run(t);
  };
  const deliverAt = (t: number, p: Packet) => {
    sim.at(t, 0, () => sender.receive(p));
    sim.run(t);
  };
  return {
    sim,
    node,
    sender,
    trace,
    cfg,
    mss: cfg.mss,
    runTo,
    deliverAt,
    dataSegments: () => node.captured.filter((p) => p.payload > 0),
    capturedSince: (from: number) => node.captured.slice(from),
  };
}

export function synAck(): Packet {
  const p = new Packet(FLOW, Proto.Tcp, RECEIVER_NODE, SENDER_NODE, IP_HEADER + TCP_HEADER);
  p.flags = Flag.SYN | Flag.ACK;
  return p;
}

/** A pure cumulative ACK (optionally with SACK blocks as [start, end, ...]). */
export function ackPacket(ack: number, sack: number[] | null = null): Packet {
  const p = new Packet(FLOW, Proto.Tcp, RECEIVER_NODE, SENDER_NODE, IP_HEADER + TCP_HEADER);
  p.flags = Flag.ACK;
  p.ack = ack;
  p.sack = sack;
  return p;
}

/**
 * Start the connection at t = 0 and complete the handshake at `rtt` (one RTT sample = rtt).
 * Returns the bench with the initial window already on the (captured) wire.
 */
export function established(overrides: Partial<TcpConfig>, rtt = 0.1, bytes: number | null = 10_000_000): Bench {
  const b = makeBench(overrides, bytes);
  b.sim.at(0, 0, () => b.sender.start());
  b.runTo(0);
  b.deliverAt(rtt, synAck());
  return b;
}
