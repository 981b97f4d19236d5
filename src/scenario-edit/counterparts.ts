import { BASELINE_DISCIPLINE, queueDiscipline } from '../sim-core/queues/registry';
import type { LeafQueueSpec as QueueSpec, Scenario } from '../sim-core/scenario/schema';
import { getBottleneck } from './bottleneck';
import { presetScenarioShared, USUAL_QUEUE_PRESETS } from './catalog';
import { findPreset } from '../sim-core/scenario/presets';
import { changeDiscipline } from './queue-edit';

/**
 * Which queue a scenario is compared with by default, from the queue registry: each discipline
 * names its counterpart (`counterpart`; none: the baseline discipline). A/B mode's automatic B
 * and the sweep's default configurations both come from here, so no mode names a discipline.
 */

/**
 * The discipline a queue of `type` is compared with by default: the one of the preset its study
 * compares `preset` with (`comparedWith`), while A still runs the preset's own discipline; else
 * the registry's counterpart.
 */
export function counterpartOf(type: string, preset: string | null = null): string {
  return comparedQueue(preset, type)?.type ?? queueDiscipline(type).counterpart ?? BASELINE_DISCIPLINE;
}

/** The queue of the preset `preset` declares it is compared with, when A's queue is still of the preset's discipline `type`. */
function comparedQueue(preset: string | null, type: string): QueueSpec | null {
  const other = preset !== null ? findPreset(preset)?.comparedWith : undefined;
  if (other === undefined) return null;
  const own = presetScenarioShared(preset!);
  if (!own || getBottleneck(own)?.queue.type !== type) return null;
  const theirs = presetScenarioShared(other);
  return (theirs && getBottleneck(theirs)?.queue) || null;
}

/**
 * `sc`'s bottleneck queue under discipline `to`: its own when it already is one; else the study's
 * own queue of that discipline when `sc` is still a study's preset (studySiblingQueue); else the usual
 * queue of that discipline on its topology (catalog.ts USUAL_QUEUE_PRESETS); else its buffer
 * carried over to the discipline's defaults (changeDiscipline). Null without a built-in bottleneck.
 */
export function queueOfDiscipline(sc: Scenario, to: string, preset: string | null = null): QueueSpec | null {
  const b = getBottleneck(sc);
  if (!b) return null;
  if (b.queue.type === to) return b.queue;
  const study = studySiblingQueue(sc, preset, to);
  if (study) return study;
  for (const name of USUAL_QUEUE_PRESETS) {
    const p = presetScenarioShared(name);
    const q = p && p.topology.kind === sc.topology.kind ? getBottleneck(p)?.queue : undefined;
    if (q?.type === to) return structuredClone(q);
  }
  return changeDiscipline(b.queue, to);
}

/**
 * The queue a study ran beside `preset`'s: the queue of the preset it declares it is compared
 * with (`comparedWith`: the bufferbloat FIFO's CoDel) when that is of discipline `to`; else, since
 * preset ids of a study's pair end in their disciplines' ids (`seed003-e2-droptail` /
 * `seed003-e2-red`), the sibling `…-<to>`'s (seed 003's gentle RED, seed 002's 4/6 or 3n/4n,
 * seed 000's tc RED).
 * Offered only while the buffer is still the study's, since the study set its parameters for that
 * buffer. Null when the preset has no such sibling.
 */
export function studySiblingQueue(sc: Scenario, preset: string | null, to: string): QueueSpec | null {
  const found = studySibling(sc, preset, to);
  return found && structuredClone(found.queue);
}

/** studySiblingQueue's queue and the preset it is from (a projected A/B title names the pair). */
export function studySibling(sc: Scenario, preset: string | null, to: string): { name: string; queue: QueueSpec } | null {
  const now = getBottleneck(sc)?.queue;
  if (preset === null || !now) return null;
  const declaredName = comparedQueue(preset, now.type) ? findPreset(preset)!.comparedWith! : undefined;
  const siblingName = preset.endsWith(`-${now.type}`) ? `${preset.slice(0, -now.type.length)}${to}` : undefined;
  for (const name of [declaredName, siblingName]) {
    const other = name === undefined ? null : presetScenarioShared(name);
    const q = other ? getBottleneck(other)?.queue : undefined;
    if (name === undefined || !q || q.type !== to) continue;
    if (q.limit !== now.limit || q.unit !== now.unit) return null;
    return { name, queue: q };
  }
  return null;
}

/** The queue B runs when the user has not chosen one: the counterpart of A's (the study's own, where `preset` is a study's). */
export function counterpartQueue(sc: Scenario, preset: string | null = null): QueueSpec | null {
  const b = getBottleneck(sc);
  return b ? queueOfDiscipline(sc, counterpartOf(b.queue.type, preset), preset) : null;
}

/**
 * The pair a sweep compares by default: the scenario under the baseline discipline, and under its
 * own (or, when it is the baseline, under the baseline's counterpart); each named by its
 * discipline. Null without a built-in bottleneck.
 */
export function defaultComparison(sc: Scenario, preset: string | null = null): { name: string; queue: QueueSpec }[] | null {
  const b = getBottleneck(sc);
  if (!b) return null;
  const base = queueOfDiscipline(sc, BASELINE_DISCIPLINE, preset);
  const other = b.queue.type === BASELINE_DISCIPLINE ? queueOfDiscipline(sc, counterpartOf(BASELINE_DISCIPLINE, preset), preset) : b.queue;
  if (!base || !other) return null;
  return [base, other].map((q) => ({ name: queueDiscipline(q.type).label, queue: q }));
}

/**
 * The preset whose queue the automatic B takes (counterpartQueue): the study's other preset of
 * the pair A's preset belongs to (`comparedWith` or the `…-<discipline>` sibling), or null when
 * B's queue is the registry's usual one. A/B's header names it, so B's origin is said in words.
 */
export function counterpartPreset(sc: Scenario, preset: string | null = null): string | null {
  const b = getBottleneck(sc);
  return b ? (studySibling(sc, preset, counterpartOf(b.queue.type, preset))?.name ?? null) : null;
}
