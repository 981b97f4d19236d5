import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { Simulation } from '../sim-core/scenario/simulation';
import { MAX_ADDRESSED_NODES } from './addressing';
import { CaptureRecorder, DEFAULT_MAX_CAPTURE_EVENTS } from './recorder';
import type { Recording } from './recording';

/**
 * Re-run a validated scenario with the full-capture recorder attached. The run is the same
 * deterministic run as without it (the recorder only reads), so its result equals the normal one.
 */
export function recordScenario(scenario: Scenario, maxEvents = DEFAULT_MAX_CAPTURE_EVENTS): { recording: Recording; result: SimResult } {
  const sim = new Simulation(scenario);
  if (sim.topo.net.nodes.length > MAX_ADDRESSED_NODES) throw new Error(`a capture can address ${MAX_ADDRESSED_NODES} nodes; this scenario has ${sim.topo.net.nodes.length}`);
  const rec = new CaptureRecorder(sim, maxEvents);
  const result = sim.runToEnd();
  return { recording: rec.finish(), result };
}
