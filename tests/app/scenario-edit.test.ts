/**
 * One scenario-editing model for the URL codec, the CLI and the app (src/scenario-edit and
 * sim-core/scenario/overrides.ts): the same catalogue, the same paths, the same pairing rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverride, hasNumberAt, setLeafFromText, valueAt } from '../../src/sim-core/scenario/overrides';
import { CATALOG, dumbbellPresetName, presetInput, presetScenario } from '../../src/scenario-edit/catalog';
import { decodeLink } from '../../src/url/link-codec';
import { validateScenario } from '../../src/sim-core/scenario/validate';

const ROOT = new URL('../../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));
}

describe('scenario-editing model', () => {
  it('the URL codec and the editing model import nothing from the app (and nothing of the DOM)', () => {
    for (const text of [...sources('url'), ...sources('scenario-edit')]) {
      expect(text).not.toMatch(/from '(\.\.\/)+app\//);
      expect(text).not.toMatch(/\b(document|window)\./);
    }
  });

  it('the catalogue knows the named and the parametric presets', () => {
    expect(presetInput(CATALOG[0].name)).not.toBeNull();
    const d = presetScenario(dumbbellPresetName(7, 'red'));
    expect(d?.flows).toHaveLength(7);
    expect(presetInput('dumbbell-0-red')).toBeNull();
  });

  it('a path means the same to the link form, the CLI form and the sweep', () => {
    const base = presetScenario('seed000-red')!;
    const path = 'topology.bottleneckQueue.maxP';
    expect(hasNumberAt(base, path)).toBe(true);
    const viaCli = applyOverride(base, path, 0.3);
    const viaLink = structuredClone(base);
    expect(setLeafFromText(viaLink, path, '0.3')).toBeNull();
    expect(viaLink).toEqual(viaCli);
    expect(valueAt(viaCli, path)).toBe(0.3);
    const link = decodeLink(`v=1&preset=seed000-red&${path}=0.3`);
    expect(link.kind === 'ok' && valueAt(link.scenario, path)).toBe(0.3);
  });

  it("naming a flow's variant sets its cc and recovery, in both forms", () => {
    const base = presetScenario('seed000-droptail')!;
    const viaCli = applyOverride(base, 'flows.1.variant', 'vegas');
    const viaLink = structuredClone(base);
    expect(setLeafFromText(viaLink, 'flows.1.variant', 'vegas')).toBeNull();
    for (const s of [viaCli, viaLink]) {
      const r = validateScenario(s);
      expect(r.ok && r.scenario.flows[1]).toMatchObject({ variant: 'vegas', cc: 'vegas', recovery: 'reno' });
    }
  });
});
