import { describe, expect, it } from 'vitest';
import { editWords, rerunLine } from '../../src/app/layout/RerunStatus';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';

/** The phone's Scenario drawer after an edit (phone trial 20:20, s29–31: the re-run was silent). */
describe('the drawer’s re-run line', () => {
  const red = presetScenarioShared('seed002-a-vr-red')!;
  const edited = structuredClone(red) as typeof red & { topology: { bottleneck: { queue: { minTh: number } } } };
  edited.topology.bottleneck.queue.minTh = 2;
  it('names the edit as the lesson verdicts do, in its field’s unit', () => {
    expect(editWords(red, edited)).toBe('min_th 2 packets');
    expect(rerunLine(editWords(red, edited), true)).toBe('Re-running with min_th 2 packets…');
    expect(rerunLine(editWords(red, edited), false)).toBe('Updated with min_th 2 packets.');
  });
  it('says only that it re-runs for another demo’s scenario (nothing to name setting by setting)', () => {
    const other = presetScenarioShared('seed000-red')!;
    expect(() => editWords(red, other)).not.toThrow();
    expect(rerunLine(editWords(red, other), true)).toMatch(/^Re-running/);
  });
});
