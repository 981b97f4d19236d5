import { BUFFERBLOAT_PRESETS } from './bufferbloat-presets';
import { CC_PRESETS } from './cc-presets';
import { l4sPresets } from './l4s-presets';
import { CONTROL_PRESETS, WIRELESS_PRESETS } from './wireless-presets';
import type { ScenarioInput } from './schema';
import { SEED000_PRESETS, seed000TestA } from './seed000-presets';
import { seed001Web } from './seed001-presets';
import { seed003E1, seed003E2, seed003E3, seed003E4, seed003E5, seed003E6 } from './seed003-presets';
import { mixTitle, SEED002_PAIR_LABELS, seed002ExpA, seed002ExpBC, seed002ExpD, seed002ExpE } from './seed002-presets';

/**
 * Built-in scenarios. Each is a plain scenario object (the same format users write), built by
 * a function so that the parameters a lesson varies (third-flow delay, N) stay explicit.
 */

/** Seed 000 Test A (tail drop or RED R1), kept under its first name. */
export function seed000ThreeFlows(queue: 'droptail' | 'red', delay: number, seed = 1): ScenarioInput {
  return seed000TestA(queue === 'red' ? 'R1' : 'droptail', delay, seed);
}

/** One large transfer alone on the seed-000 bottleneck (the anatomy of a single TCP transfer). */
export function seed000OneFlow(): ScenarioInput {
  const s = seed000TestA('droptail', 0);
  return {
    ...s,
    name: 'One download alone on a narrow link — tail drop',
    description: "One 292 kB TCP transfer through a 143 kbit/s link with a 20 000-byte tail-drop buffer (the testbed of Riva's thesis), with nothing else on the link: handshake, slow start, the buffer overflowing, fast retransmit and congestion avoidance.",
    flows: s.flows.slice(0, 1),
  };
}

const VARIANT_LABEL = { reno: 'Reno', newreno: 'NewReno', sack: 'SACK' } as const;
const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** "Five", "Ten", "20": how a title counts flows. */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** N long-lived flows through a 10 Mbit/s, 20 ms dumbbell (access 100 Mbit/s, 5 ms). */
export function dumbbell(n: number, queue: 'droptail' | 'red', variant: 'reno' | 'newreno' | 'sack' = 'newreno'): ScenarioInput {
  return {
    version: 3,
    name: `${countWord(n)} long flows sharing a link — ${queue === 'red' ? 'gentle RED' : 'tail drop'}`,
    description: `${countWord(n)} long-lived ${VARIANT_LABEL[variant]} TCP flows (a "dumbbell": every flow crosses one shared 10 Mbit/s, 20 ms bottleneck) share a 100-packet buffer. Watch the sawtooth of cwnd (each sender's congestion window) and ${queue === 'red' ? "RED holding its average queue between the thresholds min_th (15) and max_th (45) with early drops" : 'the queue filling to the limit, then overflowing, over and over'}.`,
    seed: 1,
    duration: 60,
    measure: { from: 10 },
    topology: {
      kind: 'dumbbell',
      bottleneck: {
        rate: 10e6,
        delay: 0.02,
        queue:
          queue === 'red'
            ? { type: 'red', limit: 100, unit: 'packets', minTh: 15, maxTh: 45, maxP: 0.1, wq: 0.002, gentle: true, meanPktSize: 1500 }
            : { type: 'droptail', limit: 100, unit: 'packets' },
      },
      access: { rate: 100e6, delay: 0.005 },
    },
    flows: Array.from({ length: n }, (_, i) => ({ kind: 'tcp' as const, start: 0.1 * (i + 1), bytes: null, variant })),
  };
}

/**
 * TCP as configured in the ns-3 reference runs (shared/reference/ns3/README.md §1): the TCP
 * stack's "ns3" profile (tcp/stack-profiles.ts: NewReno growth per ACK, RFC 6675 SACK recovery
 * with cwnd = ssthresh, 1 s minimum RTO, 3 s SYN timeout, delayed ACKs 2 segments / 200 ms),
 * and the sizes the runs chose: MSS 1460, initial window 2 segments, 2 MiB windows.
 */
