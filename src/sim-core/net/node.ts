import type { HostJitter } from './host-jitter';
import type { Link } from './link';
import type { Packet } from './packet';
import { packetPool } from './packet-pool';

/** Transport endpoint attached to a node (TCP sender/receiver, UDP source/sink). */
export interface Agent {
  receive(p: Packet): void;
}

/**
 * Sees every packet a node is handed: the ones it originates (p.src is the node) and the ones
 * that arrive from a link. Only the full-capture recorder (src/capture/) sets one, on demand.
 * A node with a tap returns no packet to the pool (net/packet-pool.ts): the tap may know
 * packets by their object, so none may come back as another.
 */
export interface NodeTap {
  onNodePacket(node: NetNode, p: Packet): void;
}

/** Called when a packet reaches a node that has no route or no agent for it. */
export type Misdelivery = (node: NetNode, p: Packet) => void;

/** A host or router: forwards by static route, or hands packets addressed to it to an agent. */
export class NetNode {
  /** Outgoing link towards each destination node index (filled by routing). */
  routes: (Link | undefined)[] = [];
  readonly links: Link[] = [];
  /** Agents by flow id (dense: flow ids are small integers). */
  private readonly agents: (Agent | undefined)[] = [];
  onMisdelivery: Misdelivery | null = null;
  /** Packets that started here, and packets that ended here (conservation checks). */
  originated = 0;
  consumed = 0;
  /** Processing jitter for packets this host originates (null: none). */
  jitter: HostJitter | null = null;
  /** The full-capture recorder's tap (null in a normal run: one check per packet, nothing else). */
  tap: NodeTap | null = null;

  constructor(
    readonly index: number,
    readonly name: string,
    readonly kind: 'host' | 'router',
  ) {}

  /** Slots of the agent table (indexed by flow id, so it grows with every web connection). */
  get agentSlots(): number {
    return this.agents.length;
  }

  attach(flowId: number, agent: Agent): void {
    if (this.agents[flowId] !== undefined) throw new Error(`node ${this.name}: flow ${flowId} attached twice`);
    while (this.agents.length < flowId) this.agents.push(undefined);
    this.agents[flowId] = agent;
  }

  /**
   * Replace a finished connection's agent (`closed` absorbs its stragglers), so the agents of
   * thousands of short web connections do not stay alive.
   */
  detach(flowId: number, closed: Agent): void {
    if (this.agents[flowId] !== undefined) this.agents[flowId] = closed;
  }

  /** The agent attached for a flow, if any (the capture recorder reads a sender's window). */
  agentOf(flowId: number): Agent | undefined {
    return this.agents[flowId];
  }

  /** Inject a packet originated here (or arriving from a link). */
  receive(p: Packet): void {
    if (this.tap !== null) this.tap.onNodePacket(this, p);
    if (p.src === this.index) {
      this.originated++;
      if (this.jitter !== null) {
        this.jitter.send(p);
        return;
      }
    }
    this.deliverOrForward(p);
  }

  /**
   * Hand the packet to its agent if it is addressed here, else send it along its route. A
   * delivered packet's life ends when its agent returns (no agent keeps the packet or its SACK
   * list), so it goes back to the pool.
   */
  deliverOrForward(p: Packet): void {
    if (p.dst === this.index) {
      const agent = this.agents[p.flowId];
      if (agent) {
        this.consumed++;
        agent.receive(p);
        if (this.tap === null) packetPool.release(p);
      } else this.onMisdelivery?.(this, p);
      return;
    }
    const link = this.routes[p.dst];
    if (link) link.send(p);
    else this.onMisdelivery?.(this, p);
  }
}
