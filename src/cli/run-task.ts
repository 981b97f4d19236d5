/**
 * What one worker thread of the run pool (run-pool.ts) does with one task: run a validated
 * scenario to its end and hand back the summary (the whole result less its series). Loaded by
 * piscina in each worker; nothing runs at import.
 */

import { Simulation, type Scenario } from '../sim-core';
import { summaryObject, type RunSummaryObject } from './output';

export default function runTask(scenario: Scenario): RunSummaryObject {
  return summaryObject(new Simulation(scenario).runToEnd());
}
