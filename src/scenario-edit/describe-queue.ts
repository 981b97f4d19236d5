import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';
import type { NumberParam } from '../sim-core/queues/params';
import { queueDiscipline } from '../sim-core/queues/registry';
import { DISCIPLINES, disciplineOf } from './queue-edit';

/** A queue in a few words, e.g. "RED 5000–18000 bytes, max_p 0.1, buffer 20000 bytes". */
export function describeQueue(q: QueueSpec): string {
  const label = DISCIPLINES.find((d) => d.value === disciplineOf(q))?.label ?? q.type;
  // The discipline's headline parameters (its sliders in the registry); thresholds as a range.
  const v = q as unknown as Record<string, unknown>;
  const params = queueDiscipline(q.type).params.filter((p): p is NumberParam => p.kind === 'number' && p.editor === 'slider' && typeof v[p.key] === 'number');
  // Four significant digits: seed 003's min_th = 125/6 reads 20.83, not 20.833333333333332.
  const num = (x: unknown) => (typeof x === 'number' ? +x.toPrecision(4) : x);
  const inUnit = params.filter((p) => p.inQueueUnit).map((p) => num(v[p.key]));
  const parts = [inUnit.length > 0 ? `${label} ${inUnit.join('–')} ${q.unit}` : label];
  for (const p of params.filter((x) => !x.inQueueUnit)) parts.push(`${p.label} ${num(v[p.key])}`);
  parts.push(`buffer ${q.limit} ${q.unit}${v.ecn === true ? ', ECN' : ''}`);
  return params.length > 0 ? parts.join(', ') : `${label}, buffer ${q.limit} ${q.unit}`;
}
