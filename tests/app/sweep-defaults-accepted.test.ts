/**
 * Every preset's default sweep is one the Sweep tab accepts as it opens: the values it proposes
 * plan into jobs with its default configurations (a trial found cubic-vs-reno's buffers 3–50
 * refused, below the RED configuration's max_th of 75, before the user had changed anything).
 */
import { describe, expect, it } from 'vitest';
import { defaultConfigs, planSweep } from '../../src/app/sweep/sweep-configs';
import { sweepDefaults } from '../../src/app/sweep/sweep-defaults';
import { sweepParamOptions, toStored } from '../../src/app/sweep/sweep-params';
import { CATALOG, presetScenario } from '../../src/scenario-edit/catalog';
import { parseValues } from '../../src/sim-core/experiments/sweep';

describe('default sweeps', () => {
  it.each(CATALOG.map((p) => [p.name]))('%s: the default values plan with the default configurations', (id) => {
    const sc = presetScenario(id)!;
    const options = sweepParamOptions(sc);
    const d = sweepDefaults(sc, id, options);
    if (!d) return;
    const o = options.find((x) => x.path === d.param)!;
    const values = parseValues(d.valuesText).map((v) => toStored(v, o));
    expect(values.length, 'at least two values to compare').toBeGreaterThanOrEqual(2);
    expect(() => planSweep({ configs: defaultConfigs(sc, id), param: d.param, values, replications: 1, firstSeed: 1, jitter: null }, sc)).not.toThrow();
  });
});
