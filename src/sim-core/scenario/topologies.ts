import type { RandomStreams } from '../engine/random';
import type { LossSpec } from '../link-loss/loss-spec';
import { makeLossModel } from '../link-loss/make-loss-model';
import type { Simulator } from '../engine/simulator';
import type { Link } from '../net/link';
import { Network } from '../net/network';
import type { NetNode } from '../net/node';
import { buildQueue } from '../queues/registry';
import type { FlowSpec, QueueSpec, Scenario } from './schema';

export interface BuiltTopology {
  net: Network;
  /** Links whose queue series are recorded (the bottleneck of the built-in topologies). */
  monitored: Link[];
  /** Where each flow starts and ends. */
  endpoints: { src: NetNode; dst: NetNode }[];
}

interface DuplexSpec {
  rate: number;
  delay: number;
  queue: QueueSpec;
  reverseRate?: number;
  reverseQueue: QueueSpec;
  /** Loss models on the wire, a → b and b → a. */
  loss?: LossSpec;
  reverseLoss?: LossSpec;
}

function duplex(net: Network, a: NetNode, b: NetNode, d: DuplexSpec, sc: Scenario, rng: RandomStreams): [Link, Link] {
  const { framing, deviceQueue } = sc.topology;
  const mk = (from: NetNode, to: NetNode, rate: number, q: QueueSpec, loss: LossSpec | undefined) => {
    // One random stream per queue and per loss model, named after its link; parallel links get
    // their index too.
    let dir = `${from.name}->${to.name}`;
    if (net.links.some((l) => l.from === from && l.to === to)) dir += `#${net.links.length}`;
    let link: Link | null = null;
    link = net.addLink(from, to, {
      rateBps: rate,
      delay: d.delay,
      qdisc: buildQueue(q, rate, (suffix = '') => rng.stream(`queue:${dir}${suffix}`), () => link!.activeFlows),
      framingBytes: framing,
      deviceLimit: deviceQueue,
    });
    if (loss) link.lossModel = makeLossModel(loss, rng, `loss:${dir}`);
    return link;
  };
  return [mk(a, b, d.rate, d.queue, d.loss), mk(b, a, d.reverseRate ?? d.rate, d.reverseQueue, d.reverseLoss)];
}

/**
 * Builders: an N-flow dumbbell (one sender/receiver pair per flow, per-flow access delays),
 * the seed-000 chain testbed (H → R1 → R2 → D), and a general graph. Every link is duplex,
 * so ACKs cross real links and queues on their way back.
 */
export function buildTopology(sim: Simulator, sc: Scenario, rng: RandomStreams): BuiltTopology {
  const net = new Network(sim);
  const t = sc.topology;
  switch (t.kind) {
    case 'dumbbell': {
      const r1 = net.addNode('R1', 'router');
      const r2 = net.addNode('R2', 'router');
      const [bottleneck] = duplex(net, r1, r2, { ...t.bottleneck }, sc, rng);
      const endpoints = sc.flows.map((f: FlowSpec, i: number) => {
        const s = net.addNode(`S${i + 1}`, 'host');
        const d = net.addNode(`D${i + 1}`, 'host');
        const access: DuplexSpec = { rate: t.access.rate, delay: f.accessDelay ?? t.access.delay, queue: t.access.queue, reverseQueue: t.access.queue };
        duplex(net, s, r1, access, sc, rng);
        duplex(net, r2, d, { ...access, loss: t.access.receiverLoss, reverseLoss: t.access.receiverAckLoss }, sc, rng);
        return { src: s, dst: d };
      });
      net.computeRoutes();
      return { net, monitored: [bottleneck], endpoints };
    }
    case 'testbed': {
      const h = net.addNode('H', 'host');
      const r1 = net.addNode('R1', 'router');
      const r2 = net.addNode('R2', 'router');
      const d = net.addNode('D', 'host');
      duplex(net, h, r1, { rate: t.accessRate, delay: t.delay, queue: t.otherQueue, reverseQueue: t.otherQueue }, sc, rng);
      duplex(net, r1, r2, { rate: t.middleRate, delay: t.delay, queue: t.router1Queue, reverseQueue: t.otherQueue }, sc, rng);
      const [bottleneck] = duplex(net, r2, d, { rate: t.bottleneckRate, delay: t.delay, queue: t.bottleneckQueue, reverseQueue: t.otherQueue, loss: t.bottleneckLoss }, sc, rng);
      net.computeRoutes();
      return { net, monitored: [bottleneck], endpoints: sc.flows.map(() => ({ src: h, dst: d })) };
    }
    case 'graph': {
      for (const n of t.nodes) net.addNode(n.id, n.kind);
      const monitored: Link[] = [];
      for (const l of t.links) {
        const pair = duplex(net, net.node(l.from), net.node(l.to), l, sc, rng);
        if (l.monitor) monitored.push(...pair);
      }
      net.computeRoutes();
      const endpoints = sc.flows.map((f: FlowSpec, i: number) => {
        const src = net.node(f.from!);
        const dst = net.node(f.to!);
        if (!net.reachable(src, dst) || !net.reachable(dst, src)) {
          throw new Error(`flows[${i}]: no route between "${f.from}" and "${f.to}" in both directions`);
        }
        return { src, dst };
      });
      return { net, monitored: monitored.length > 0 ? monitored : [...net.links], endpoints };
    }
  }
}
