/**
 * Worker entry for the determinism test: runs the scenario it is given (workerData) with the
 * same core the tests import, and posts back the trace hash and the summaries.
 * Started from a worker bootstrap that registers tsx, so the TypeScript core loads as-is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runScenario } from '../../src/sim-core/scenario/run';

const r = runScenario(workerData);
parentPort?.postMessage({
  traceHash: r.traceHash,
  events: r.events,
  flows: r.flows.map((f) => f.summary),
  links: r.links.map((l) => l.summary),
  conservation: r.conservation,
});
