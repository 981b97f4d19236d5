import type { QueueInput, ScenarioInput, TcpOverrides } from './schema';

/**
 * CUBIC and BBR on the teaching dumbbell (10 Mbit/s, 20 ms bottleneck, 100 Mbit/s, 5 ms access:
 * BDP ≈ 51 packets): alone, against Reno, and against each other in a shallow and a deep buffer
 * (the fairness story: BBR takes most of a shallow buffer's link, CUBIC most of a deep one).
 * Linux defaults for both (docs/models.md "CUBIC", "BBR").
 */
function ccDumbbell(name: string, description: string, flows: { cc: string; name: string }[], buffer: number): ScenarioInput {
  return teachingDumbbell(name, description, { type: 'droptail', limit: buffer, unit: 'packets' }, flows);
}

/** The teaching dumbbell with any bottleneck queue; each flow names its congestion control (and may carry its own tcp settings). */
export function teachingDumbbell(name: string, description: string, queue: QueueInput, flows: { cc: string; name: string; tcp?: TcpOverrides }[]): ScenarioInput {
  return {
    version: 3,
    name,
    description,
    seed: 1,
    duration: 60,
    measure: { from: 10 },
    tcp: { sack: true },
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: 10e6, delay: 0.02, queue },
      access: { rate: 100e6, delay: 0.005 },
    },
    flows: flows.map((f, i) => ({ kind: 'tcp' as const, name: f.name, start: 0.1 * (i + 1), bytes: null, cc: f.cc, recovery: 'sack', ...(f.tcp ? { tcp: f.tcp } : {}) })),
  };
}

/** name, menu title, scenario name, buffer (packets), flows' congestion controls, what to look at. */
const TABLE: [string, string, string, number, string[], string][] = [
  [
    'cubic-alone',
    'CUBIC alone',
    'CUBIC alone',
    100,
    ['cubic'],
    'One CUBIC flow through a 100-packet tail-drop buffer. After HyStart ends slow start, each loss cuts cwnd to 0.7·W_max, W_max being the window at that loss; the window then climbs concavely back to W_max, lingers there (the plateau) and probes beyond it convexly. The W_max line and epoch starts are drawn on the cwnd plot.',
  ],
  [
    'bbr-alone',
    'BBR alone',
    'BBR alone',
    100,
    ['bbr'],
    'One BBR v1 flow through a 100-packet buffer. STARTUP doubles the rate each round until the bandwidth stops growing, DRAIN empties the queue it built, PROBE_BW cycles its pacing gain (1.25, 0.75, then six rounds at 1), and every 10 s PROBE_RTT drops cwnd to 4 segments for 200 ms to re-measure the min RTT (the ProbeRTT dip). The state band under the cwnd plot shows each phase.',
  ],
  [
    'cubic-vs-reno',
    'CUBIC vs Reno',
    'CUBIC vs Reno',
    100,
    ['cubic', 'reno'],
    'A CUBIC flow and a Reno (NewReno window growth, SACK recovery) flow share the bottleneck. CUBIC takes about three quarters of the link: after each loss it gives back only 30 % and regrows to W_max (its window at the loss) within seconds, while Reno halves and then adds one segment per round trip (half that with delayed ACKs).',
  ],
  [
    'bbr-vs-cubic-shallow',
    'BBR vs CUBIC sharing a bottleneck, shallow buffer (20 packets)',
    'BBR vs CUBIC, shallow buffer',
    20,
    ['bbr', 'cubic'],
    'BBR and CUBIC share a 20-packet buffer (0.4 BDP, the bandwidth–delay product: what the path holds in flight without a queue). BBR paces at its bandwidth estimate and ignores losses; CUBIC backs off at every drop, so BBR takes most of the link.',
  ],
  [
    'bbr-vs-cubic-deep',
    'BBR vs CUBIC sharing a bottleneck, deep buffer (250 packets)',
    'BBR vs CUBIC, deep buffer',
    250,
    ['bbr', 'cubic'],
    "BBR and CUBIC share a 250-packet buffer (5 BDP). CUBIC fills the buffer; BBR's in-flight cap (2 × its estimated BDP) leaves it only a share of the queue, so CUBIC takes the larger part.",
  ],
];

const LABEL: Record<string, string> = { cubic: 'CUBIC', bbr: 'BBR', reno: 'Reno' };

export const CC_PRESETS = TABLE.map(([name, title, scenarioName, buffer, ccs, description]) => ({
  name,
  title,
  build: () => ccDumbbell(scenarioName, description, ccs.map((cc) => ({ cc, name: LABEL[cc] })), buffer),
}));
