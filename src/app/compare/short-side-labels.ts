import type { LeafQueueSpec as QueueSpec } from '../../sim-core';
import { DISCIPLINES, disciplineOf } from '../../scenario-edit/queue-edit';
import { describeQueue } from '../../scenario-edit/describe-queue';

/** A discipline's name as words in a sentence: "Tail drop" → "tail drop", "Gentle RED" → "gentle RED"; "CoDel", "PIE" stay. */
function inWords(label: string): string {
  return /^[A-Z][a-z]+\b/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/** A queue in the fewest words that tell it from the other side's: its discipline, its buffer when the buffers differ, ECN when on. */
function shortQueue(q: QueueSpec, other: QueueSpec): string {
  const label = DISCIPLINES.find((d) => d.value === disciplineOf(q))?.label ?? q.type;
  const buffer = q.limit !== other.limit || q.unit !== other.unit ? `, buffer ${q.limit} ${q.unit}` : '';
  const ecn = (q as { ecn?: boolean }).ecn === true ? ', ECN' : '';
  return `${inWords(label)}${buffer}${ecn}`;
}

/**
 * A projected A/B's panel labels, "A: gentle RED" / "B: tail drop": the full descriptions ("A:
 * Gentle RED ≈21–63 packets, max_p 0.1, buffer 125 packets — queue") took two lines of title
 * and pushed A's legend onto a third, squashing A's plot (lecturer trial 20:10, step 12). When the
 * short words would not tell A from B (RED against RED with another max_p) the full ones stay.
 * `full` are the full descriptions, kept as the panels' accessible names.
 */
export function shortSideLabels(qa: QueueSpec | null | undefined, qb: QueueSpec | null | undefined, full: { a: string; b: string }): { a: string; b: string } {
  const names = shortSideNames(qa, qb);
  return names ? { a: `A: ${names.a}`, b: `B: ${names.b}` } : full;
}

/** The two queues' short words alone ("gentle RED", "tail drop"), null when they would not tell A from B. */
export function shortSideNames(qa: QueueSpec | null | undefined, qb: QueueSpec | null | undefined): { a: string; b: string } | null {
  if (!qa || !qb) return null;
  const a = shortQueue(qa, qb);
  const b = shortQueue(qb, qa);
  return a === b ? null : { a, b };
}
