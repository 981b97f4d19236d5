import { describe, expect, it } from 'vitest';
import { checkOutdated } from '../../src/app/lessons/check-outdated';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { DEFAULT_PRESET } from '../../src/scenario-edit/catalog';

describe('checkOutdated: a check is stale only when the scenario it ran on differs from the one now', () => {
  const base = presetScenario(DEFAULT_PRESET)!;
  it('an equal scenario read again (a new object, keys in another order) is not stale', () => {
    const reread = JSON.parse(JSON.stringify(base, Object.keys(base).reverse()));
    const copy = structuredClone(base);
    expect(checkOutdated(base, copy)).toBe(false);
    expect(checkOutdated(base, { ...reread, ...copy })).toBe(false);
  });
  it('a changed input is stale; a renamed scenario is not', () => {
    const edited = structuredClone(base);
    edited.duration = base.duration + 1;
    expect(checkOutdated(base, edited)).toBe(true);
    expect(checkOutdated(base, { ...structuredClone(base), name: 'Renamed' })).toBe(false);
  });
  it('no valid scenario now (the draft has errors) is stale', () => {
    expect(checkOutdated(base, null)).toBe(true);
  });
});
