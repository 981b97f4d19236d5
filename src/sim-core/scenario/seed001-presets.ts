import type { QueueInput, ScenarioInput } from './schema';

/** The published study seed 001 is (shared/research/seed-001-004.md, identified by its abstract). */
export const SEED001_STUDY = {
  authors: 'Weigle, Jeffay and Smith',
  year: '2006',
  title: 'Quantifying the effects of recent protocol improvements to TCP: Impact on Web performance',
  venue: 'Computer Communications 29(15)',
} as const;

/**
 * Seed 001 (Weigle, Jeffay & Smith 2006: Reno vs SACK, drop-tail vs Adaptive RED ± ECN, two-way
 * HTTP traffic at offered loads of 50–105 % of 10 Mbit/s). Set-up of its §4 (digest A.3); our
 * choices where it is silent are in docs/validation.md.
 */

/** 10 Mbit/s × 74 ms mean RTT / (1250 B × 8) = 74 packets. */
export const SEED001_LINK = { rate: 10e6, meanPacketBytes: 1250, meanRtt: 0.074 } as const;
export const SEED001_BDP_PACKETS = Math.round((SEED001_LINK.rate * SEED001_LINK.meanRtt) / (8 * SEED001_LINK.meanPacketBytes));

/** Table 2: MSS 1420, IW 2, min RTO 1 s, initial RTO 6 s, 10 ms tick, no delayed ACK, 3 SACK blocks, window = BDP. */
export const SEED001_TCP = {
  mss: 1420,
  initialWindow: 2,
  minRto: 1,
  initialRto: 6,
  synTimeout: 6,
  clockGranularity: 0.01,
  delayedAck: false,
  maxSackBlocks: 3,
  rcvWindow: SEED001_BDP_PACKETS * 1420,
} as const;

/** The six queue configurations of Tables 1, 3, 4 (a batch's "all"). */
export const SEED001_MAIN_QUEUES = ['dt111', 'dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn'] as const;
/** …and §6.3's original RED, run only against ARED at 80 % and 90 %. */
export const SEED001_QUEUES = [...SEED001_MAIN_QUEUES, 'red5-15', 'red30-90'] as const;
export type Seed001Queue = (typeof SEED001_QUEUES)[number];

export const SEED001_QUEUE_LABELS: Record<Seed001Queue, string> = {
  dt111: 'DT-111q',
  dt148: 'DT-148q',
  ared5: 'ARED-5ms',
  ared60: 'ARED-60ms',
  'ared5-ecn': 'ARED+ECN-5ms',
  'ared60-ecn': 'ARED+ECN-60ms',
  'red5-15': 'RED (5,15)',
  'red30-90': 'RED (30,90)',
};

export function seed001Queue(q: Seed001Queue): QueueInput {
  if (q === 'dt111') return { type: 'droptail', limit: Math.round(1.5 * SEED001_BDP_PACKETS), unit: 'packets' };
  if (q === 'dt148') return { type: 'droptail', limit: 2 * SEED001_BDP_PACKETS, unit: 'packets' };
  if (q === 'red5-15' || q === 'red30-90') {
    // Original RED (§6.3): ARED's thresholds, but w_q = 1/512, fixed max_p 0.1, no gentle region.
    // The paper gives no buffer; we keep ARED's 370 so that only the RED rules differ (digest A.7 #7).
    const [minTh, maxTh] = q === 'red5-15' ? [5, 15] : [30, 90];
    return {
      type: 'red',
      limit: 5 * SEED001_BDP_PACKETS,
      unit: 'packets',
      minTh,
      maxTh,
      wq: 1 / 512,
      maxP: 0.1,
      gentle: false,
      adaptive: false,
      meanPktSize: SEED001_LINK.meanPacketBytes,
    };
  }
  // ARED: 5·BDP buffer ("no tail drops"), gentle, thresholds from the target delay, ECT marked below max_th.
  return {
    type: 'ared',
    limit: 5 * SEED001_BDP_PACKETS,
    targetDelay: q.startsWith('ared5') ? 0.005 : 0.06,
    meanPktSize: SEED001_LINK.meanPacketBytes,
    ecn: q.endsWith('-ecn'),
  };
}

export interface Seed001Options {
  load: number;
  queue: Seed001Queue;
  variant: 'reno' | 'sack';
  /** Simulated seconds after the warm-up (the paper: until 250 000 responses, ~40 min). */
  measured?: number;
  /** Warm-up excluded from every metric (the paper: 120 s). */
  warmup?: number;
  seed?: number;
  twoWay?: boolean;
}

/**
 * The dumbbell of §4: 10 Mbit/s both ways with the same queue discipline on both router
 * egresses, fast access links without propagation delay, every connection's RTT from its
 * DelayBox (half at each end).
 */
export function seed001Web(o: Seed001Options): ScenarioInput {
  const warmup = o.warmup ?? 120;
  const measured = o.measured ?? 2400;
  const q = seed001Queue(o.queue);
  const label = `${o.variant === 'sack' ? 'SACK' : 'Reno'} ${SEED001_QUEUE_LABELS[o.queue]}`;
  return {
    version: 3,
    name: `Web traffic at ${Math.round(o.load * 100)} % load — ${label}`,
    description: `Open-loop HTTP/1.0 traffic (request and response sizes and round-trip times shaped as the PackMime model, as in Weigle, Jeffay and Smith 2006) in both directions over a 10 Mbit/s link, ${label}. Each connection has its own round-trip time (median 54 ms), added at its two ends, so the links themselves show no delay. Response times are measured from the request to the last response byte, after a ${warmup} s warm-up.`,
    seed: o.seed ?? 1,
    duration: warmup + measured,
    measure: { from: warmup },
    tcp: { ...SEED001_TCP, ecn: o.queue.endsWith('-ecn') },
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: SEED001_LINK.rate, delay: 0, queue: q, reverseQueue: q },
      access: { rate: 100e6, delay: 0, queue: { type: 'droptail', limit: 10000, unit: 'packets' } },
    },
    flows: [{ kind: 'web', name: 'HTTP clouds', load: o.load, twoWay: o.twoWay ?? true, variant: o.variant }],
    record: { series: true, maxValues: 4_000_000 },
    maxEvents: 200_000_000,
  };
}
