import type { RandomStream } from '../engine/random';
import type { DropCurve, DropCurveAt, QueueDiscipline } from './discipline';
import { HTB } from './htb-discipline';
import { GENERIC_DROP_REASONS, type DropReason, type QueueDisc } from './queue-disc';
import { ADAPTIVE_RED, DYNAMIC_RED, RED } from './red-discipline';
import { TAIL_DROP, fifoSpec } from './tail-drop-discipline';
import { CODEL } from './codel/codel-discipline';
import { FQ_CODEL } from './fq-codel/fq-codel-discipline';
import { PIE } from './pie/pie-discipline';
import { DUALPI2 } from './dualpi2/dualpi2-discipline';

/**
 * Every queue discipline that may sit on a link or inside an HTB class. Adding one is its own
 * module (the queue and its `defineDiscipline` entry) plus one line here: the schema, the
 * editor, the plots, the CLI and the summary are derived from this list.
 */
export const LEAF_QUEUE_DISCIPLINES = [TAIL_DROP, RED, ADAPTIVE_RED, DYNAMIC_RED, CODEL, PIE, FQ_CODEL, DUALPI2] as const;

/** Disciplines that hold other queues (not offered as a leaf). */
export const CONTAINER_QUEUE_DISCIPLINES = [HTB] as const;

export const QUEUE_DISCIPLINES: readonly QueueDiscipline[] = [...LEAF_QUEUE_DISCIPLINES, ...CONTAINER_QUEUE_DISCIPLINES] as unknown as QueueDiscipline[];

type SpecOf<D> = D extends QueueDiscipline<infer S> ? S : never;
/** A validated leaf queue spec: the union of the leaf disciplines' specs. */
export type LeafQueueSpecOf = SpecOf<(typeof LEAF_QUEUE_DISCIPLINES)[number]>;
/** A validated queue spec of any registered discipline. */
export type QueueSpecOf = LeafQueueSpecOf | SpecOf<(typeof CONTAINER_QUEUE_DISCIPLINES)[number]>;

const BY_NAME = new Map(QUEUE_DISCIPLINES.map((d) => [d.name, d]));

/** The registry entry of a discipline name (a spec's `type`, or a running queue's `kind`). */
export function queueDiscipline(name: string): QueueDiscipline {
  const d = BY_NAME.get(name);
  if (!d) throw new Error(`unknown queue discipline "${name}"`);
  return d;
}

/** The drop-probability curve of a spec as edited (its discipline's `dropCurve`), null when it has none. */
export function dropCurveOf(spec: LeafQueueSpecOf, linkBps: number, at?: DropCurveAt): DropCurve | null {
  const d = queueDiscipline(spec.type) as unknown as QueueDiscipline<LeafQueueSpecOf>;
  return d.dropCurve?.(spec, linkBps, at) ?? null;
}

/** The discipline every other is compared against by default (A/B, the sweep): the plain FIFO. */
export const BASELINE_DISCIPLINE = TAIL_DROP.name;

/** A queue of the baseline discipline holding `limit` packets or bytes (calibrations that must not queue or drop use a huge one). */
export const baselineQueue = fifoSpec;

/** The queueing delay a discipline steers towards (s), from its run report's settings, or null when it has none. */
export function targetDelayOf(kind: string, settings: Record<string, unknown>): number | null {
  const key = BY_NAME.get(kind)?.targetDelayKey;
  const t = key === undefined ? undefined : settings[key];
  return typeof t === 'number' ? t : null;
}

/** Every drop reason: the generic ones, then each discipline's own, once each. Codes are indices. */
export const DROP_REASONS: readonly DropReason[] = (() => {
  const out: DropReason[] = [...GENERIC_DROP_REASONS];
  for (const d of QUEUE_DISCIPLINES) for (const r of d.dropReasons) if (!out.some((o) => o.id === r.id)) out.push(r);
  return out;
})();

/** The reasons links with these disciplines may report: the generic ones and the disciplines' own. */
export function dropReasonsOf(kinds: readonly string[]): DropReason[] {
  const own = new Set(kinds.flatMap((k) => queueDiscipline(k).dropReasons.map((r) => r.id)));
  return DROP_REASONS.filter((r) => GENERIC_DROP_REASONS.some((g) => g.id === r.id) || own.has(r.id));
}

const CODE = new Map(DROP_REASONS.map((r, i) => [r.id, i]));

/** Numeric code of a drop reason in result arrays (events' `kind`). */
export function dropReasonCode(id: string): number {
  const c = CODE.get(id);
  if (c === undefined) throw new Error(`unknown drop reason "${id}"`);
  return c;
}

/**
 * Build a queue through the registry. `activeFlows` counts the connections whose data crosses
 * the link (dynamic-threshold RED).
 */
export function buildQueue(spec: { type: string }, linkBps: number, rng: (suffix?: string) => RandomStream, activeFlows: () => number = () => 0): QueueDisc {
  return queueDiscipline(spec.type).create(spec, {
    linkBps,
    rng,
    activeFlows,
    build: (child, bps, childRng) => buildQueue(child, bps, childRng, activeFlows),
  });
}
