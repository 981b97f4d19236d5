import { allowsBytes, defaultBufferOf } from '../sim-core/queues/buffer-params';
import type { BufferSettings, QueueDiscipline } from '../sim-core/queues/discipline';
import { LEAF_QUEUE_DISCIPLINES, queueDiscipline } from '../sim-core/queues/registry';
import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';

/** An entry of the editor's discipline list (a registry entry may offer several: RED, gentle RED). */
export type Discipline = string;

const LEAVES = LEAF_QUEUE_DISCIPLINES as unknown as readonly QueueDiscipline[];

/** The editor's discipline list, from the registry. */
export const DISCIPLINES: { value: Discipline; label: string }[] = LEAVES.flatMap((d) => d.choices.filter((c) => c.listed !== false).map((c) => ({ value: c.value, label: c.label })));

/** The editor choice a spec shows as. */
export function disciplineOf(q: QueueSpec): Discipline {
  const d = queueDiscipline(q.type);
  const choice = d.choices?.find((c) => !c.matches || c.matches(q)) ?? d.choices?.[0];
  // A discipline without an entry in the editor's list (a class-based queue) goes by its type:
  // A/B's "your edit of step N" threw on one (voice-beside-download, opened in Compare A/B).
  return choice?.value ?? q.type;
}

function bufferOf(q: QueueSpec): BufferSettings {
  const d = queueDiscipline(q.type);
  return d.bufferOf ? d.bufferOf(q) : defaultBufferOf(q);
}

/** Bytes per packet used to convert between byte and packet units. */
export function packetBytes(q: QueueSpec): number {
  return bufferOf(q).packetBytes;
}

function roundTo(v: number, unit: 'packets' | 'bytes'): number {
  return unit === 'packets' ? Math.max(1, Math.round(v)) : Math.max(1, Math.round(v / 100) * 100);
}

/** The queue after switching discipline, keeping the buffer and ECN where they carry over. */
export function changeDiscipline(q: QueueSpec, to: Discipline): QueueSpec {
  if (disciplineOf(q) === to) return q;
  for (const d of LEAVES) {
    const c = d.choices.find((x) => x.value === to && x.listed !== false);
    if (c) return c.make(bufferOf(q), q) as QueueSpec;
  }
  throw new Error(`no queue discipline "${to}" in the editor's list`);
}

/** Whether the discipline lets its buffer count bytes. */
export function unitSelectable(q: QueueSpec): boolean {
  return allowsBytes(queueDiscipline(q.type).params);
}

/** Switch a queue's counting unit, converting its limit and thresholds by the packet size. */
export function changeUnit(q: QueueSpec, unit: 'packets' | 'bytes'): QueueSpec {
  if (q.unit === unit || !unitSelectable(q)) return q;
  const f = unit === 'bytes' ? packetBytes(q) : 1 / packetBytes(q);
  const conv = (v: number) => roundTo(v * f, unit);
  const next: Record<string, unknown> = { ...q, unit, limit: conv(q.limit) };
  for (const p of queueDiscipline(q.type).params) {
    if (p.kind !== 'number' || !p.inQueueUnit || p.key === 'limit') continue;
    const v = (q as unknown as Record<string, unknown>)[p.key];
    if (typeof v === 'number') next[p.key] = v === 0 ? 0 : conv(v);
  }
  return next as unknown as QueueSpec;
}
