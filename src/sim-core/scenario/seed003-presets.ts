import type { LossSpec } from '../link-loss/loss-spec';
import { accessDelayForRtt, spreadRtts } from './rtt-spread';
import type { ScenarioInput } from './schema';

/**
 * Seed 003 (Zhang, Khanna, Tsaoussidis: "Experimental assessment of RED in wired/wireless
 * networks"): the dumbbell of its Fig. 1 and the multi-bottleneck network of its Fig. 2, with
 * the settings it states (§3.2) and our documented choices where it is silent (docs/validation.md).
 */

export type Seed003Queue = 'droptail' | 'red';

/** The published study seed 003 is (shared/research/seed-002-003.md). */
export const SEED003_STUDY = {
  authors: 'Zhang, Khanna and Tsaoussidis',
  year: '2004',
  title: 'Experimental assessment of RED in wired/wireless networks',
  venue: 'journal paper, John Wiley & Sons',
} as const;

/**
 * Greedy FTP over ns-2-like TCP: 1000-byte segments (1040-byte packets), cwnd capped at 32
 * packets, an ACK for every segment (ns-2's TCPSink), and SACK's ssthresh from FlightSize/2
 * (RFC 6675 §5; ns-2's Sack1 halves its window) rather than ns-3's pipe/2. The RTO keeps the
 * RFC 6298 defaults (1 s minimum): the paper does not state its timer settings.
 */
export const SEED003_TCP = {
  mss: 1000,
  initialWindow: 2,
  maxCwnd: 32,
  delayedAck: false,
  sackSsthreshFromPipe: false,
} as const;

/** Tahoe restarts from 2 segments after a timeout (and after its fast retransmit) in seed 003. */
export const SEED003_TAHOE_TCP = { lossWindow: 2 } as const;

/** 125-packet buffer; gentle RED with min_th = 125/6, max_th = 3·min_th, max_p 0.1, w 0.002. */
export function seed003Queue(q: Seed003Queue) {
  const limit = 125;
  const minTh = limit / 6;
  return q === 'red'
    ? ({ type: 'red', limit, unit: 'packets', minTh, maxTh: 3 * minTh, maxP: 0.1, wq: 0.002, gentle: true, meanPktSize: 1040 } as const)
    : ({ type: 'droptail', limit, unit: 'packets' } as const);
}

/** The queue's words in a title ("— gentle RED"). */
export const queueName = (q: Seed003Queue) => (q === 'red' ? 'gentle RED' : 'tail drop');

/** The paper's connection time: goodput = bytes delivered in 100 s / 100 s. */
const DURATION = 100;
/** Flows start 10 ms apart (the paper does not say when they start). */
const STAGGER = 0.01;

type Variant = 'tahoe' | 'sack';

interface DumbbellOptions {
  queue: Seed003Queue;
  variants: Variant[];
  bottleneckDelay?: number;
  /** Per-flow access delay (RTT spread); default 2 ms. */
  accessDelays?: number[];
  receiverLoss?: LossSpec;
  seed?: number;
}

/** Fig. 1: 10 Mbit/s, 75 ms bottleneck; 10 Mbit/s, 2 ms access links; errors on the links into the sinks. */
export function seed003Dumbbell(o: DumbbellOptions): ScenarioInput {
  return {
    version: 3,
    seed: o.seed ?? 1,
    duration: DURATION,
    tcp: { ...SEED003_TCP },
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: 10e6, delay: o.bottleneckDelay ?? 0.075, queue: seed003Queue(o.queue) },
      access: { rate: 10e6, delay: 0.002, ...(o.receiverLoss ? { receiverLoss: o.receiverLoss } : {}) },
    },
    flows: o.variants.map((variant, i) => ({
      kind: 'tcp' as const,
      name: `${variant} ${i + 1}`,
      start: STAGGER * i,
      bytes: null,
      variant,
      ...(variant === 'tahoe' ? { tcp: { ...SEED003_TAHOE_TCP } } : {}),
      ...(o.accessDelays ? { accessDelay: o.accessDelays[i] } : {}),
    })),
  };
}

const repeat = <T>(x: T, n: number): T[] => Array.from({ length: n }, () => x);

