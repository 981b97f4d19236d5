import type { Link } from './link';
import type { NetNode } from './node';

/** What the plan needs to know of the run's traffic: each flow's routes and what its receiving end can schedule. */
export interface HandOffTraffic {
  /** Every route a packet of the run takes: each flow's data path and, for TCP, its ACK path. */
  paths: readonly (readonly Link[])[];
  /** Nodes where packets start (every flow's source; TCP receivers, which send ACKs, are not counted: see below). */
  sources: ReadonlySet<NetNode>;
  /**
   * Per receiving node, the shortest delay of a timer its agents set when a packet arrives (a TCP
   * receiver's delayed ACK; Infinity for a UDP sink, which sets none). A node missing here receives nothing.
   */
  shortestTimer: ReadonlyMap<NetNode, number>;
  /** The largest IP packet of the run (bytes). */
  largestPacket: number;
  /** Whether hosts delay what they originate by a random time (HostJitter): its events are not bounded. */
  hostJitter: boolean;
}

/**
 * Which links hand their packets on at send time (Link.handOffTo): a packet that leaves link A
 * and is routed at A's far node onto link B, which nothing but A feeds, goes through B's
 * discipline and onto B's wire when it starts on A's, with the time it would have arrived,
 * instead of in an arrival event of its own at A's far node. On a dumbbell that is the data's hop
 * from the bottleneck onto a receiver's access link: one event of about six per data packet
 * delivered (docs/benchmarks.md, issue 38, twelfth session).
 *
 * B qualifies when every path through B enters it from A (none starts at A's far node), when both
 * transmit quietly (no losses on the wire, a discipline that does not shape, a delay: see
 * Link.startTx), when B's discipline lets a packet straight through an idle wire
 * (QueueDisc.passThrough), and when nobody watches B (`watched`: a link that records packet
 * events or series, whose rows must come in the order of events). B must not hand off further
 * (a hand-off is made from an event's own time).
 *
 * And the run's order of events must stay the same. The arrival at B's far node is scheduled when
 * the packet starts on A, so it takes its sequence (its place among events at the same instant)
 * then rather than when the packet would have arrived at A's far node; an event at that node at
 * the very same instant, scheduled between the two, would change places with it. The ACK hop
 * showed it: a BBR sender's pacing timer falls on exactly an ACK's arrival time, and three BBR
 * presets' results changed. So B's far node must be a host that only receives (no flow starts
 * there), fed by B alone, whose agents' timers are set further ahead than the longest such
 * interval (a packet's time on both wires and both delays): any timer set in it falls after the
 * arrival. Hosts without random jitter only.
 */
export function planHandOffs(links: readonly Link[], traffic: HandOffTraffic, watched: (l: Link) => boolean): Map<Link, (Link | undefined)[]> {
  if (traffic.hostJitter) return new Map();
  const quiet = (l: Link) => l.lossModel === null && l.qdisc.readyAt === undefined && l.delay > 0;
  const wire = (l: Link) => ((traffic.largestPacket + l.framingBytes) * 8) / l.rateBps;
  const inbound = new Map<NetNode, number>();
  for (const l of links) inbound.set(l.to, (inbound.get(l.to) ?? 0) + 1);
  // The links each link is entered from (null: a packet starts on it).
  const feeders = new Map<Link, Set<Link | null>>();
  for (const path of traffic.paths) {
    path.forEach((l, i) => {
      let s = feeders.get(l);
      if (s === undefined) feeders.set(l, (s = new Set()));
      s.add(i === 0 ? null : path[i - 1]);
    });
  }
  const fedBy = new Map<Link, Link>();
  for (const [b, s] of feeders) {
    if (s.size !== 1) continue;
    const a = [...s][0];
    if (a === null || !quiet(a) || !quiet(b) || b.qdisc.passThrough === undefined || watched(b)) continue;
    const host = b.to;
    const timer = traffic.shortestTimer.get(host);
    if (host.kind !== 'host' || inbound.get(host) !== 1 || traffic.sources.has(host) || timer === undefined) continue;
    if (!(wire(a) + a.delay + wire(b) + b.delay < timer)) continue;
    fedBy.set(b, a);
  }
  // A link that is handed packets makes no hand-offs of its own.
  for (const [b, a] of [...fedBy]) if (fedBy.has(a)) fedBy.delete(b);
  const plan = new Map<Link, (Link | undefined)[]>();
  for (const [b, a] of fedBy) {
    const node = a.to;
    let next = plan.get(a);
    if (next === undefined) plan.set(a, (next = Array.from({ length: node.routes.length }, () => undefined)));
    for (let dst = 0; dst < node.routes.length; dst++) if (node.routes[dst] === b) next[dst] = b;
  }
  return plan;
}
