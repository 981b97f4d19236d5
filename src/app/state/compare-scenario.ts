import { type LeafQueueSpec as QueueSpec, type Scenario, validateScenario } from '../../sim-core';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { counterpartQueue } from '../../scenario-edit/counterparts';

/** B's queue when the user has not chosen one: the counterpart of A's (its discipline's registry entry says which; the study's own where A is a study's preset, `preset`). */
export function autoBQueue(a: Scenario, preset: string | null = null): QueueSpec | null {
  return counterpartQueue(a, preset);
}

/** The queue B uses: the chosen one, or the automatic counterpart of A's. */
export function effectiveBQueue(a: Scenario, chosen: QueueSpec | null, preset: string | null = null): QueueSpec | null {
  return chosen ?? autoBQueue(a, preset);
}

export type BScenario = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/**
 * Scenario B: A's traffic, seed and everything else, with B's bottleneck queue. Identical
 * traffic and seeds, so every difference between the runs comes from the queue. A queue that
 * marks (ECN on) has B's flows negotiate ECN, as A's ECN box does; otherwise it would mark nothing.
 */
export function scenarioB(a: Scenario, chosen: QueueSpec | null, preset: string | null = null): BScenario {
  const q = effectiveBQueue(a, chosen, preset);
  if (!q) return { ok: false, errors: ['this scenario has no built-in bottleneck; A/B compare needs the testbed or dumbbell topology'] };
  const sc = structuredClone(a);
  setBottleneck(sc, { queue: structuredClone(q) });
  if ((q as { ecn?: boolean }).ecn === true && sc.tcp?.ecn !== true) sc.tcp = { ...(sc.tcp ?? {}), ecn: true };
  sc.name = `${a.name ?? 'Scenario'} (B)`;
  const v = validateScenario(sc);
  return v.ok ? { ok: true, scenario: v.scenario } : { ok: false, errors: v.errors };
}
