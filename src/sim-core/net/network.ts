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
    // Why typed arrays: this runs once per run over every node pair (10 000 at the 50-flow
    // dumbbell), so V8 optimizes it; with arrays of nodes built per destination and per level,
    // its optimized code was thrown away ("wrong map") and compiled again in later runs of a
    // process (docs/benchmarks.md, issue 38, twenty-fourth session). A FIFO queue visits nodes in
    // the order the level-by-level search did, so every route is the same.
    const nodes = this.nodes;
    const links = this.links;
    const n = nodes.length;
    // Incoming links per node in the order they were added (a stable counting sort by `to`).
    const inStart = new Int32Array(n + 1);
    for (let i = 0; i < links.length; i++) inStart[links[i].to.index + 1]++;
    for (let v = 0; v < n; v++) inStart[v + 1] += inStart[v];
    const inLinks = new Int32Array(links.length);
    const fill = inStart.slice(0, n);
    for (let i = 0; i < links.length; i++) inLinks[fill[links[i].to.index]++] = i;
    for (let v = 0; v < n; v++) nodes[v].routes = emptySlots<Link>(n);
    const seen = new Uint8Array(n);
    const queue = new Int32Array(n);
    for (let dst = 0; dst < n; dst++) {
      seen.fill(0);
      seen[dst] = 1;
      queue[0] = dst;
      let head = 0;
      let tail = 1;
      while (head < tail) {
        const v = queue[head++];
        for (let k = inStart[v]; k < inStart[v + 1]; k++) {
          const l = links[inLinks[k]];
          const u = l.from.index;
          if (seen[u] !== 0) continue;
          seen[u] = 1;
          nodes[u].routes[dst] = l;
          queue[tail++] = u;
        }
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