export const NS3_TCP = {
  profile: 'ns3',
  mss: 1460,
  initialWindow: 2,
  rcvWindow: 2 * 1024 * 1024,
} as const;

/** ns-3 S1: the seed-000 testbed with a 2-byte PPP header and one packet held below each qdisc. */
export function ns3S1(queue: 'droptail' | 'red_nowait' | 'red_wait', d: number, seed = 1): ScenarioInput {
  const red = queue !== 'droptail';
  return {
    version: 3,
    name: `Late flow vs two downloads, as set up in ns-3 — ${red ? `RED${queue === 'red_wait' ? ' (wait)' : ''}` : 'tail drop'} (d = ${d} s, run ${seed})`,
    description: `Two 292 kB downloads and a 46.7 kB late flow starting d = ${d} s later, on the 143 kbit/s testbed of Riva's thesis, configured exactly as our ns-3 reference runs (reference S1) so that the two simulators can be compared packet for packet.`,
    seed,
    duration: 600,
    stopAfterComplete: 1,
    tcp: NS3_TCP,
    topology: {
      kind: 'testbed',
      delay: 0.001,
      framing: 2,
      deviceQueue: 1,
      bottleneckQueue: red
        ? { type: 'red', profile: 'ns3', limit: 20000, unit: 'bytes', minTh: 5000, maxTh: 18000, maxP: 0.1, wq: 0.0625, meanPktSize: 1000, gentle: false, wait: queue === 'red_wait' }
        : { type: 'droptail', limit: 20000, unit: 'bytes' },
    },
    flows: [
      { kind: 'tcp', name: 'flow 1', start: 0, bytes: 292000, variant: 'sack' },
      { kind: 'tcp', name: 'flow 2', start: 0, bytes: 292000, variant: 'sack' },
      { kind: 'tcp', name: 'flow 3', start: d, bytes: 46700, variant: 'sack' },
    ],
  };
}

/** ns-3 S2: the canonical 10 Mbit/s dumbbell, N long flows starting at 0.1·i s, window [10, 60). */
export function ns3S2(n: number, queue: 'droptail' | 'red', seed = 1): ScenarioInput {
  return {
    version: 3,
    name: `${countWord(n)} long flows sharing a link, as set up in ns-3 — ${queue === 'red' ? 'gentle RED' : 'tail drop'}`,
    description: `N = ${n} long SACK flows on the 10 Mbit/s, 20 ms dumbbell, configured exactly as our ns-3 reference runs (reference S2) so that the two simulators can be compared.`,
    seed,
    duration: 60,
    measure: { from: 10, to: 60 },
    tcp: NS3_TCP,
    topology: {
      kind: 'dumbbell',
      framing: 2,
      deviceQueue: 1,
      bottleneck: {
        rate: 10e6,
        delay: 0.02,
        queue:
          queue === 'red'
            ? { type: 'red', profile: 'ns3', limit: 100, unit: 'packets', minTh: 15, maxTh: 45, maxP: 0.1, meanPktSize: 1500 }
            : { type: 'droptail', limit: 100, unit: 'packets' },
      },
      access: { rate: 100e6, delay: 0.005 },
    },
    flows: Array.from({ length: n }, (_, i) => ({ kind: 'tcp' as const, start: 0.1 * (i + 1), bytes: null, variant: 'sack' as const })),
  };
}

/**
 * ns-3 R8 (shared/reference/ns3-modern/README.md §3): one CUBIC or BBR flow on the S2 dumbbell
 * with a 100-packet tail-drop bottleneck, each module set to ns-3.48's behaviour where it differs
 * from Linux: their "ns3" profiles (sim-core/settings-profile.ts and each module's file, = CUBIC_NS3 and BBR_NS3).
 */
