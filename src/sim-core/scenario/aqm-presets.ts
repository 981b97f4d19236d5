import { ns3S2 } from './presets';
import type { QueueInput, ScenarioInput } from './schema';

/** The bottleneck disciplines of ns-3 run R7 (shared/reference/ns3-modern/README.md §2). */
export type R7Queue = 'fifo' | 'codel' | 'pie' | 'fqcodel';

/** R7's qdisc settings: ns-3.48 defaults except MaxSize (1000 packets; FQ-CoDel keeps 10240). */
export const R7_QUEUES: Record<R7Queue, QueueInput> = {
  fifo: { type: 'droptail', limit: 1000, unit: 'packets' },
  codel: { type: 'codel', limit: 1000, target: 0.005, interval: 0.1, minBytes: 1500, ecn: false },
  pie: { type: 'pie', limit: 1000, target: 0.015, tUpdate: 0.015, alpha: 0.125, beta: 1.25, maxBurst: 0.15, capDropAdjustment: true, derandomize: false, ecn: false },
  fqcodel: { type: 'fq-codel', limit: 10240, flows: 1024, quantum: 1500, target: 0.005, interval: 0.1, minBytes: 1500, ecn: true, dropBatch: 64 },
};

/** ns-3 R7: the S2 dumbbell, N = 5 NewReno+SACK flows, with the bottleneck discipline of the run. */
export function ns3R7(queue: R7Queue, seed = 1): ScenarioInput {
  const s2 = ns3S2(5, 'droptail', seed);
  if (s2.topology.kind !== 'dumbbell') throw new Error('S2 is a dumbbell');
  return {
    ...s2,
    name: `ns-3 reference R7 (${queue}, N = 5, run ${seed})`,
    description: 'The S2 dumbbell with a modern AQM at the bottleneck, configured exactly as the ns-3 reference runs.',
    topology: { ...s2.topology, bottleneck: { ...s2.topology.bottleneck, queue: R7_QUEUES[queue] } },
  };
}
