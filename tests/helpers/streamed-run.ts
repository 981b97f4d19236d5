import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';
import { RunData } from '../../src/app/results/run-data';
import type { Scenario } from '../../src/sim-core/scenario/schema';

/** A preset run as the app receives it: streamed in batches (a fake clock) into RunData. */
export function streamed(preset: string, duration: number): RunData {
  const sc = presetScenario(preset)!;
  sc.duration = duration;
  return streamedScenario(sc);
}

/** A scenario's run as the app receives it, `batch` events a step. */
export function streamedScenario(sc: Scenario, batch = 2): RunData {
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(batch));
  return data;
}
