import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';
import type { NumberParam } from '../sim-core/queues/params';
import { queueDiscipline } from '../sim-core/queues/registry';
import { DISCIPLINES, disciplineOf } from './queue-edit';

/** A threshold as a label shows it: whole packets (or bytes) from 10 up, else one decimal. */
function roundedThreshold(x: number): number {
  return Math.abs(x) >= 10 ? Math.round(x) : Math.round(x * 10) / 10;
}

/**
 * A queue in a few words, e.g. "RED 5000–18000 bytes, max_p 0.1, buffer 20000 bytes". Fractional
 * thresholds are rounded, with "≈" before them (seed 003's gentle RED, buffer/6 and buffer/2 of 125
 * packets, reads "≈21–63 packets": "20.83–62.5" looked odd on a slide); `exact` keeps four
 * significant digits (20.83), for a tooltip beside the rounded label.
 */
export function describeQueue(q: QueueSpec, { exact = false }: { exact?: boolean } = {}): string {
  const label = DISCIPLINES.find((d) => d.value === disciplineOf(q))?.label ?? q.type;
  // The discipline's headline parameters (its sliders in the registry); thresholds as a range.
  const v = q as unknown as Record<string, unknown>;
  const params = queueDiscipline(q.type).params.filter((p): p is NumberParam => p.kind === 'number' && p.editor === 'slider' && typeof v[p.key] === 'number');
  // Four significant digits: seed 003's min_th = 125/6 reads 20.83, not 20.833333333333332.
  const num = (x: unknown) => (typeof x === 'number' ? +x.toPrecision(4) : x);
  const inUnit = params.filter((p) => p.inQueueUnit).map((p) => num(v[p.key]));
  const shown = exact ? inUnit : inUnit.map((x) => (typeof x === 'number' ? roundedThreshold(x) : x));
  const approx = shown.some((x, i) => x !== inUnit[i]) ? '≈' : '';
  const parts = [inUnit.length > 0 ? `${label} ${approx}${shown.join('–')} ${q.unit}` : label];
  for (const p of params.filter((x) => !x.inQueueUnit)) parts.push(`${p.label} ${num(v[p.key])}`);
  const buffer = `buffer ${q.limit} ${q.unit}${v.ecn === true ? ', ECN' : ''}`;
  // ECN said for a queue without sliders too: FQ-CoDel with ECN read "FQ-CoDel, buffer 10240
  // packets" beside A's RED without it (queue-switch finding, phone trial 20:45, 7).
  return params.length > 0 ? [...parts, buffer].join(', ') : `${label}, ${buffer}`;
}
