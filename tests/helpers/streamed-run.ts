import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';
import { RunData } from '../../src/app/results/run-data';

/** A preset run as the app receives it: streamed in batches (a fake clock) into RunData. */
export function streamed(preset: string, duration: number): RunData {
  const sc = presetScenario(preset)!;
  sc.duration = duration;
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(2));
  return data;
}
