/**
 * Lecturer-2045, confusion 9: asked for "a lossy Wi-Fi link where RED makes things worse", a
 * lecturer found the Wi-Fi demo (gentle RED 7.54 against tail drop 8.58 Mbit/s), turned the errors
 * off and saw RED fall further behind (7.38 against 8.88: 1.03 → 1.50 Mbit/s). The demo now has its
 * control run (the same run with no Wi-Fi errors, one press away), and its texts say what the
 * losses do and do not contribute. These runs are the four the texts quote: the texts cannot drift
 * from them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, groupedCatalog } from '../../src/app/landing/demo-groups';
import { groupComparison } from '../../src/app/landing/group-comparison';
import { lossNotCongestion } from '../../src/lessons/content/loss-not-congestion';
import { readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { findPreset, isControlPreset } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { counterpartPreset } from '../../src/scenario-edit/counterparts';

const goodput = (name: string) => {
  const sc = findPreset(name)!.build();
  return readMetric('run.systemGoodput', runScenario({ ...sc, record: { series: false } } as ScenarioInput), {});
};
const mbit = (v: number) => (v / 1e6).toFixed(2);
const gap = (v: number) => (v / 1e6).toFixed(1);

describe('the Wi-Fi demo’s control run: the same run with no Wi-Fi errors (lecturer-2045, confusion 9)', () => {
  it('is the demo’s scenario with the receivers’ errors off and nothing else changed, one per queue, paired with each other', () => {
    for (const q of ['red', 'droptail'] as const) {
      const demo = presetScenario(`wifi-${q}`)!;
      const control = presetScenario(`wifi-noerrors-${q}`)!;
      if (demo.topology.kind !== 'dumbbell' || control.topology.kind !== 'dumbbell') throw new Error('not a dumbbell');
      expect(demo.topology.access?.receiverLoss).toBeDefined();
      expect(control.topology.access?.receiverLoss).toBeUndefined();
      const { receiverLoss: _gone, ...access } = demo.topology.access!;
      expect({ ...control, name: '', description: '' }).toEqual({ ...demo, topology: { ...demo.topology, access }, name: '', description: '' });
      expect(findPreset(`wifi-${q}`)!.control).toEqual({ preset: `wifi-noerrors-${q}`, words: 'no Wi-Fi errors' });
      expect(isControlPreset(`wifi-noerrors-${q}`)).toBe(true);
      expect(isControlPreset(`wifi-${q}`)).toBe(false);
      // In Compare A/B the control's B is the control of the other queue: still no errors.
      expect(counterpartPreset(control, `wifi-noerrors-${q}`)).toBe(`wifi-noerrors-${q === 'red' ? 'droptail' : 'red'}`);
    }
    // The group lists the control pair and still offers the demo's pair as its comparison.
    const group = groupedCatalog().groups.find((g) => g.id === 'lossy-links')!;
    expect(group.entries.map((e) => e.name)).toEqual(['wifi-droptail', 'wifi-red', 'wifi-noerrors-droptail', 'wifi-noerrors-red']);
    expect(groupComparison(group.entries.map((e) => e.name))).toEqual({ a: 'wifi-red', b: 'wifi-droptail' });
  });

  it('the four runs bear out every figure and claim the texts make: RED’s deficit with no errors at least as large as with them', () => {
    const red = goodput('wifi-red');
    const dt = goodput('wifi-droptail');
    const red0 = goodput('wifi-noerrors-red');
    const dt0 = goodput('wifi-noerrors-droptail');
    // The claim itself: the losses do not cause RED's deficit.
    expect(dt0 - red0).toBeGreaterThanOrEqual(dt - red);
    const [gOn, gOff] = [gap(dt - red), gap(dt0 - red0)];
    expect([gOn, gOff]).toEqual(['1.0', '1.5']);
    // The demo's description (both queues), its reasoning, the control's description.
    for (const q of ['red', 'droptail']) {
      const p = findPreset(`wifi-${q}`)!;
      expect(p.build().description).toContain(`with no Wi-Fi errors RED falls further behind, ${gOff} Mbit/s rather than ${gOn}.`);
      expect(p.reasoning).toContain(`tail drop delivers ${mbit(dt)} Mbit/s instead of ${mbit(dt0)} and gentle RED ${mbit(red)} instead of ${mbit(red0)}: RED is ${gOn} Mbit/s behind with the errors and ${gOff} without. So the losses narrow RED’s deficit a little; they do not cause it.`);
      expect(findPreset(`wifi-noerrors-${q}`)!.build().description).toContain(`RED is ${gOff} Mbit/s behind, more than the ${gOn} with the errors.`);
    }
    expect(findPreset('wifi-noerrors-red')!.build().description).toMatch(new RegExp(`^With no Wi-Fi errors gentle RED delivers ${mbit(red0)} Mbit/s, tail drop ${mbit(dt0)}:`));
    expect(findPreset('wifi-noerrors-droptail')!.build().description).toMatch(new RegExp(`^With no Wi-Fi errors tail drop delivers ${mbit(dt0)} Mbit/s, gentle RED ${mbit(red0)}:`));
    // The lesson's lecturer notes and the group's blurb say the same.
    expect(lossNotCongestion.lecturerNotes.misconceptions).toContain(`In the Wi-Fi teaching demo the lossy link is not why RED loses: with no Wi-Fi errors (its control run) RED falls further behind, ${gOff} Mbit/s rather than ${gOn}. Its 300 ms path makes each early drop costly.`);
    expect(DEMO_GROUPS.find((g) => g.id === 'lossy-links')!.blurb).toContain('The long round trip is the cause, not the errors: in the control runs, with no Wi-Fi errors, RED falls further behind.');
  }, 180_000);

  it('no title or description of the demo or its group says the losses are why RED loses', () => {
    const texts = ['wifi-red', 'wifi-droptail', 'wifi-noerrors-red', 'wifi-noerrors-droptail'].flatMap((n) => {
      const p = findPreset(n)!;
      return [p.title, p.neutralTitle ?? '', p.build().description ?? '', p.why ?? ''];
    });
    const group = DEMO_GROUPS.find((g) => g.id === 'lossy-links')!;
    for (const t of [...texts, group.title, group.blurb]) expect(t, t).not.toMatch(/because of the (Wi-Fi )?(losses|errors)|(losses|errors) (make|makes|cause|causes|hurt)|RED hurts on a lossy/i);
  });
});
