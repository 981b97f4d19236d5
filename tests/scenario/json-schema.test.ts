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

describe('examples/ and the examples in docs/scenario.md', () => {
  it('every example scenario validates and runs', async () => {
    const { readdirSync } = await import('node:fs');
    const { runScenario } = await import('../../src/sim-core/scenario/run');
    const dir = new URL('../../examples/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const r = runScenario(JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
      expect(r.flows.every((fl) => fl.summary.deliveredBytes > 0), f).toBe(true);
    }
  });
  it('every JSON block in docs/scenario.md that is a whole scenario validates', async () => {
    const { validateScenario } = await import('../../src/sim-core/scenario/validate');
    const md = readFileSync(new URL('../../docs/scenario.md', import.meta.url), 'utf8');
    const blocks = [...md.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes('"version"'));
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      const v = validateScenario(JSON.parse(b));
      expect(v.ok, v.ok ? '' : v.errors.join('; ')).toBe(true);
    }
  });
});
