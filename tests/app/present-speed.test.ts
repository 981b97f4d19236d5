import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, groupedCatalog } from '../../src/app/landing/demo-groups';
import { comparisonHref, groupComparison, lessonLiveRun, presentSpeedOf, presentSpeedWords } from '../../src/app/landing/group-comparison';
import { LESSONS } from '../../src/lessons/catalogue';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';
import { SPEEDS } from '../../src/app/state/playback-store';

/**
 * lecturer-0315, confusion 2: the 5-minute Wi-Fi demo opened at speed 1×, its 100 s run taking
 * 1 min 40 s of the slot. A teaching demo carries a suggested speed for presenting (the demo
 * registry's presentSpeed), used by its "Present the comparison" and said beside it.
 */
describe("a teaching demo's suggested presenting speed (lecturer-0315, confusion 2)", () => {
  it('the Wi-Fi demo is presented at 5×: its 100 s run in 20 s', () => {
    const group = groupedCatalog().groups.find((g) => g.id === 'lossy-links')!;
    expect(group.presentSpeed).toBe(5);
    const pair = groupComparison(group.entries.map((e) => e.name))!;
    expect(comparisonHref(pair, true, group.presentSpeed)).toBe('#v=1&preset=wifi-red&mode=compare&present=1&speed=5');
    expect(presentSpeedWords(group.presentSpeed!, presetScenarioShared(pair.a)!.duration)).toBe('speed 5×: the 100 s run in 20 s');
    // Compared at a desk, the reader's own speed.
    expect(comparisonHref(pair, false, group.presentSpeed)).toBe('#v=1&preset=wifi-red&mode=compare');
  });

  it("every suggested speed is one of the player's, on a teaching demo with a pair to present", () => {
    for (const g of DEMO_GROUPS.filter((d) => d.presentSpeed !== undefined)) {
      expect((SPEEDS as readonly number[]).includes(g.presentSpeed!), g.id).toBe(true);
      expect(Number.isFinite(g.presentSpeed), g.id).toBe(true);
      const group = groupedCatalog().groups.find((x) => x.id === g.id)!;
      // A teaching demo's own pair, or a study's pair that a lesson offers as its live demo.
      const ownPair = g.section === 'teaching' && groupComparison(group.entries.map((e) => e.name)) !== null;
      const livePair = LESSONS.some((l) => {
        const run = lessonLiveRun(l, groupedCatalog().groups);
        return run !== null && run.a !== run.b && group.entries.some((e) => e.name === run.a);
      });
      expect(ownPair || livePair, g.id).toBe(true);
    }
  });

  it("a lesson's live pair is presented at its demo's speed: the Vegas-vs-Reno pair at 5×, not 1× (phone-0230, item 5)", () => {
    const groups = groupedCatalog().groups;
    const lesson = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;
    const run = lessonLiveRun(lesson, groups)!;
    expect(run.a).toMatch(/^seed002-a-vr-/);
    const speed = presentSpeedOf(run.a, groups);
    expect(speed).toBe(5);
    expect(comparisonHref(run, true, speed)).toMatch(/&present=1&speed=5$/);
    expect(presentSpeedWords(speed!, presetScenarioShared(run.a)!.duration)).toBe('speed 5×: the 100 s run in 20 s');
  });
});
