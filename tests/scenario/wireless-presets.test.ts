/**
 * The lossy Wi-Fi teaching demo shows its effect clearly (issue 37): the paper's own preset on
 * its default 75 ms path showed a gap of about 6.5 % in system goodput; on the demo's 300 ms
 * path gentle RED delivers over a tenth less than tail drop, as the description says, and keeps
 * the link busy less of the time.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../../src/app/landing/demo-groups';
import { lossNotCongestion } from '../../src/lessons/content/loss-not-congestion';
import { formatMetric, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';

/** The preset's run, or with its receivers' PER in bad state set to `perOn` (the editor's field). */
const figures = (name: string, perOn?: number) => {
  const p = findPreset(name);
  if (!p) throw new Error(`no preset ${name}`);
  const sc = p.build();
  const loss = sc.topology.kind === 'dumbbell' ? sc.topology.access?.receiverLoss : undefined;
  if (perOn !== undefined) {
    if (loss?.type !== 'onoff') throw new Error(`${name} has no on/off receiver loss`);
    loss.perOn = perOn;
  }
  const r = runScenario({ ...sc, record: { series: false } } as ScenarioInput);
  return { goodput: readMetric('run.systemGoodput', r, {}), utilization: readMetric('link.utilization', r, {}) };
};

describe('RED on a lossy Wi-Fi link', () => {
  it('gentle RED delivers over a tenth less than tail drop, with the link less busy', () => {
    const dt = figures('wifi-droptail');
    const red = figures('wifi-red');
    expect(red.goodput / dt.goodput).toBeLessThan(0.9);
    expect(red.goodput / dt.goodput).toBeGreaterThan(0.8);
    expect(dt.utilization).toBeGreaterThan(0.95);
    expect(red.utilization).toBeLessThan(dt.utilization - 0.05);
    expect(findPreset('wifi-red')!.build().description).toContain('over a tenth less than under tail drop');
  }, 120_000);

  /**
   * Lecturer trial 01:00, confusion 5: the texts said RED's early drops "come on top of the losses
   * the link already causes", and the obvious control (PER in bad state 0) left RED further behind.
   * The control is now part of the demo, with the numbers these runs give.
   */
  it('without the link’s losses (PER in bad state 0) RED is further behind, and the texts quote that control’s figures', () => {
    const dt = figures('wifi-droptail');
    const red = figures('wifi-red');
    const dt0 = figures('wifi-droptail', 0);
    const red0 = figures('wifi-red', 0);
    expect(dt0.goodput - red0.goodput).toBeGreaterThan(dt.goodput - red.goodput);
    expect(red0.goodput / dt0.goodput).toBeLessThan(0.9);
    const g = (v: number) => formatMetric('run.systemGoodput', v);
    const control = `gentle RED still delivers ${g(red0.goodput)} against tail drop’s ${g(dt0.goodput)}`;
    const withLoss = `${g(red.goodput)} against ${g(dt.goodput)} with the losses`;
    const blurb = DEMO_GROUPS.find((x) => x.id === 'lossy-links')!.blurb;
    for (const text of [blurb, ...['wifi-droptail', 'wifi-red'].map((n) => findPreset(n)!.build().description!)]) {
      expect(text).toContain('PER in bad state to 0');
      expect(text).toContain(control);
      expect(text).not.toMatch(/on top of/);
    }
    for (const n of ['wifi-droptail', 'wifi-red']) expect(findPreset(n)!.build().description).toContain(withLoss);
  }, 240_000);

  it('RED stays over a megabit per second behind at every PER in bad state the sweep offers (0 to 100 %)', () => {
    for (const per of [0, 0.05, 0.1, 0.2, 0.5, 1]) {
      const gap = figures('wifi-droptail', per).goodput - figures('wifi-red', per).goodput;
      expect(gap, `PER ${per}`).toBeGreaterThan(1e6);
    }
    expect(findPreset('wifi-red')!.build().description).toContain('over a megabit per second behind at every PER in bad state');
  }, 300_000);

  it('the lesson on losses that are not congestion no longer says RED’s drops come on top of the error losses', () => {
    const texts = [...lossNotCongestion.goals, ...lossNotCongestion.steps.flatMap((s) => [s.text, s.explanation ?? ''])];
    for (const t of texts) expect(t).not.toMatch(/on top of|already loses/);
  });

  /**
   * Lecturer trial 02:20, steps 3–4: the caveat that the losses are not RED's cause sat mid-way in
   * a seven-line description. Each text now opens with the finding and the caveat in one sentence.
   */
  it('each text’s first sentence states the finding (RED delivers less) and that the losses are not the cause', () => {
    const blurb = DEMO_GROUPS.find((x) => x.id === 'lossy-links')!.blurb;
    for (const text of [blurb, ...['wifi-droptail', 'wifi-red'].map((n) => findPreset(n)!.build().description!)]) {
      const first = text.split(/(?<=[.!?])\s/)[0];
      expect(first).toMatch(/gentle RED delivers less than tail drop/i);
      expect(first).toContain('not because of the losses');
    }
  });

  it('its headlines are the system goodput and the utilization, and each of the pair is compared with the other', () => {
    for (const [name, other] of [['wifi-droptail', 'wifi-red'], ['wifi-red', 'wifi-droptail']]) {
      const p = findPreset(name)!;
      expect(p.headlines?.map((h) => h.metric)).toEqual(['run.systemGoodput', 'link.utilization']);
      expect(p.comparedWith).toBe(other);
    }
  });
});
