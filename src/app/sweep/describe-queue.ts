import type { LeafQueueSpec as QueueSpec } from '../../sim-core/scenario/schema';
import { DISCIPLINES, disciplineOf } from '../scenario/queue-edit';

/** A queue in a few words, e.g. "RED 5000–18000 bytes, max_p 0.1, buffer 20000 bytes". */
export function describeQueue(q: QueueSpec): string {
  const label = DISCIPLINES.find((d) => d.value === disciplineOf(q))?.label ?? q.type;
  if (q.type === 'red') return `${label} ${q.minTh}–${q.maxTh} ${q.unit}, max_p ${q.maxP}, buffer ${q.limit} ${q.unit}${q.ecn ? ', ECN' : ''}`;
  return `${label}, buffer ${q.limit} ${q.unit}`;
}
