import type { ScenarioInput } from '../../sim-core/scenario/schema';
import { validateScenario } from '../../sim-core/scenario/validate';
import { WORKER_SILENCE_MS } from '../../worker/watchdog';

/**
 * Wall time one event may take at worst (ms): ~2 µs measured for seed 001 on a loaded two-core
 * machine (README, benchmarks), × 5 for slower machines and a busier page.
 */
const MS_PER_EVENT = 0.01;

/**
 * How long a pool worker may take to answer one job. A job runs to its end in one call (no
 * batches in between), so the bound covers the whole run: the core stops every run at its event
 * budget, so the job cannot legitimately take longer than that many events.
 */
export function jobAnswerBoundMs(scenario: ScenarioInput): number {
  const v = validateScenario(scenario);
  // A scenario that does not validate is refused by the worker at once.
  return WORKER_SILENCE_MS + (v.ok ? v.scenario.maxEvents * MS_PER_EVENT : 0);
}
