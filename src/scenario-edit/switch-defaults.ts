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

/**
 * The buffer and ECN `q` would have with its discipline's own defaults, as the editor reads them
 * (bufferAndEcnOf): a setting without a default stays as `q` has it.
 */
export function ownBufferAndEcn(q: QueueSpec): BufferAndEcn {
  const d = ownDefaults(q.type);
  const now = bufferAndEcnOf(q);
  return { limit: d.limit ?? now.limit, unit: d.limit === undefined ? now.unit : d.unit, ...(now.ecn !== undefined ? { ecn: d.ecn ?? now.ecn } : {}) };
}

/** Whether `q` has its discipline's own buffer and ECN already (nothing to offer): hasBufferAndEcn against its own defaults (one comparison, not a second copy of it). */
export function hasOwnDefaults(q: QueueSpec): boolean {
  return hasBufferAndEcn(q, ownBufferAndEcn(q));
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

/**
 * The note once "Use them" applied the defaults, saying who changed what, from what it was, in the
 * words A/B's and At a glance's "Same figures as your previous run: Buffer 50 → 1000 packets …"
 * use: "You chose FQ-CoDel's own defaults: buffer 20 → 10240 packets, ECN off → on".
 */
export function usingDefaultsNote(type: string, kept: BufferAndEcn): string {
  const d = ownDefaults(type);
  const parts = [
    ...(d.limit !== undefined ? [`buffer ${kept.limit === d.limit && kept.unit === d.unit ? '' : `${kept.limit}${kept.unit === d.unit ? '' : ` ${kept.unit}`} → `}${d.limit} ${d.unit}`] : []),
    ...(d.ecn !== undefined && kept.ecn !== undefined ? [`ECN ${kept.ecn === d.ecn ? '' : `${onOff(kept.ecn)} → `}${onOff(d.ecn)}`] : []),
  ];
  return `You chose ${ownerName(type)}'s own defaults: ${parts.join(', ')}`;
}

/** The last switch of a Queue menu: the discipline switched to, the buffer and ECN it kept, and whether "Use them" was pressed since. */
export interface QueueSwitch {
  type: string;
  kept: BufferAndEcn;
  used: boolean;
}

/**
 * The note beside a Queue menu after a switch, or null: the offer ("Kept … — Use them") while the
 * queue still has what the switch kept; once "Use them" gave it the discipline's own defaults, what
 * that changed ("You chose … — Undo"); nothing once the student edited the buffer or ECN
 * otherwise. A student switched to CoDel, typed Buffer 1000 themselves, and read "Using CoDel's
 * own defaults: buffer 1000 packets — Undo" beside "Buffer 50 → 1000 packets made no difference",
 * and could not tell who had set the 1000 (bloat-2235 confusion 11).
 */
export function noteAfterSwitch(queue: QueueSpec, last: QueueSwitch | null): { kind: 'offer' | 'using'; words: string } | null {
  if (!last || queue.type !== last.type) return null;
  if (hasBufferAndEcn(queue, last.kept)) {
    const note = switchNote(queue);
    return note === null ? null : { kind: 'offer', words: note };
  }
  return last.used && hasOwnDefaults(queue) ? { kind: 'using', words: usingDefaultsNote(queue.type, last.kept) } : null;
}
