import type { BufferSource } from '../metrics/column';
import type { SimResult } from './result';
import type { Scenario } from './schema';
import { Simulation } from './simulation';
import { parseScenario } from './validate';

/**
 * Run a validated scenario to its end, then hand the packets it still holds back to the pool
 * (Simulation.releasePackets), so the next run in this process reuses them: what every caller
 * that keeps the result and not the simulation should use. `storage`: where the recording's
 * columns come from (Simulation's last argument).
 */
export function runToEnd(scenario: Scenario, storage?: BufferSource): SimResult {
  const sim = new Simulation(scenario, undefined, true, storage);
  const result = sim.runToEnd();
  sim.releasePackets();
  return result;
}

/** Validate `input` and run it to the end. Throws ScenarioError for invalid input. */
export function runScenario(input: unknown): SimResult {
  return runToEnd(parseScenario(input));
}
