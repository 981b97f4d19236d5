import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';
import type { NumberParam } from '../sim-core/queues/params';
import { queueDiscipline } from '../sim-core/queues/registry';
import { glossaryTerm } from '../glossary/glossary';
import { disciplineLabel } from './preset-title';
import { disciplineOf } from './queue-edit';

/** One threshold in words: the registry's label ("min_th"), its glossary term, its value as set. */
export interface ThresholdWords {
  label: string;
  glossary: string | null;
  value: number;
}

/**
 * A queue's thresholds said in words, for a heading's shorthand ("Gentle RED 4/6": students in
 * Compare A/B could not tell what 4/6 meant, nor "gentle"). The discipline's name and glossary term
 * ("gentle"), and each of its thresholds in the buffer's unit (the registry's sliders in the queue's
 * unit, as describeQueue reads them): "min_th 4, max_th 6 packets". Null for a queue without any.
 */
export interface QueueThresholds {
  name: string;
  term: string | null;
  thresholds: ThresholdWords[];
  unit: string;
}

export function queueThresholds(q: QueueSpec): QueueThresholds | null {
  const v = q as unknown as Record<string, unknown>;
  const params = queueDiscipline(q.type).params.filter((p): p is NumberParam => p.kind === 'number' && p.editor === 'slider' && p.inQueueUnit === true && typeof v[p.key] === 'number');
  if (params.length === 0) return null;
  const discipline = disciplineOf(q);
  return {
    name: disciplineLabel(q),
    // The discipline's own term where the glossary has one (gentle RED's "gentle").
    term: glossaryTerm(discipline) ? discipline : glossaryTerm(q.type) ? q.type : null,
    // Four significant digits, as describeQueue's exact form (seed 003's 20.83).
    thresholds: params.map((p) => ({ label: p.label, glossary: p.glossary ?? null, value: +(v[p.key] as number).toPrecision(4) })),
    unit: q.unit,
  };
}

/** The thresholds in one phrase: "min_th 4, max_th 6 packets". */
export function thresholdPhrase(t: QueueThresholds): string {
  return `${t.thresholds.map((x) => `${x.label} ${x.value}`).join(', ')} ${t.unit}`;
}

/** The queue's name with its thresholds in words: "Gentle RED: min_th 4, max_th 6 packets". */
export function queueThresholdSentence(t: QueueThresholds): string {
  return `${t.name}: ${thresholdPhrase(t)}`;
}
