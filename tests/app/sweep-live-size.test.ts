/**
 * Lecturer trial 02:20, step 26: the wireless demo's preconfigured Sweep was 240 runs (6 error
 * rates × 2 queues × 20 replications), about ten minutes, with no word of how long. Its default is
 * now live-sized, and the panel says how long a sweep should take before it starts.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfigs } from '../../src/app/sweep/sweep-configs';
import { defaultReplications, sweepDefaults } from '../../src/app/sweep/sweep-defaults';
import { durationWords, sweepSeconds } from '../../src/app/sweep/sweep-duration';
import { sweepParamOptions } from '../../src/app/sweep/sweep-params';
import { DEFAULT_SWEEP } from '../../src/app/sweep/sweep-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { parseValues } from '../../src/sim-core/experiments/sweep';

const defaultRuns = (preset: string) => {
  const sc = presetScenario(preset)!;
  const d = sweepDefaults(sc, preset, sweepParamOptions(sc))!;
  return { runs: parseValues(d.valuesText).length * d.replications * defaultConfigs(sc, preset).length, d, sc };
};

describe('a sweep sized for a live demo, with its duration estimated', () => {
  it('the lossy Wi-Fi demo’s default sweep is at most 40 runs (it was 240); other presets keep 20 replications', () => {
    for (const p of ['wifi-red', 'wifi-droptail']) {
      const { runs, d } = defaultRuns(p);
      expect(d.param).toMatch(/perOn$/);
      expect(runs, p).toBeLessThanOrEqual(40);
      expect(runs, p).toBeGreaterThan(0);
    }
    expect(defaultRuns('seed003-e2-droptail').d.replications).toBe(DEFAULT_SWEEP.replications);
    expect(defaultReplications(null)).toBe(DEFAULT_SWEEP.replications);
  });

  it('the estimate grows with the runs and the scenario’s cost: the Wi-Fi demo’s old 240 runs are minutes, its 36 less, seed 000’s a few seconds', () => {
    const wifi = presetScenario('wifi-red')!;
    expect(durationWords(sweepSeconds(wifi, 240, 2, null))).toMatch(/^about \d+ min$/);
    expect(sweepSeconds(wifi, 36, 2, null)).toBeLessThan(sweepSeconds(wifi, 240, 2, null) / 5);
    expect(durationWords(sweepSeconds(presetScenario('seed000-droptail')!, 36, 2, null))).toBe('a few seconds');
  });
});
