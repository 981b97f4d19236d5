import { estimateCost, type ScenarioInput, validateScenario } from '../../sim-core';
import { WORKER_SILENCE_MS } from '../../worker/watchdog';

/**
 * Wall time allowed per packet the core's estimate expects (ms): presets execute 4.6–8 events
 * per estimated packet (seed000, dumbbell-10, seed001-80, seed003-e2), and an event takes ~2 µs
 * on a loaded two-core machine (docs/benchmarks.md); allowed: 20 events of 10 µs.
 */
const MS_PER_PACKET = 0.2;

/**
 * How long a pool worker may take to answer one job. A job runs to its end in one call (no
 * batches in between), so the bound covers the whole run: the silence bound of the simulation
 * worker plus the run's expected cost with a wide margin.
 */
export function jobAnswerBoundMs(scenario: ScenarioInput): number {
  const v = validateScenario(scenario);
  // A scenario that does not validate is refused by the worker at once.
  return WORKER_SILENCE_MS + (v.ok ? estimateCost(v.scenario).packets * MS_PER_PACKET : 0);
}
