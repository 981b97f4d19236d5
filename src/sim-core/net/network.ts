import { emptySlots } from '../engine/ring';
import type { Simulator } from '../engine/simulator';
import type { QueueDisc } from '../queues/queue-disc';
import { Link } from './link';
import { NetNode } from './node';

export interface LinkSpec {
  rateBps: number;
  delay: number;
  qdisc: QueueDisc;
  framingBytes: number;
  deviceLimit: number;
  name?: string;
}

/** Nodes, unidirectional links and static shortest-path (hop count) routing. */
export class Network {
  readonly nodes: NetNode[] = [];
  readonly links: Link[] = [];
  private readonly byName = new Map<string, NetNode>();

  constructor(private readonly sim: Simulator) {}

  addNode(name: string, kind: 'host' | 'router'): NetNode {
    if (this.byName.has(name)) throw new Error(`duplicate node name "${name}"`);
    const n = new NetNode(this.nodes.length, name, kind);
    this.nodes.push(n);
    this.byName.set(name, n);
    return n;
  }

  node(name: string): NetNode {
    const n = this.byName.get(name);
    if (!n) throw new Error(`unknown node "${name}"`);
    return n;
  }

  addLink(from: NetNode, to: NetNode, spec: LinkSpec): Link {
    const l = new Link(
      this.links.length,
      spec.name ?? `${from.name}->${to.name}`,
      from,
      to,
      spec.rateBps,
      spec.delay,
      spec.qdisc,
      spec.framingBytes,
      spec.deviceLimit,
      this.sim,
    );
    this.links.push(l);
    from.links.push(l);
    return l;
  }

  /**
   * Fill every node's routing table by breadth-first search from each destination over reversed
   * links: fewest hops wins; ties go to the link added first, so routes are deterministic.
   */
  computeRoutes(): void {
    const incoming: Link[][] = this.nodes.map(() => []);
    for (const l of this.links) incoming[l.to.index].push(l);
    for (const n of this.nodes) n.routes = emptySlots<Link>(this.nodes.length);
    for (const dst of this.nodes) {
      const seen = new Uint8Array(this.nodes.length);
      seen[dst.index] = 1;
      let frontier = [dst];
      while (frontier.length > 0) {
        const next: NetNode[] = [];
        for (const v of frontier) {
          for (const l of incoming[v.index]) {
            const u = l.from;
            if (seen[u.index]) continue;
            seen[u.index] = 1;
            u.routes[dst.index] = l;
            next.push(u);
          }
        }
        frontier = next;
      }
    }
  }

  /** The links a packet from `a` to `b` crosses (empty if there is no route). */
  path(a: NetNode, b: NetNode): Link[] {
    const out: Link[] = [];
    let n: NetNode = a;
    while (n !== b && out.length <= this.nodes.length) {
      const l = n.routes[b.index];
      if (!l) return [];
      out.push(l);
      n = l.to;
    }
    return n === b ? out : [];
  }

  /** Is there a route from `a` to `b`? */
  reachable(a: NetNode, b: NetNode): boolean {
    let n: NetNode = a;
    for (let hops = 0; hops <= this.nodes.length; hops++) {
      if (n === b) return true;
      const l = n.routes[b.index];
      if (!l) return false;
      n = l.to;
    }
    return false;
  }
}
