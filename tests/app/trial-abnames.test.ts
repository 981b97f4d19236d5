import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { headlineRefs, resolveHeadlines } from '../../src/headlines/headlines';
import { compareGlance } from '../../src/app/compare/compare-glance';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { abSummaryCsv } from '../../src/app/compare/ab-summary-csv';
import { aboutTheSameNote, directionWord, negligibleDiff, verdict, type DiffRow } from '../../src/app/compare/compare-rows';
import { metricById } from '../../src/sim-core';
import { whoGetsMore } from '../../src/app/compare/who-gets-more';

/**
 * phone-2045, confusion 13: with A pinned to "Two flows, Vegas vs Vegas" and B the Vegas + Reno
 * run, A/B said "Flow 1 (Vegas1) gets more than flow 2 (Vegas2) on both sides …" and labelled
 * the row "Flow 2 (Vegas2)", while B's flow 2 is Reno1.
 */
describe('A/B names each side’s flows from its own scenario (phone-2045, confusion 13)', () => {
  const vv = presetScenario('seed002-a-vv-droptail')!;
  const vr = presetScenario('seed002-a-vr-red')!;
  const a = new Simulation(vv).runToEnd();
  const b = new Simulation(vr).runToEnd();
  const names = { a: 'tail drop', b: 'gentle RED' };
  const headlines = resolveHeadlines(vr, headlineRefs(vr, 'seed002-a-vr-red'));
  const glance = compareGlance({ veiled: false, headlines, a: { done: true, summary: a } as never, b: { done: true, summary: b } as never, room: 8, names });

  it('the runs really differ in flow 2’s name', () => {
    expect(a.flows[1].name).toBe('Vegas2');
    expect(b.flows[1].name).toBe('Reno1');
  });

  it('every per-flow row of the A/B table and its CSV names both sides’ flow 2', () => {
    const { rows } = summaryRows(headlines, a, b);
    const flow2 = rows.filter((r) => r.flow?.index === 1);
    expect(flow2.length).toBeGreaterThan(0);
    for (const r of flow2) expect(r.group).toBe('Flow 2 (Vegas2 in A, Reno1 in B)');
    // Flow 1 is Vegas1 on both sides: named once.
    expect(rows.filter((r) => r.flow?.index === 0).every((r) => r.group === 'Flow 1 (Vegas1)')).toBe(true);
    const csv = abSummaryCsv(headlines, a, b, { a: 'A set-up', b: 'B set-up' });
    expect(csv).toContain('Flow 2 (Vegas2 in A, Reno1 in B)');
    expect(csv).not.toMatch(/"?Flow 2 \(Vegas2\)"?,/);
  });

  it('"At a glance" labels flow 2’s row with both names and says who gets more per side', () => {
    expect(glance.state).toBe('final');
    if (glance.state !== 'final') return;
    const labels = glance.rows.map((r) => r.label);
    expect(labels.some((l) => l.startsWith('Flow 2 (Vegas2 in A, Reno1 in B): goodput'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Flow 2 (Vegas2):'))).toBe(false);
  });

  it('"who gets more" names the flows by number, each side’s names after its figures', () => {
    // The trial's figures: Vegas1 0.93, Vegas2 0.50 Mbit/s in A; Vegas1 0.75, Reno1 0.64 in B (FQ-CoDel).
    const { rows } = summaryRows(headlines, a, b);
    const goodput = rows.filter((r) => r.metric.id === 'flow.goodput' && r.flow);
    const [f1, f2] = goodput.map((r) => ({ ...r }));
    Object.assign(f1, { a: 0.93e6, b: 0.75e6, diff: 0.75e6 - 0.93e6 });
    Object.assign(f2, { a: 0.5e6, b: 0.64e6, diff: 0.64e6 - 0.5e6 });
    const text = whoGetsMore([f1, f2], { a: 'tail drop', b: 'FQ-CoDel' });
    expect(text).toBe('Flow 1 gets more than flow 2 on both sides: 0.930 vs 0.500 Mbit/s with tail drop (Vegas1 vs Vegas2), 0.750 vs 0.640 with FQ-CoDel (Vegas1 vs Reno1).');
    // With the same flows on both sides, the names stand in the sentence as before.
    const same = whoGetsMore(summaryRows(headlines, b, b).rows.filter((r) => r.metric.id === 'flow.goodput' && r.flow).map((r, k) => ({ ...r, a: k ? 0.5e6 : 0.9e6, b: k ? 0.5e6 : 0.9e6, diff: 0 })), { a: 'x', b: 'y' });
    expect(same).toMatch(/^Flow 1 \(Vegas1\) gets more than flow 2 \(Reno1\) on both sides/);
  });

  it('the same presets on both sides keep the one name (no "in A, in B")', () => {
    const { rows } = summaryRows(headlines, b, b);
    expect(rows.filter((r) => r.flow?.index === 1).every((r) => r.group === 'Flow 2 (Reno1)')).toBe(true);
  });
});

/**
 * bloat-2045 C11 / phone-2045 C12: utilization read "busier (neither better nor worse)" in one run
 * and "+3.0 · tail drop better than CoDel" in the next; "about the same" had no stated bound.
 */
describe('utilization is described, never judged, and "about the same" says its bound', () => {
  const util = metricById('link.utilization');
  const goodput = metricById('run.systemGoodput');
  const rowOf = (metric: typeof util, a: number, b: number): DiffRow => ({
    group: 'Bottleneck', metric, label: metric.label, kind: metric.kind, a, b, diff: b - a, better: null, neutralWhy: metric.neitherWhy, neutralWords: metric.directionWords,
    format: { unit: '%', scale: 100, digits: 1, cell: (v: number) => (v * 100).toFixed(1), diff: (d: number) => `${d >= 0 ? '+' : '−'}${Math.abs(d * 100).toFixed(1)}` } as never,
  });
  const names = { a: 'CoDel', b: 'tail drop' };

  it('a busier tail drop reads "busier", in whatever run (its goodput up or down)', () => {
    const r = rowOf(util, 0.97, 0.999);
    expect(verdict(r)).toBe('');
    expect(directionWord(r, names)).toBe('tail drop busier than CoDel');
    expect(directionWord(rowOf(util, 0.999, 0.97), names)).toBe('tail drop less busy than CoDel');
    // From the catalogue, the one rule: no better direction, its own words.
    expect(util.better).toBe('neither');
    expect(util.directionWords).toEqual({ higher: 'busier', lower: 'less busy' });
  });

  it('"about the same" within 1 point, and the note under the table states that bound', () => {
    const same = rowOf(util, 0.994, 0.987);
    expect(negligibleDiff(same)).toBe(true);
    expect(directionWord(same, names)).toBe('about the same');
    expect(directionWord(rowOf(util, 0.994, 0.98), names)).toBe('tail drop less busy than CoDel');
    const note = aboutTheSameNote([same]);
    expect(note).toContain('utilization 1.0 percentage point');
    // Stated where no row reads so too: the rule decides the other words as well (phone-0315, confusion 6).
    expect(aboutTheSameNote([rowOf(util, 0.994, 0.98)])).toContain('utilization 1.0 percentage point');
    expect(goodput.negligible).toBeDefined();
  });

  it('"At a glance" gives an about-the-same row its bound in the B − A title', () => {
    const sc = presetScenario('seed002-a-vr-red')!;
    const a = new Simulation(sc).runToEnd();
    const b = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
    const headlines = resolveHeadlines(sc, [...headlineRefs(sc, 'seed002-a-vr-red'), { metric: 'link.utilization' }]);
    const glance = compareGlance({ veiled: false, headlines, a: { done: true, summary: a } as never, b: { done: true, summary: b } as never, room: 8, names });
    if (glance.state !== 'final') throw new Error('not final');
    const same = glance.rows.filter((r) => r.word === 'about the same');
    // Gentle RED's 98.7 % against tail drop's 99.4 % (trial phone-0100): within 1 point.
    expect(same.map((r) => r.label)).toContain('Utilization (%)');
    for (const r of same) expect(r.within).toMatch(/^About the same: within .+ of each other/);
    for (const r of glance.rows.filter((r) => r.word !== 'about the same')) expect(r.within).toBeNull();
  });
});
