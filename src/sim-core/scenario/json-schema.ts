import { z } from 'zod';
import { ScenarioSchema, SCENARIO_VERSION } from './schema';

/** The scenario format (what users write: inputs, defaults optional) as a JSON Schema document. */
export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ScenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: `https://congestion-lab.example/scenario-v${SCENARIO_VERSION}.schema.json`,
    title: `Congestion Lab scenario, version ${SCENARIO_VERSION}`,
    description: 'A network, its queues and its flows. See docs/scenario.md.',
  };
}