export function ns3R8(cc: 'cubic' | 'bbr', seed = 1): ScenarioInput {
  const s2 = ns3S2(1, 'droptail', seed);
  return {
    ...s2,
    version: 3,
    name: `${cc === 'cubic' ? 'CUBIC' : 'BBR'} alone, as set up in ns-3 (run ${seed})`,
    tcp: { ...NS3_TCP, cubic: { profile: 'ns3' }, bbr: { profile: 'ns3' } },
    flows: [{ kind: 'tcp', start: 0.1, bytes: null, cc, recovery: 'sack' }],
  };
}

/** Seed 003's experiments at a representative point each (E1–E6, both queues). */
const SEED003_EXPERIMENTS: [string, string, (q: 'droptail' | 'red') => ScenarioInput][] = [
  ['e1', 'Two bottlenecks: aggregated main traffic vs cross traffic', (q) => seed003E1(q)],
  ['e2', 'Ten SACK flows over a link that loses 1 packet in 1000', (q) => seed003E2(q, 0.001)],
  ['e3', 'Fifty SACK flows with round trips from 40 ms to 1 s', (q) => seed003E3(q, 1.0)],
  ['e4', 'Tahoe vs SACK with rare error bursts (every 3 s)', (q) => seed003E4(q, 0.1)],
  ['e5', 'Tahoe vs SACK with frequent error bursts (every 50 ms)', (q) => seed003E5(q, 0.1)],
  ['e6', 'Tahoe vs SACK with error bursts on a 300 ms path', (q) => seed003E6(q, 0.3)],
];

/**
 * A headline figure of a preset or a lesson step: a metric catalogue id, and for a flow metric
 * the flow it reads, numbered from 1 as people read flows. src/headlines/ resolves them (and
 * derives a default from the scenario where a preset declares none).
 */
export interface HeadlineRef {
  metric: string;
  flow?: number;
}

/**
 * Zhang et al. judge the queues by the whole system's goodput and how full the link stays (and,
 * with cross traffic, by fairness); the queueing delay is what RED buys with them, so a projected
 * "RED is worse" is not one-sided (lecturer trial 1000: 10.9 vs 73.1 ms was in the A/B table only).
 */
const SEED003_HEADLINES: readonly HeadlineRef[] = [{ metric: 'run.systemGoodput' }, { metric: 'link.utilization' }, { metric: 'link.queueDelayMean' }, { metric: 'run.jainGoodput' }];

/** The late flow (flow 3) of the thesis testbed: its completion time is the finding. */
const LATE_FLOW_HEADLINES: readonly HeadlineRef[] = [{ metric: 'flow.elapsed', flow: 3 }, { metric: 'flow.timeouts', flow: 3 }, { metric: 'link.utilization' }];

export interface PresetInfo {
  name: string;
  title: string;
  build: () => ScenarioInput;
  /** The few figures that tell this preset's story (presentation strip, A/B first rows, figure caption). */
  headlines?: readonly HeadlineRef[];
  /**
   * The preset its study compares it with, whose queue A/B's automatic B and the sweep's second
   * configuration run (the bufferbloat FIFO against CoDel, not the registry's usual RED). Without
   * it, a study pair's sibling `…-<discipline>` or the registry's counterpart is used
   * (scenario-edit/counterparts.ts).
   */
  comparedWith?: string;
  /**
   * The reasoning and control runs behind the description, shown one tap away under it (a
   * `{paper: …}` mark allowed; a blank line between paragraphs): the description stays at most three short sentences a hall can
   * read, while a lecturer read the Wi-Fi demo's nine-line paragraph twice (trial 04:00, step 3).
   */
  reasoning?: string;
  /**
   * The title without the finding, for a preset whose title states what its run shows: shown while
   * the numbers are held (a predict-first student link, presentation's "Hide the numbers"), as the
   * description is. The Wi-Fi demo's title stayed in the heading of a link that asked students to
   * predict exactly that (lecturer trial 05:10, step 20). In the " — set-up" form of `title`.
   */
  neutralTitle?: string;
  /**
   * The one sentence that explains the finding, for a teaching demo whose description has one: its
   * description is built from it, and presentation shows it under the title once the numbers are
   * shown. A lecturer who never left presentation never saw why RED loses on the Wi-Fi demo
   * (lecturer-1540, confusion 3).
   */
  why?: string;
  /**
   * The same run with one suspected cause removed, offered from the demo in one press as "Compare
   * with: <words>" (the control preset opens in Compare A/B). A lecturer asked for "a lossy Wi-Fi
   * link where RED makes things worse" turned the Wi-Fi errors off and saw RED's deficit grow, and
   * nothing had warned her (lecturer-2045, confusion 9). A preset named here is a control, not a
   * demo of its own (isControlPreset).
   */
  control?: { preset: string; words: string };
  /**
   * The plot kinds (plot registry ids, src/plot-kinds) presentation opens with for this preset, at
   * most two, where the registry's default would miss the point: the Vegas-vs-Reno pair asks "which
   * of them gets more", and opened on queue and cwnd, the throughput that answers it took "Plots ▾"
   * and an untick first (phone-0230, item 7). The lecturer's or the link's choice overrides it.
   */
  presentedPlots?: readonly string[];
}

