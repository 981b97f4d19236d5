import { describe, expect, it } from 'vitest';
import { headingAgainst } from '../../src/app/heading/scenario-heading';
import { headingReference } from '../../src/app/heading/heading-reference';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetNeutralTitle, presetScenario, presetTitle } from '../../src/scenario-edit/catalog';
import { validateScenario } from '../../src/sim-core/scenario/validate';

/**
 * lecturer-0315, confusion 7: the Wi-Fi demo edited to a 20 ms path was titled "Edited from: Long
 * Wi-Fi path: RED's early drops cost more than the Wi-Fi losses — gentle RED · Bottleneck
 * propagation delay 300 → 20 ms", carrying the preset's finding about a long path onto a run it no
 * longer describes. An edited run is named from the preset's neutral name in the registry.
 */
const PRESET = 'wifi-red';

function withDelay(ms: number) {
  const s = presetScenario(PRESET)!;
  setBottleneck(s, { delay: ms / 1000 });
  const r = validateScenario(s);
  if (!r.ok) throw new Error('invalid');
  return r.scenario;
}

describe("an edited run's title names its preset by its set-up, never its finding (lecturer-0315, confusion 7)", () => {
  it('Wi-Fi demo, delay 300 → 20 ms: the neutral name with the delay as it is now', () => {
    const neutral = presetNeutralTitle(PRESET)!;
    expect(neutral).toBeTruthy();
    const finding = presetTitle(PRESET).split(' — ')[0];
    expect(getBottleneck(presetScenario(PRESET)!)!.delay).toBeCloseTo(0.3);
    const h = headingAgainst(withDelay(20), headingReference(PRESET, undefined));
    expect(h.title).not.toContain(finding);
    expect(h.title).not.toMatch(/early drops cost|Long Wi-Fi/);
    expect(h.title).toBe('Edited: 20 ms path, Wi-Fi last hop — gentle RED (the preset: 300 ms)');
    expect(h.editedFrom).toBe(neutral);
  });

  it('the preset as loaded keeps its own title', () => {
    expect(headingAgainst(presetScenario(PRESET)!, headingReference(PRESET, undefined)).title).toBe(presetTitle(PRESET));
  });
});