/** E2: 10 TCP-SACK flows, Bernoulli errors with packet error rate `per` on the sink links. */
export function seed003E2(queue: Seed003Queue, per = 0.001, seed = 1): ScenarioInput {
  return {
    ...seed003Dumbbell({ queue, variants: repeat('sack', 10), receiverLoss: per > 0 ? { type: 'bernoulli', per } : undefined, seed }),
    name: `Ten SACK flows over a link that loses ${per === 0 ? 'nothing' : `a fraction ${per} of packets`} — ${queueName(queue)}`,
    description:
      'PER, the packet error rate, is the chance that the lossy last link corrupts a packet, each independently (set it under Link errors; sweep it in Sweep). Each of the 10 SACK flows is capped at 32 segments, so together they nearly fill the pipe and overflow the drop-tail buffer only a few times (in slow start and the odd burst), while RED reads the standing queue as incipient congestion and drops hundreds of packets early. {paper: In the paper, Zhang et al. found that with few errors drop-tail has the higher system goodput, and that as the packet error rate grows towards 1 % wireless losses dominate and the two queues converge, equally fair.}',
  };
}

/** E3's bottleneck delay: short enough for a 40 ms minimum RTT over 2 ms access links (2·(2·2 + 16) = 40). */
export const SEED003_E3_BOTTLENECK_DELAY = 0.016;

/** E3: 50 SACK flows, RTTs spread evenly from 40 ms to `maxRtt`, Bernoulli PER 0.001. */
export function seed003E3(queue: Seed003Queue, maxRtt = 1.0, per = 0.001, seed = 1, n = 50): ScenarioInput {
  const d = SEED003_E3_BOTTLENECK_DELAY;
  const accessDelays = spreadRtts(n, 0.04, maxRtt).map((rtt) => accessDelayForRtt(rtt, d));
  return {
    ...seed003Dumbbell({ queue, variants: repeat('sack', n), bottleneckDelay: d, accessDelays, receiverLoss: { type: 'bernoulli', per }, seed }),
    name: `${n} SACK flows with round trips from 40 to ${Math.round(maxRtt * 1000)} ms — ${queueName(queue)}`,
    description:
      'Fifty SACK flows with RTTs from 40 ms to the maximum share the bottleneck under light errors. {paper: In the paper, Zhang et al. found that the wider the RTT spread, the more RED’s early drops cost the slow-to-recover long-RTT flows: RED ends below drop-tail in total goodput and fairness.}',
  };
}

/** What every E4–E6 description starts with: the flows and the burst channel, its symbols defined. */
const BURSTS =
  '25 Tahoe and 25 SACK flows share the link; each receiver’s last link alternates between error-free periods and short bad periods in which it corrupts a fraction PER_on of packets.';

/** Seed 003's burst channel: Off (error-free) and On sojourns exponential, PER_on in the On state. */
export function seed003OnOff(perOn: number, meanOff: number, meanOn: number): LossSpec {
  return { type: 'onoff', perOn, perOff: 0, meanOn, meanOff };
}

/** E4 and E5: 25 Tahoe + 25 SACK flows with on/off errors on the sink links. */
export function seed003ProtocolPair(queue: Seed003Queue, perOn: number, meanOff: number, meanOn: number, seed = 1, bottleneckDelay = 0.075): ScenarioInput {
  const variants: Variant[] = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'tahoe' : 'sack'));
  return seed003Dumbbell({ queue, variants, bottleneckDelay, receiverLoss: seed003OnOff(perOn, meanOff, meanOn), seed });
}

export function seed003E4(queue: Seed003Queue, perOn = 0.1, seed = 1): ScenarioInput {
  return {
    ...seed003ProtocolPair(queue, perOn, 3, 0.05, seed),
    name: `Tahoe vs SACK with rare error bursts (every 3 s, PER_on ${perOn}) — ${queueName(queue)}`,
    description:
      `${BURSTS} Long error-free periods let SACK open its window until several packets of one window are lost, which it repairs without a timeout. {paper: In the paper, Zhang et al. found that SACK out-earns Tahoe while the link stays underused, and that RED drops in proportion to the sending rate and pulls SACK down towards Tahoe (Tahoe hardly changes), so RED lowers system goodput: it looks fairer only by penalising the aggressive recovery.}`,
  };
}