export const PRESETS: PresetInfo[] = [
  { name: 'seed000-droptail', title: 'Late flow vs two downloads — tail drop', build: () => seed000ThreeFlows('droptail', 2), headlines: LATE_FLOW_HEADLINES },
  { name: 'seed000-red', title: 'Late flow vs two downloads — RED', build: () => seed000ThreeFlows('red', 2), headlines: LATE_FLOW_HEADLINES },
  { name: 'seed000-one-flow', title: 'One download alone on a narrow link — tail drop', build: () => seed000OneFlow() },
  { name: 'dumbbell-droptail', title: 'Five long flows sharing a link — tail drop', build: () => dumbbell(5, 'droptail') },
  { name: 'dumbbell-red', title: 'Five long flows sharing a link — gentle RED', build: () => dumbbell(5, 'red') },
  { name: 'dumbbell-10-droptail', title: 'Ten long flows sharing a link — tail drop', build: () => dumbbell(10, 'droptail') },
  { name: 'dumbbell-10-red', title: 'Ten long flows sharing a link — gentle RED', build: () => dumbbell(10, 'red') },
  ...SEED000_PRESETS,
  { name: 'ns3-s1-droptail', title: 'Late flow vs two downloads, as set up in ns-3 — tail drop', build: () => ns3S1('droptail', 2) },
  { name: 'ns3-s1-red', title: 'Late flow vs two downloads, as set up in ns-3 — RED', build: () => ns3S1('red_nowait', 2) },
  { name: 'ns3-s2-droptail', title: 'Ten long flows sharing a link, as set up in ns-3 — tail drop', build: () => ns3S2(10, 'droptail') },
  { name: 'ns3-s2-red', title: 'Ten long flows sharing a link, as set up in ns-3 — gentle RED', build: () => ns3S2(10, 'red') },
  {
    name: 'seed001-80',
    title: 'Web traffic at 80 % load — Reno, tail drop',
    build: () => ({
      ...seed001Web({ load: 0.8, queue: 'dt148', variant: 'reno', warmup: 10, measured: 40 }),
      description:
        'Two-way HTTP/1.0 traffic at 80 % of 10 Mbit/s through a tail-drop buffer of 2·BDP (twice the bandwidth–delay product, 148 packets). {paper: In the paper, Weigle, Jeffay and Smith (2006) found: ARED+ECN with a 5 ms target beats drop-tail for about 75 % of responses; ARED-5ms with drops stalls short responses until the 1 s minimum RTO; drop-tail keeps the highest utilization and the lowest loss.} Open "Web batch" to run all six queues and draw the response-time CDFs.',
    }),
  },
  {
    name: 'seed001-105',
    title: 'Web traffic at 105 % load — Reno, tail drop',
    build: () => ({
      ...seed001Web({ load: 1.05, queue: 'dt148', variant: 'reno', warmup: 10, measured: 40 }),
      description:
        'Two-way HTTP/1.0 traffic offered at 105 % of 10 Mbit/s through a tail-drop buffer of 2·BDP (148 packets). {paper: In the paper, Weigle, Jeffay and Smith (2006) found: ARED+ECN-5ms is better for only about half the responses and much worse for the long ones; drop-tail has the highest utilization and the lowest drop rate; the average queue orders ARED-5ms ≪ ARED-60ms < drop-tail.} Open "Web batch" to run the comparison.',
    }),
  },
  ...SEED003_EXPERIMENTS.flatMap(([id, title, build]) =>
    (['droptail', 'red'] as const).map((q) => ({ name: `seed003-${id}-${q}`, title: `${title} — ${q === 'red' ? 'gentle RED' : 'tail drop'}`, build: () => build(q), headlines: SEED003_HEADLINES })),
  ),
  ...seed002Presets(),
  ...BUFFERBLOAT_PRESETS,
  ...WIRELESS_PRESETS,
  ...CONTROL_PRESETS,
  ...CC_PRESETS,
  ...l4sPresets(),
];

