import type { Link } from './link';

/**
 * Which links hand their packets on at send time (Link.handOffTo): a packet that leaves link A
 * and is routed at A's far node onto link B, which nothing but A feeds, can go through B's
 * discipline and onto B's wire when it leaves A's, with the arrival's time, instead of in an
 * arrival event of its own at A's far node. On a dumbbell that is the data's hop from the
 * bottleneck onto a receiver's access link and the ACKs' hop onto a sender's: one event of about
 * six per data packet delivered (docs/benchmarks.md, issue 38, twelfth session).
 *
 * `paths`: every route a packet of the run takes (each flow's data path, and its ACK path), known
 * before the run; a run whose connections come and go (web traffic) has none to give, and no
 * hand-offs. B qualifies when every path through B enters it from A (none starts at B's node),
 * when B transmits quietly (no losses on its wire, a discipline that does not shape, a delay;
 * see Link.startTx) with a discipline that lets a packet straight through an idle wire
 * (QueueDisc.passThrough), and when nobody watches it (`watched`: a link that records packet
 * events or series, whose rows must come in the order of events). A, too, must transmit
 * quietly; B must not hand off further itself (a hand-off is made from an event's time).
 */
export function planHandOffs(dataPaths: readonly (readonly Link[])[], ackPaths: readonly (readonly Link[])[], watched: (l: Link) => boolean): Map<Link, (Link | undefined)[]> {
  const paths = [...dataPaths, ...ackPaths];
  const towardsSenders = new Set(ackPaths.flat());
  const quiet = (l: Link) => l.lossModel === null && l.qdisc.readyAt === undefined && l.delay > 0;
  // The links each link is entered from (null: a packet starts on it).
  const feeders = new Map<Link, Set<Link | null>>();
  for (const path of paths) {
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
    if (a === null || !quiet(a) || !quiet(b) || b.qdisc.passThrough === undefined || watched(b) || towardsSenders.has(b)) continue;
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