export function seed003E5(queue: Seed003Queue, perOn = 0.1, seed = 1): ScenarioInput {
  return {
    ...seed003ProtocolPair(queue, perOn, 0.05, 0.05, seed),
    name: `Tahoe vs SACK with frequent error bursts (every 50 ms, PER_on ${perOn}) — ${queueName(queue)}`,
    description:
      `${BURSTS} With bad periods every tenth of a second, error bursts dominate: no flow, not even SACK, can open its window far. {paper: In the paper, Zhang et al. found that neither the queue discipline nor the protocol makes much difference.}`,
  };
}

export function seed003E6(queue: Seed003Queue, bottleneckDelay = 0.15, perOn = 0.1, seed = 1): ScenarioInput {
  return {
    ...seed003ProtocolPair(queue, perOn, 3, 0.05, seed, bottleneckDelay),
    name: `Tahoe vs SACK with error bursts, ${Math.round(bottleneckDelay * 1000)} ms bottleneck delay — ${queueName(queue)}`,
    description:
      `${BURSTS} On a longer path each random early drop costs a flow more round trips to recover, while the wireless errors already keep the windows down. {paper: In the paper, Zhang, Khanna and Tsaoussidis report RED’s system goodput almost 15 % below drop-tail’s, a gap that grows with the bottleneck delay.}`,
  };
}

/**
 * E1 (Fig. 2), with the numbers the paper leaves out chosen by us: n main flows from sources on
 * 10 Mbit/s, 2 ms links into R1, aggregated on the 20 Mbit/s R1–R2 link, then R2–R3, and the
 * shared 10 Mbit/s bottleneck R3 → R4; m cross flows from peripheral sources on 100 Mbit/s,
 * 1 ms links straight into R3 (shorter path, more provisioned bandwidth). Every router queue is
 * the same discipline (125 packets); no link errors.
 */
export function seed003E1(queue: Seed003Queue, n = 10, seed = 1): ScenarioInput {
  const q = seed003Queue(queue);
  const nodes = [{ id: 'R1' }, { id: 'R2' }, { id: 'R3' }, { id: 'R4' }] as { id: string; kind?: 'host' | 'router' }[];
  const links: Extract<ScenarioInput['topology'], { kind: 'graph' }>['links'] = [
    { from: 'R1', to: 'R2', rate: 20e6, delay: 0.02, queue: q, reverseQueue: q, monitor: true },
    { from: 'R2', to: 'R3', rate: 100e6, delay: 0.002, queue: q, reverseQueue: q },
    { from: 'R3', to: 'R4', rate: 10e6, delay: 0.02, queue: q, reverseQueue: q, monitor: true },
  ];
  const flows: ScenarioInput['flows'] = [];
  for (let i = 1; i <= n; i++) {
    nodes.push({ id: `S${i}`, kind: 'host' }, { id: `D${i}`, kind: 'host' });
    links.push({ from: `S${i}`, to: 'R1', rate: 10e6, delay: 0.002 }, { from: 'R4', to: `D${i}`, rate: 10e6, delay: 0.002 });
    nodes.push({ id: `P${i}`, kind: 'host' }, { id: `Q${i}`, kind: 'host' });
    links.push({ from: `P${i}`, to: 'R3', rate: 100e6, delay: 0.001 }, { from: 'R4', to: `Q${i}`, rate: 100e6, delay: 0.001 });
  }
  for (let i = 1; i <= n; i++) flows.push({ kind: 'tcp', name: `main ${i}`, group: 'main', from: `S${i}`, to: `D${i}`, start: STAGGER * (2 * i - 2), bytes: null, variant: 'sack' });
  for (let i = 1; i <= n; i++) flows.push({ kind: 'tcp', name: `cross ${i}`, group: 'cross', from: `P${i}`, to: `Q${i}`, start: STAGGER * (2 * i - 1), bytes: null, variant: 'sack' });
  return {
    version: 3,
    name: `Two bottlenecks: ${n} main + ${n} cross flows — ${queueName(queue)}`,
    description:
      'Main traffic is aggregated on a 20 Mbit/s link before it meets the cross traffic at the shared bottleneck R3; the cross traffic has the shorter path and faster access links. {paper: In the paper, the smoothed main traffic is better placed than the bursty cross traffic under tail drop; RED, dropping in proportion to rate, brings their goodput ratio closer to 1.}',
    seed,
    duration: DURATION,
    tcp: { ...SEED003_TCP },
    topology: { kind: 'graph', nodes, links },
    flows,
  };
}
