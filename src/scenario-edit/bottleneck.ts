import type { LeafQueueSpec, Scenario } from '../sim-core/scenario/schema';

/** The bottleneck of the built-in topologies, seen the same way whichever topology it is. */
export interface BottleneckView {
  rate: number;
  delay: number;
  queue: LeafQueueSpec;
  /** Where the queue sits in the scenario (for matching validation messages). */
  queuePath: string;
  delayNote: string;
}

/** The editable bottleneck, or null for graphs and HTB-shaped bottlenecks (edited as JSON). */
export function getBottleneck(sc: Scenario): BottleneckView | null {
  const t = sc.topology;
  if (t.kind === 'testbed' && t.bottleneckQueue.type !== 'htb')
    return { rate: t.bottleneckRate, delay: t.delay, queue: t.bottleneckQueue, queuePath: 'topology.bottleneckQueue', delayNote: '× 3 links' };
  if (t.kind === 'dumbbell' && t.bottleneck.queue.type !== 'htb')
    return { rate: t.bottleneck.rate, delay: t.bottleneck.delay, queue: t.bottleneck.queue, queuePath: 'topology.bottleneck.queue', delayNote: 'one way' };
  return null;
}

export function setBottleneck(sc: Scenario, patch: Partial<Pick<BottleneckView, 'rate' | 'delay' | 'queue'>>): void {
  const t = sc.topology;
  if (t.kind === 'testbed') {
    if (patch.rate !== undefined) t.bottleneckRate = patch.rate;
    if (patch.delay !== undefined) t.delay = patch.delay;
    if (patch.queue !== undefined) t.bottleneckQueue = patch.queue;
  } else if (t.kind === 'dumbbell') {
    if (patch.rate !== undefined) t.bottleneck.rate = patch.rate;
    if (patch.delay !== undefined) t.bottleneck.delay = patch.delay;
    if (patch.queue !== undefined) t.bottleneck.queue = patch.queue;
  }
}
