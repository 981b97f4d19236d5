import { TCP_DEFAULTS } from '../tcp/config';
import { LIMITS, MODEL_BYTES } from '../limits';
import type { FlowSpec, QueueSpec, Scenario } from './schema';

/** IP + TCP headers of a data segment, and the size of a pure ACK (IP bytes). */
const TCP_HEADERS = 40;
const ACK_BYTES = 40;

/** What a run is expected to cost, estimated from the scenario alone (upper-bound flavoured). */
export interface CostEstimate {
  /** Packets created over the run (data and ACKs), all flows. */
  packets: number;
  /** The flow contributing most packets, and how many. */
  largest: { flow: number; packets: number } | null;
  /** Each flow's packets (both directions), its share of `packets` where flows share a bottleneck. */
  flowPackets: number[];
  /** Packets the network may hold at once (queues, wires, propagation), and their memory. */
  livePackets: number;
  liveBytes: number;
}

interface Link {
  rate: number;
  delay: number;
  queues: QueueSpec[];
}

/** Packets a queue may hold (a byte limit filled with the smallest packets the scenario sends). */
function queuePackets(q: QueueSpec, smallest: number): number {
  if (q.type === 'htb') return q.classes.reduce((a, c) => a + queuePackets(c.queue, smallest), 0);
  return q.unit === 'bytes' ? q.limit / smallest : q.limit;
}

/** Every link direction of the topology with its rate, delay and the queues feeding it. */
function linksOf(sc: Scenario): Link[] {
  const t = sc.topology;
  const duplex = (rate: number, reverseRate: number, delay: number, q: QueueSpec, rq: QueueSpec): Link[] => [
    { rate, delay, queues: [q] },
    { rate: reverseRate, delay, queues: [rq] },
  ];
  switch (t.kind) {
    case 'dumbbell': {
      const out = duplex(t.bottleneck.rate, t.bottleneck.rate, t.bottleneck.delay, t.bottleneck.queue, t.bottleneck.reverseQueue);
      for (const f of sc.flows) {
        const d = f.accessDelay ?? t.access.delay;
        out.push(...duplex(t.access.rate, t.access.rate, d, t.access.queue, t.access.queue), ...duplex(t.access.rate, t.access.rate, d, t.access.queue, t.access.queue));
      }
      return out;
    }
    case 'testbed':
      return [
        ...duplex(t.accessRate, t.accessRate, t.delay, t.otherQueue, t.otherQueue),
        ...duplex(t.middleRate, t.middleRate, t.delay, t.router1Queue, t.otherQueue),
        ...duplex(t.bottleneckRate, t.bottleneckRate, t.delay, t.bottleneckQueue, t.otherQueue),
      ];
    case 'graph':
      return t.links.flatMap((l) => duplex(l.rate, l.reverseRate ?? l.rate, l.delay, l.queue, l.reverseQueue));
  }
}

/** The slowest link a flow's data crosses: flows with the same key share it. */
interface Bottleneck {
  key: string;
  rate: number;
}

type Graph = Extract<Scenario['topology'], { kind: 'graph' }>;
type Adjacency = Map<string, { to: string; rate: number; key: string }[]>;
const adjacencies = new WeakMap<Graph, Adjacency>();

/** Each node's outgoing link directions (built once per topology). */
function adjacency(t: Graph): Adjacency {
  const cached = adjacencies.get(t);
  if (cached) return cached;
  const out: Adjacency = new Map();
  t.links.forEach((l, k) => {
    for (const [a, b, rate, key] of [
      [l.from, l.to, l.rate, `${k}>`],
      [l.to, l.from, l.reverseRate ?? l.rate, `${k}<`],
    ] as const) {
      if (!out.has(a)) out.set(a, []);
      out.get(a)!.push({ to: b, rate, key });
    }
  });
  adjacencies.set(t, out);
  return out;
}