/** Seed 002's experiments A–E (Vegas against Reno; RED with thresholds from the connection count). */
function seed002Presets(): PresetInfo[] {
  const out: PresetInfo[] = [];
  const q = (red: boolean) => (red ? 'red' : 'droptail') as 'red' | 'droptail';
  for (const mix of ['vv', 'vr', 'rr'] as const)
    for (const red of [false, true]) {
      const label = SEED002_PAIR_LABELS[mix];
      // Each flow's throughput is the thesis's figure (the Vegas/Reno ratio), over the queue the two disciplines differ in.
      out.push({ name: `seed002-a-${mix}-${q(red)}`, title: `Two flows, ${label} — ${red ? 'RED 4/6' : 'tail drop'}`, build: () => seed002ExpA(mix, q(red)), presentedPlots: ['throughput', 'queue'] });
    }
  for (const mix of ['5v', '4v1r', '1v4r', '9v1r', '5v5r', '1v9r'])
    for (const red of [false, true]) {
      const exp = mix === '5v' || mix.endsWith('4r') || mix === '4v1r' ? 'B' : 'C';
      out.push({ name: `seed002-${exp.toLowerCase()}-${mix}-${q(red)}`, title: `${mixTitle(mix)} — ${red ? 'RED 3n/4n' : 'tail drop'}`, build: () => seed002ExpBC(mix, q(red)) });
    }
  out.push({ name: 'seed002-d-droptail', title: 'Flows joining every 10 s, 8 Vegas + 2 Reno — tail drop', build: () => seed002ExpD('droptail') });
  for (const e of [0, 0.2, 0.1, -0.1, -0.2]) {
    const tag = e === 0 ? 'exact' : `${e > 0 ? 'plus' : 'minus'}${Math.abs(e * 100)}`;
    const label = e === 0 ? 'n known exactly' : `n ${e > 0 ? 'overestimated' : 'underestimated'} by ${Math.abs(e * 100)} %`;
    out.push({ name: `seed002-d-red-${tag}`, title: `Flows joining every 10 s, 8 Vegas + 2 Reno — RED 3n/4n, ${label}`, build: () => seed002ExpD('red', e) });
  }
  for (const [d, label] of [['droptail', 'all tail drop'], ['r1', 'RED at R1 only'], ['r3', 'RED at R3 only'], ['all', 'RED everywhere']] as const)
    out.push({ name: `seed002-e-${d}`, title: `Six routers, Vegas and Reno — ${label}`, build: () => seed002ExpE(d) });
  return out;
}

export function findPreset(name: string): PresetInfo | undefined {
  return PRESETS.find((p) => p.name === name);
}

/** Whether a preset is another's control run (PresetInfo.control): offered from its demo, not as a pair of its own. */
export function isControlPreset(name: string): boolean {
  return PRESETS.some((p) => p.control?.preset === name);
}
