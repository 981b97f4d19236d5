import { describe, expect, it } from 'vitest';
import { defaultPresented, DEFAULT_PRESENTED, MAX_PRESENTED_PLOTS, PER_FLOW_PLOTS, PLOT_KINDS, PRESENTED_PER_FLOW_MAX } from '../../src/plot-kinds/plot-kinds';
import { findPreset, PRESETS } from '../../src/sim-core/scenario/presets';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';
import { THEMES } from '../../src/app/theme/theme';
import { flowRangeItem } from '../../src/app/plots/legend-model';
import { computingText } from '../../src/app/playback/position-text';
import { encodeViewParams, splitViewParams } from '../../src/app/controller/view-link';

describe('presentation defaults follow the run (lecturer trial 2026-11-29)', () => {
  it('a 50-flow run starts presentation without per-flow plots (queue only); 8 flows or fewer keep cwnd', () => {
    expect(defaultPresented(50)).toEqual(['queue']);
    expect(defaultPresented(PRESENTED_PER_FLOW_MAX + 1).some((id) => (PER_FLOW_PLOTS as string[]).includes(id))).toBe(false);
    expect(defaultPresented(PRESENTED_PER_FLOW_MAX)).toEqual(DEFAULT_PRESENTED);
    expect(defaultPresented(2)).toEqual(['queue', 'cwnd']);
  });
  it("where it leaves room, the plot that shows the run's first headline over time: a 10-flow wireless study (system goodput) presents queue and throughput, not queue alone (lecturer trial 16:06, s22)", () => {
    const wireless = ['run.systemGoodput', 'link.utilization', 'link.queueDelayMean', 'run.jainGoodput'];
    expect(defaultPresented(10, wireless)).toEqual(['queue', 'throughput']);
    expect(defaultPresented(50, wireless)).toEqual(['queue', 'throughput']);
    expect(defaultPresented(50, ['link.queueDelayMean'])).toEqual(['queue', 'delay']);
    // No room left: a few flows keep the registry's first plots.
    expect(defaultPresented(5, wireless)).toEqual(DEFAULT_PRESENTED);
    // A headline no plot shows over time adds nothing.
    expect(defaultPresented(50, ['flow.timeouts'])).toEqual(['queue']);
  });
  it("a preset that names its plot kinds (PresetInfo.presentedPlots) opens presentation with them: the Vegas-vs-Reno pair on throughput, the answer to \"which gets more\", not queue and cwnd (phone-0230, item 7)", () => {
    const vr = findPreset('seed002-a-vr-droptail')!;
    const flows = presetScenarioShared('seed002-a-vr-droptail')!.flows.length;
    const shown = defaultPresented(flows, [], vr.presentedPlots);
    expect(shown).toContain('throughput');
    expect(shown.length).toBeLessThanOrEqual(MAX_PRESENTED_PLOTS);
    // Every preset's named kinds are presentable kinds of the plot registry.
    for (const p of PRESETS) for (const id of p.presentedPlots ?? []) expect(PLOT_KINDS.find((k) => k.id === id)?.presentable, `${p.name}: ${id}`).toBe(true);
    // Kinds the run cannot show (unknown, or per-flow above the limit) fall back to the default.
    expect(defaultPresented(50, [], ['cwnd', 'nonsense'])).toEqual(['queue']);
  });
  it('the per-flow limit is the number of hues in the smallest theme palette (past it, two flows share a colour)', () => {
    expect(Math.min(...Object.values(THEMES).map((t) => new Set(t.flows.map((c) => c.toLowerCase())).size))).toBe(PRESENTED_PER_FLOW_MAX);
  });
  it('a projected per-flow legend of many flows is one entry "flows 1–50, numbered on their lines"', () => {
    expect(flowRangeItem(50, THEMES.projector).label).toBe('flows 1–50, numbered on their lines');
    expect(flowRangeItem(50, THEMES.projector, (i) => i % 2 === 0).label).toBe('25 flows of 1–49, numbered on their lines');
  });
});

describe('the time readout while a run computes', () => {
  it('says "computing… 12.0 s of 100 s" (the least computed of A and B), and nothing once both are complete', () => {
    expect(computingText([{ now: 12, done: false, timeEnd: 100 }])).toBe('computing… 12.0 s of 100 s');
    expect(computingText([{ now: 40, done: false, timeEnd: 100 }, { now: 12.04, done: false, timeEnd: 100 }])).toBe('computing… 12.0 s of 100 s');
    expect(computingText([{ now: 100, done: true, timeEnd: 100 }, { now: 30, done: false, timeEnd: 100 }])).toBe('computing… 30.0 s of 100 s');
    expect(computingText([{ now: 100, done: true, timeEnd: 100 }, null])).toBeNull();
    // A run that ends when its flows are done gives no end until it has one (it read "0.0 s of 0 s").
    expect(computingText([{ now: 0, done: false, timeEnd: 1e-3, endKnown: false }])).toBe('computing… 0.0 s');
    expect(computingText([{ now: 12, done: false, timeEnd: 12, endKnown: false }, { now: 30, done: false, timeEnd: 100 }])).toBe('computing… 12.0 s');
  });
});

describe('"numbers at the end" is a presentation setting the link keeps', () => {
  it('is off by default (left out of links) and endnums=1 round-trips', () => {
    expect(encodeViewParams({ numbersAtEnd: false })).toBe('');
    const frag = encodeViewParams({ present: true, numbersAtEnd: true });
    expect(frag).toMatch(/(^|&)endnums=1(&|$)/);
    expect(splitViewParams(`preset=x&${frag}`).view).toMatchObject({ present: true, numbersAtEnd: true });
    expect(splitViewParams('preset=x&view=6&endnums=1').error).toMatch(/came with version 7/);
  });
});