/** Shortest path (fewest hops, as Network routes) from `from` to `to`, and its slowest link. */
function graphBottleneck(t: Graph, from: string, to: string): Bottleneck {
  const out = adjacency(t);
  const via = new Map<string, { prev: string; rate: number; key: string }>([[from, { prev: '', rate: Number.POSITIVE_INFINITY, key: '' }]]);
  let frontier = [from];
  while (frontier.length > 0 && !via.has(to)) {
    const next: string[] = [];
    for (const v of frontier)
      for (const e of out.get(v) ?? []) {
        if (via.has(e.to)) continue;
        via.set(e.to, { prev: v, rate: e.rate, key: e.key });
        next.push(e.to);
      }
    frontier = next;
  }
  let best: Bottleneck = { key: `unreachable:${from}>${to}`, rate: 0 };
  for (let v = to; via.has(v) && v !== from; v = via.get(v)!.prev) {
    const e = via.get(v)!;
    if (best.rate === 0 || e.rate <= best.rate) best = { key: e.key, rate: e.rate };
  }
  return best;
}

function bottleneckOf(sc: Scenario, f: FlowSpec, i: number): Bottleneck {
  const t = sc.topology;
  if (t.kind === 'dumbbell') return t.access.rate < t.bottleneck.rate ? { key: `access:${i}`, rate: t.access.rate } : { key: 'bottleneck', rate: t.bottleneck.rate };
  if (t.kind === 'testbed') return { key: 'testbed', rate: Math.min(t.accessRate, t.middleRate, t.bottleneckRate) };
  return graphBottleneck(t, f.from!, f.to!);
}

function mssOf(sc: Scenario, f: FlowSpec): number {
  return f.kind === 'cbr' ? Number.POSITIVE_INFINITY : (f.tcp?.mss ?? sc.tcp?.mss ?? TCP_DEFAULTS.mss);
}

/** Packets one flow may create (both directions) over the run, ignoring the other flows. */
function flowPackets(sc: Scenario, f: FlowSpec, b: Bottleneck): number {
  const seconds = Math.max(0, sc.duration - f.start);
  if (f.kind === 'cbr') {
    const interval = (f.packetSize * 8) / f.rate;
    return Math.floor(Math.min(f.duration, seconds) / interval) + 1;
  }
  const mss = mssOf(sc, f);
  // One ACK per data segment at most; a web flow carries data both ways when two-way.
  const byRate = ((b.rate * seconds) / ((mss + TCP_HEADERS) * 8)) * 2;
  if (f.kind === 'web') return byRate * (f.twoWay ? 2 : 1);
  return f.bytes === null ? byRate : Math.min(byRate, (Math.ceil(f.bytes / mss) + 3) * 2);
}

/** Estimate packets and memory of a validated scenario. */
export function estimateCost(sc: Scenario): CostEstimate {
  const bottlenecks = sc.flows.map((f, i) => bottleneckOf(sc, f, i));
  const perFlow = sc.flows.map((f, i) => flowPackets(sc, f, bottlenecks[i]));
  let largest: CostEstimate['largest'] = null;
  perFlow.forEach((p, i) => {
    if (largest === null || p > largest.packets) largest = { flow: i, packets: p };
  });
  // Closed-loop flows sharing a bottleneck cannot together send more than it carries; CBR
  // sources can (they send whatever the network drops).
  const groups = new Map<string, { rate: number; packets: number; mss: number; ways: number }>();
  let packets = 0;
  sc.flows.forEach((f, i) => {
    if (f.kind === 'cbr') {
      packets += perFlow[i];
      return;
    }
    const b = bottlenecks[i];
    const g = groups.get(b.key) ?? { rate: b.rate, packets: 0, mss: Number.POSITIVE_INFINITY, ways: 1 };
    g.packets += perFlow[i];
    g.mss = Math.min(g.mss, mssOf(sc, f));
    if (f.kind === 'web' && f.twoWay) g.ways = 2;
    groups.set(b.key, g);
  });
  const groupScale = new Map<string, number>();
  for (const [key, g] of groups) {
    const carried = Math.min(g.packets, ((g.rate * sc.duration) / ((g.mss + TCP_HEADERS) * 8)) * 2 * g.ways);
    packets += carried;
    groupScale.set(key, g.packets > 0 ? carried / g.packets : 0);
  }
  const byFlow = perFlow.map((p, i) => (sc.flows[i].kind === 'cbr' ? p : p * groupScale.get(bottlenecks[i].key)!));

  // Live packets: the network can hold at most its queues plus what is on and in its wires; TCP
  // flows hold at most their windows, a CBR flow at most what it sends.
  const smallest = Math.min(ACK_BYTES, ...sc.flows.map((f) => (f.kind === 'cbr' ? f.packetSize : ACK_BYTES)));
  let capacity = 0;
  for (const l of linksOf(sc)) {
    for (const q of l.queues) capacity += queuePackets(q, smallest);
    capacity += (l.rate * l.delay) / (smallest * 8) + 1 + sc.topology.deviceQueue;
  }
  let bySources = 0;
  sc.flows.forEach((f, i) => {
    if (f.kind === 'cbr') bySources += perFlow[i];
    else if (f.kind === 'web') bySources = Number.POSITIVE_INFINITY;
    else {
      const mss = f.tcp?.mss ?? sc.tcp?.mss ?? TCP_DEFAULTS.mss;
      const rwnd = f.tcp?.rcvWindow ?? sc.tcp?.rcvWindow ?? TCP_DEFAULTS.rcvWindow;
      bySources += 2 * (Math.ceil(rwnd / mss) + 1);
    }
  });
  const livePackets = Math.min(capacity, bySources);
  return { packets, largest, flowPackets: byFlow, livePackets, liveBytes: livePackets * (MODEL_BYTES.packet + MODEL_BYTES.event) };
}

