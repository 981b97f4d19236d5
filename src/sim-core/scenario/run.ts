import type { SimResult } from './result';
import { Simulation } from './simulation';
import { parseScenario } from './validate';

/** Validate `input` and run it to the end. Throws ScenarioError for invalid input. */
export function runScenario(input: unknown): SimResult {
  return new Simulation(parseScenario(input)).runToEnd();
}
