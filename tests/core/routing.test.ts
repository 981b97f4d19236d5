import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../../src/sim-core/engine/random';
import { Simulator } from '../../src/sim-core/engine/simulator';
import type { Link } from '../../src/sim-core/net/link';
import { Network } from '../../src/sim-core/net/network';
import type { NetNode } from '../../src/sim-core/net/node';
import { TailDropQueue } from '../../src/sim-core/queues/tail-drop';

/**
 * The routing rule written the plain way, as Network.computeRoutes was until 2026-12-03: a
 * breadth-first search from each destination over reversed links, one level at a time, the
 * links into a node in the order they were added; the first link found to a node is its route.
 */
function referenceRoutes(net: Network): (number | undefined)[][] {
  const incoming: Link[][] = net.nodes.map(() => []);
  for (const l of net.links) incoming[l.to.index].push(l);
  const routes: (number | undefined)[][] = net.nodes.map(() => net.nodes.map(() => undefined));
  for (const dst of net.nodes) {
    const seen = new Set<NetNode>([dst]);
    let frontier = [dst];
    while (frontier.length > 0) {
      const next: NetNode[] = [];
      for (const v of frontier) {
        for (const l of incoming[v.index]) {
          if (seen.has(l.from)) continue;
          seen.add(l.from);
          routes[l.from.index][dst.index] = l.id;
          next.push(l.from);
        }
      }
      frontier = next;
    }
  }
  return routes;
}

/** A random directed graph: `n` nodes, `m` links (parallel links and one-way links included). */
function randomNetwork(seed: number, n: number, m: number): Network {
  const rng = new RandomStreams(seed).stream('graph');
  const net = new Network(new Simulator());
  for (let i = 0; i < n; i++) net.addNode(`n${i}`, i % 3 === 0 ? 'router' : 'host');
  for (let k = 0; k < m; k++) {
    const a = Math.floor(rng.uniform() * n);
    let b = Math.floor(rng.uniform() * n);
    if (b === a) b = (a + 1) % n;
    net.addLink(net.nodes[a], net.nodes[b], { rateBps: 1e6, delay: 0.001, qdisc: new TailDropQueue({ limit: 10, unit: 'packets' }), framingBytes: 0, deviceLimit: 1 });
  }
  net.computeRoutes();
  return net;
}

describe('static routing (Network.computeRoutes)', () => {
  it('gives every node the route of the plain level-by-level search, ties to the link added first, on 200 random graphs', () => {
    let routed = 0;
    let unreachable = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const n = 2 + (seed % 23);
      const net = randomNetwork(seed, n, Math.floor(n * (0.8 + (seed % 5) * 0.6)));
      const want = referenceRoutes(net);
      const got = net.nodes.map((u) => net.nodes.map((_, d) => u.routes[d]?.id));
      expect(got).toEqual(want);
      for (const row of want) for (const r of row) r === undefined ? unreachable++ : routed++;
    }
    // The graphs exercise both: routes found, and pairs with none.
    expect(routed).toBeGreaterThan(5_000);
    expect(unreachable).toBeGreaterThan(1_000);
  });

  it('routes by fewest hops, and a run of routing twice gives the same tables', () => {
    const net = randomNetwork(7, 12, 30);
    for (const a of net.nodes) {
      for (const b of net.nodes) {
        const p = net.path(a, b);
        if (a === b || p.length === 0) continue;
        // No shorter path exists: a breadth-first count of hops agrees with the path's length.
        const dist = new Map<NetNode, number>([[a, 0]]);
        const queue = [a];
        while (queue.length > 0) {
          const v = queue.shift()!;
          for (const l of v.links) if (!dist.has(l.to)) (dist.set(l.to, dist.get(v)! + 1), queue.push(l.to));
        }
        expect(p.length).toBe(dist.get(b));
      }
    }
    const before = net.nodes.map((u) => u.routes.map((l) => l?.id));
    net.computeRoutes();
    expect(net.nodes.map((u) => u.routes.map((l) => l?.id))).toEqual(before);
  });
});
