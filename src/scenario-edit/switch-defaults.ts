import type { BooleanParam, NumberParam } from '../sim-core/queues/params';
import { queueDiscipline } from '../sim-core/queues/registry';
import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';
import { changeUnit, unitSelectable } from './queue-edit';

/**
 * A discipline's own buffer and ECN defaults, offered after a switch rather than imposed.
 *
 * Choosing FQ-CoDel used to replace a 20-packet buffer by FQ-CoDel's 10240 and tick ECN, so a
 * comparison meant to be queue-only changed three settings at once (phone trial 20:45,
 * confusion 7; bloat trial 20:45, C12). A switch now keeps the buffer and ECN (the registry's
 * `make`, changeDiscipline); the editor says what it kept and offers these defaults in one press.
 * Every word and number here comes from the discipline's registry entry (its `limit`, `unit` and
 * `ecn` parameters), so no discipline's default is written a second time.
 */

/** The buffer and ECN a discipline takes when a scenario leaves them out; a field is absent when it has no default. */
export interface OwnDefaults {
  limit?: number;
  unit: 'packets' | 'bytes';
  ecn?: boolean;
}

/** `type`'s own defaults, from its registry parameters. */
export function ownDefaults(type: string): OwnDefaults {
  const params = queueDiscipline(type).params;
  const limit = params.find((p): p is NumberParam => p.key === 'limit' && p.kind === 'number')?.default;
  const unitParam = params.find((p) => p.key === 'unit');
  const unit = unitParam?.kind === 'enum' && (unitParam.default === 'bytes' || unitParam.default === 'packets') ? unitParam.default : 'packets';
  const ecn = params.find((p): p is BooleanParam => p.key === 'ecn' && p.kind === 'boolean')?.default;
  return { ...(limit !== undefined ? { limit } : {}), unit, ...(ecn !== undefined ? { ecn } : {}) };
}

/** Whether `q` has its discipline's own buffer and ECN already (nothing to offer). */
export function hasOwnDefaults(q: QueueSpec): boolean {
  const d = ownDefaults(q.type);
  const ecn = (q as { ecn?: boolean }).ecn ?? false;
  return (d.limit === undefined || (q.limit === d.limit && q.unit === d.unit)) && (d.ecn === undefined || ecn === d.ecn);
}

/** `q` with its discipline's own buffer (in the discipline's default unit) and ECN. */
export function withOwnDefaults(q: QueueSpec): QueueSpec {
  const d = ownDefaults(q.type);
  const inUnit = d.limit !== undefined && unitSelectable(q) ? changeUnit(q, d.unit) : q;
  return { ...inUnit, ...(d.limit !== undefined ? { limit: d.limit } : {}), ...(d.ecn !== undefined ? { ecn: d.ecn } : {}) } as QueueSpec;
}

/** The buffer and ECN of `q` as the editor reads them. */
export interface BufferAndEcn {
  limit: number;
  unit: 'packets' | 'bytes';
  /** Absent when the discipline has no ECN setting. */
  ecn?: boolean;
}

export function bufferAndEcnOf(q: QueueSpec): BufferAndEcn {
  const marks = queueDiscipline(q.type).params.some((p) => p.key === 'ecn');
  return { limit: q.limit, unit: q.unit, ...(marks ? { ecn: (q as { ecn?: boolean }).ecn ?? false } : {}) };
}

/** Whether `q` still has the buffer and ECN of `b`. */
export function hasBufferAndEcn(q: QueueSpec, b: BufferAndEcn): boolean {
  const now = bufferAndEcnOf(q);
  return now.limit === b.limit && now.unit === b.unit && now.ecn === b.ecn;
}

/** `q` with the buffer and ECN of `b` (Undo of "Use them"). */
export function withBufferAndEcn(q: QueueSpec, b: BufferAndEcn): QueueSpec {
  return { ...q, limit: b.limit, unit: b.unit, ...(b.ecn !== undefined ? { ecn: b.ecn } : {}) } as QueueSpec;
}

/** A discipline's name before "'s" ("DualPI2 (L4S)" → "DualPI2"). */
function ownerName(type: string): string {
  return queueDiscipline(type).label.replace(/\s*\(.*\)$/, '');
}

const onOff = (v: boolean) => (v ? 'on' : 'off');

/** "buffer 20 packets and ECN off": what a queue has, in the editor's words. */
export function bufferAndEcnWords(b: BufferAndEcn): string {
  return `buffer ${b.limit} ${b.unit}${b.ecn !== undefined ? ` and ECN ${onOff(b.ecn)}` : ''}`;
}

/** "FQ-CoDel's own defaults: buffer 10240, ECN on" (the unit said only where it differs from `kept`'s). */
export function ownDefaultsWords(type: string, kept?: { unit: 'packets' | 'bytes' }): string {
  const d = ownDefaults(type);
  const parts = [
    ...(d.limit !== undefined ? [`buffer ${d.limit}${kept?.unit === d.unit ? '' : ` ${d.unit}`}`] : []),
    ...(d.ecn !== undefined ? [`ECN ${onOff(d.ecn)}`] : []),
  ];
  return `${ownerName(type)}'s own defaults: ${parts.join(', ')}`;
}

/**
 * The note after a switch to `after`'s discipline, or null when the switch left nothing to offer
 * (the discipline has no buffer or ECN default, or the queue already has them):
 * "Kept buffer 20 packets and ECN off. FQ-CoDel's own defaults: buffer 10240, ECN on".
 */
export function switchNote(after: QueueSpec): string | null {
  if (hasOwnDefaults(after)) return null;
  const kept = bufferAndEcnOf(after);
  return `Kept ${bufferAndEcnWords(kept)}. ${ownDefaultsWords(after.type, kept)}`;
}

/** The note once "Use them" applied the defaults: "Using FQ-CoDel's own defaults: buffer 10240 packets, ECN on". */
export function usingDefaultsNote(type: string): string {
  return `Using ${ownDefaultsWords(type)}`;
}
