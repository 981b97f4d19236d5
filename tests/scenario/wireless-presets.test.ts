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
import { defaultConfigs, DEFAULT_JITTER, planSweep } from '../../src/app/sweep/sweep-configs';
import { sweepPoints } from '../../src/app/sweep/sweep-stats';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { badStateWords } from '../../src/scenario-edit/link-errors';
import { runSweepJob } from '../../src/sim-core';

const PER_PATH = 'topology.access.receiverLoss.perOn';
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

describe('the lossy Wi-Fi demo (RED’s early drops on a long path)', () => {
  it('gentle RED delivers over a tenth less than tail drop, with the link less busy', () => {
    const dt = figures('wifi-droptail');
    const red = figures('wifi-red');
    expect(red.goodput / dt.goodput).toBeLessThan(0.9);
    expect(red.goodput / dt.goodput).toBeGreaterThan(0.8);
    expect(dt.utilization).toBeGreaterThan(0.95);
    expect(red.utilization).toBeLessThan(dt.utilization - 0.05);
    expect(findPreset('wifi-red')!.reasoning).toContain('Gentle RED drops early as its average queue grows');
  }, 120_000);

  /**
   * Lecturer trial 04:00, steps 3–4 and 23–25: the texts said that without the losses the gap was
   * wider (7.38 against 8.88 Mbit/s), a single run without run-to-run variation; the Sweep (seeds
   * 1–3 with its variation) showed tail drop ~8.5 and RED ~7.4 at every PER. The texts now quote
   * the Sweep's medians, worked out here as the Sweep tab does (planSweep, runSweepJob).
   */
  it('the Sweep’s medians (seeds 1–3, with its variation) at PER in bad state 0, 10 and 100 % are the ones the reasoning quotes, RED about 1 Mbit/s behind at each', () => {
    const sc = presetScenario('wifi-red')!;
    const plan = planSweep({ configs: defaultConfigs(sc, 'wifi-red'), param: PER_PATH, values: [0, 0.1, 1], replications: 3, firstSeed: 1, jitter: DEFAULT_JITTER }, sc);
    const rows = plan.jobs.map(runSweepJob);
    const points = sweepPoints(rows, ['Tail drop', 'RED'], [0, 0.1, 1], 'run.systemGoodput', 0);
    const med = (config: string, v: number) => points.find((p) => p.config === config && p.value === v)!.stats.median;
    const g = (v: number) => (v / 1e6).toFixed(2);
    const reasoning = findPreset('wifi-red')!.reasoning!;
    expect(reasoning).toContain(`tail drop delivers ${g(med('Tail drop', 0))} Mbit/s at PER in bad state 0, ${g(med('Tail drop', 0.1))} at 10 % and ${g(med('Tail drop', 1))} at 100 %; gentle RED ${g(med('RED', 0))}, ${g(med('RED', 0.1))} and ${g(med('RED', 1))}`);
    for (const v of [0, 0.1, 1]) {
      const gap = med('Tail drop', v) - med('RED', v);
      expect(gap, `PER ${v}`).toBeGreaterThan(0.8e6);
      expect(gap, `PER ${v}`).toBeLessThan(1.3e6);
    }
    // The description now says the same with the demo's own control run (tests/scenario/wifi-control.test.ts, lecturer-2045).
    expect(reasoning).toContain('The gap is there with no loss at all.');
  }, 600_000);

  /**
   * Lecturer-1130, steps 8 and 21: "A single run can differ: this one … gives tail drop 8.88 Mbit/s
   * at PER 0" read as "in this run the losses cost tail drop 0.3 Mbit/s". The reasoning now says
   * the gap is there with no loss, and why this run at PER 0 gives more: nothing in it is random
   * (every seed gives the same run) and its flows stay in step; with the Sweep's variation tail drop
   * is back within the seeds' spread. Every figure is worked out here.
   */
  it('the run at PER 0 (8.88 Mbit/s) is explained as lockstep without randomness, not as the cost of the losses, with the Sweep’s spread at PER 0', () => {
    const g = (v: number) => (v / 1e6).toFixed(2);
    const dt0 = figures('wifi-droptail', 0);
    const red0 = figures('wifi-red', 0);
    // Nothing random without the errors: another seed gives the very same run.
    const other = findPreset('wifi-droptail')!.build();
    const loss = other.topology.kind === 'dumbbell' ? other.topology.access?.receiverLoss : undefined;
    if (loss?.type !== 'onoff') throw new Error('no on/off loss');
    loss.perOn = 0;
    const r2 = runScenario({ ...other, seed: 2, record: { series: false } } as ScenarioInput);
    expect(readMetric('run.systemGoodput', r2, {})).toBe(dt0.goodput);
    const sc = presetScenario('wifi-red')!;
    const plan = planSweep({ configs: defaultConfigs(sc, 'wifi-red'), param: PER_PATH, values: [0], replications: 3, firstSeed: 1, jitter: DEFAULT_JITTER }, sc);
    const spread = sweepPoints(plan.jobs.map(runSweepJob), ['Tail drop', 'RED'], [0], 'run.systemGoodput', 0).find((p) => p.config === 'Tail drop')!.stats;
    expect(dt0.goodput).toBeGreaterThan(spread.max);
    const reasoning = findPreset('wifi-droptail')!.reasoning!;
    expect(reasoning).toContain('The gap is there with no loss at all.');
    expect(reasoning).toContain(`With no errors nothing in it is random: its flows start 10 ms apart and stay in step, which suits tail drop (${g(dt0.goodput)} Mbit/s, gentle RED ${g(red0.goodput)}).`);
    expect(reasoning).toContain(`with the Sweep’s variation tail drop gives ${g(spread.min)} to ${g(spread.max)} Mbit/s at PER 0 over the three seeds`);
    expect(reasoning).not.toMatch(/A single run can differ/);
    for (const n of ['wifi-droptail', 'wifi-red']) expect(findPreset(n)!.build().description).not.toMatch(/wider gap|8\.88/);
  }, 300_000);

  it('the lesson on losses that are not congestion no longer says RED’s drops come on top of the error losses', () => {
    const texts = [...lossNotCongestion.goals, ...lossNotCongestion.steps.flatMap((s) => [s.text, s.explanation ?? ''])];
    for (const t of texts) expect(t).not.toMatch(/on top of|already loses/);
  });

  /**
   * Lecturer trial 04:00, steps 3–4: the demo was titled "RED on a lossy Wi-Fi link" and its nine-line
   * text said RED was worse "not because of the losses"; at a hall's distance it could not be read.
   * The title now says what the runs show; the description is at most three short sentences with
   * this run's figures and the errors' mean loss, as the editor works it out; the rest is one tap away.
   */
  it('the title says what the demo shows, and the description is at most three short sentences with this run’s figures', () => {
    const dt = figures('wifi-droptail');
    const red = figures('wifi-red');
    const g = (v: number) => formatMetric('run.systemGoodput', v);
    for (const name of ['wifi-droptail', 'wifi-red']) {
      const p = findPreset(name)!;
      const sc = p.build();
      expect(p.title).toMatch(/^Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — (tail drop|gentle RED)$/);
      expect(sc.name).toBe(p.title);
      const sentences = sc.description!.split(/(?<=[.!?])\s/);
      expect(sentences.length, name).toBeLessThanOrEqual(3);
      for (const x of sentences) expect(x.split(/\s+/).length, x).toBeLessThanOrEqual(28);
      expect(sc.description).toContain(g(red.goodput));
      expect(sc.description).toContain(g(dt.goodput));
      const built = presetScenario(name)!;
      const loss = built.topology.kind === 'dumbbell' ? built.topology.access?.receiverLoss : undefined;
      const mean = /on average ([\d.]+ %)/.exec(badStateWords(loss!)!)![1];
      expect(sc.description).toContain(`losses (${mean} of packets) are not the cause`);
      expect(p.reasoning).toContain('about 70 packets on average');
    }
    expect(findPreset('wifi-red')!.build().description!.startsWith(`Gentle RED delivers ${g(red.goodput)} here, tail drop ${g(dt.goodput)}.`)).toBe(true);
    const blurb = DEMO_GROUPS.find((x) => x.id === 'lossy-links')!.blurb;
    expect(blurb).not.toMatch(/not because of the losses/);
    expect(blurb.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(3);
  }, 120_000);

  it('its headlines are the system goodput and the utilization, and each of the pair is compared with the other', () => {
    for (const [name, other] of [['wifi-droptail', 'wifi-red'], ['wifi-red', 'wifi-droptail']]) {
      const p = findPreset(name)!;
      expect(p.headlines?.map((h) => h.metric)).toEqual(['run.systemGoodput', 'link.utilization']);
      expect(p.comparedWith).toBe(other);
    }
  });
});