/** 6.2e9 → "about 6.2 billion"; 48 000 → "about 48 thousand". */
export function aboutCount(n: number): string {
  const units: [number, string][] = [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ];
  for (const [u, name] of units) if (n >= u) return `about ${Number((n / u).toPrecision(2))} ${name}`;
  return `about ${Math.round(n)}`;
}

function aboutBytes(n: number): string {
  if (n >= 1e9) return `${Number((n / 1e9).toPrecision(2))} GB`;
  return `${Number((n / 1e6).toPrecision(2))} MB`;
}

function describeFlow(sc: Scenario, i: number): string {
  const f = sc.flows[i];
  const label = `flows[${i}]${f.name ? ` "${f.name}"` : ''}`;
  if (f.kind === 'cbr') return `${label}, a CBR source of ${f.packetSize}-byte packets at ${f.rate.toExponential(1)} bit/s`;
  return `${label}, ${f.kind === 'web' ? 'web traffic' : 'a TCP flow'}`;
}

/**
 * Refusals in words for a scenario that would cost more than the limits allow (empty when it is
 * affordable). Part of validation, so every entry point refuses the same way before running.
 */
export function costProblems(sc: Scenario): string[] {
  const c = estimateCost(sc);
  const out: string[] = [];
  if (c.packets > LIMITS.maxPackets) {
    // Name a culprit only when one flow is clearly it (a CBR source sends regardless of the network).
    const culprit = c.largest !== null && sc.flows[c.largest.flow].kind === 'cbr' && c.largest.packets > c.packets / 2 ? c.largest.flow : null;
    const most = culprit !== null ? ` (most of them from ${describeFlow(sc, culprit)})` : sc.flows.length > 1 ? ` (${sc.flows.length} flows)` : '';
    out.push(
      `(scenario): this scenario would simulate ${aboutCount(c.packets)} packets in ${sc.duration} s${most}; the limit is ${aboutCount(LIMITS.maxPackets).replace('about ', '')} ` +
        `(a few minutes of one core). Shorten the duration, lower the rates or use fewer flows.`,
    );
  }
  if (c.liveBytes > LIMITS.maxModelBytes) {
    out.push(
      `(scenario): the network of this scenario could hold ${aboutCount(c.livePackets)} packets at once (queues and links in flight), ` +
        `about ${aboutBytes(c.liveBytes)} of memory; the limit is ${aboutBytes(LIMITS.maxModelBytes)}. Use smaller queue limits, shorter delays or lower rates.`,
    );
  }
  return out;
}
