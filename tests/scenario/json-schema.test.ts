import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from '../../src/sim-core/scenario/json-schema';

describe('docs/scenario.schema.json', () => {
  it('is the schema the code validates with (run `npm run schema` after changing it)', () => {
    const file = JSON.parse(readFileSync(new URL('../../docs/scenario.schema.json', import.meta.url), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(scenarioJsonSchema())));
  });
  it('describes the flows and topologies', () => {
    const s = scenarioJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['version', 'seed', 'duration', 'topology', 'flows']));
    expect(s.required).toEqual(expect.arrayContaining(['version', 'topology', 'flows']));
  });
});
