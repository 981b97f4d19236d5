import { ns3S2 } from './presets';
import type { QueueInput, ScenarioInput } from './schema';

/** The bottleneck disciplines of ns-3 run R7 (shared/reference/ns3-modern/README.md §2). */
export type R7Queue = 'fifo' | 'codel' | 'pie' | 'fqcodel';

/**
 * R7's qdisc settings: ns-3.48 defaults except MaxSize (1000 packets; FQ-CoDel keeps 10240).
 * CoDel's and PIE's ns-3.48 defaults are this model's (RFC 8289, RFC 8033; no profile), and
 * FQ-CoDel's one departure from Linux, its quantum, is its "ns3" profile.
 */
export const R7_QUEUES: Record<R7Queue, QueueInput> = {
  fifo: { type: 'droptail', limit: 1000, unit: 'packets' },
  codel: { type: 'codel', limit: 1000 },
  pie: { type: 'pie', limit: 1000 },
  fqcodel: { type: 'fq-codel', profile: 'ns3', limit: 10240 },
};

const R7_LABELS: Record<R7Queue, string> = { fifo: '1000-packet FIFO', codel: 'CoDel', pie: 'PIE', fqcodel: 'FQ-CoDel' };

/** ns-3 R7: the S2 dumbbell, N = 5 NewReno+SACK flows, with the bottleneck discipline of the run. */
export function ns3R7(queue: R7Queue, seed = 1): ScenarioInput {
  const s2 = ns3S2(5, 'droptail', seed);
  if (s2.topology.kind !== 'dumbbell') throw new Error('S2 is a dumbbell');
  return {
    ...s2,
    name: `Five long flows sharing a link, as set up in ns-3 — ${R7_LABELS[queue]} (run ${seed})`,
    description: 'Five long flows on the 10 Mbit/s dumbbell with a modern queue discipline at the bottleneck, configured exactly as our ns-3 reference runs (reference R7) so that the two simulators can be compared.',
    topology: { ...s2.topology, bottleneck: { ...s2.topology.bottleneck, queue: R7_QUEUES[queue] } },
  };
}
