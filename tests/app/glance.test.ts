import { describe, expect, it } from 'vitest';
import { streamed } from '../helpers/streamed-run';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';
import { RunData } from '../../src/app/results/run-data';
import { headlineRefs, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';
import { exploreGlance } from '../../src/app/glance/glance-model';
import { compareGlance } from '../../src/app/compare/compare-glance';
import { summaryModel } from '../../src/app/summary/summary-model';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { formatValue, shownDiff, verdict } from '../../src/app/compare/compare-rows';
import type { Scenario } from '../../src/sim-core';

/** The headlines the app shows for a preset (useHeadlines without a lesson step). */
const headlinesOf = (preset: string, sc: Scenario, ab = false) => {
  const refs = headlineRefs(sc, preset);
  return resolveHeadlines(sc, ab ? withSystemGoodput(refs) : refs);
};

/** A run still simulating: a few batches of it streamed in. */
function partway(preset: string): RunData {
  const sc = presetScenario(preset)!;
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  for (let k = 0; k < 3 && !run.finished; k++) data.append(run.step(2));
  return data;
}

/** The summary table's goodput cell text of each flow (summary-model.ts, as SummaryTable shows it). */
function summaryGoodputs(run: RunData): string[] {
  const m = summaryModel(run.summary!, run.done, []);
  const k = m.columns.findIndex((c) => c.id === 'flow.goodput');
  return m.rows.map((r) => r.cells[k]!.text);
}

describe('At a glance (Explore)', () => {
  it('seed000-droptail: the preset’s headlines (the late flow’s elapsed time first) and each of the 3 flows’ goodput as the summary table shows it', () => {
    const run = streamed('seed000-droptail', 40);
    const hs = headlinesOf('seed000-droptail', run.scenario);
    const g = exploreGlance({ veiled: false, headlines: hs, run, room: 6 });
    expect(g.state).toBe('final');
    if (g.state !== 'final') return;
    expect(g.headlines.map((f) => f.key)).toEqual(hs.map((h) => `${h.ref.metric}:${h.ref.flow ?? ''}`));
    expect(g.headlines[0].label).toMatch(/^Flow 3 \(third\) elapsed/);
    expect(g.headlines.every((f) => /\d/.test(f.text))).toBe(true);
    expect(g.flows?.kind).toBe('each');
    if (g.flows?.kind !== 'each') return;
    expect(g.flows.cells.map((c) => c.flow)).toEqual([1, 2, 3]);
    expect(g.flows.cells.map((c) => c.name)).toEqual(['flow 1 (big 1)', 'flow 2 (big 2)', 'flow 3 (third)']);
    expect(g.flows.cells.map((c) => c.text)).toEqual(summaryGoodputs(run));
    expect(g.flows.head).toMatch(/^Goodput \((k|M)bit\/s\)$/);
  });

  it('a voice preset: the voice flow’s one-way delay among the headlines, and all five flows’ goodput', () => {
    const run = streamed('voice-codel', 10);
    const g = exploreGlance({ veiled: false, headlines: headlinesOf('voice-codel', run.scenario), run, room: 6 });
    if (g.state !== 'final') throw new Error(g.state);
    expect(g.headlines[0].label).toMatch(/^Flow 5 \(voice\) one-way delay.*\(ms\)$/);
    expect(g.flows?.kind === 'each' && g.flows.cells.map((c) => c.text)).toEqual(summaryGoodputs(run));
  });

  it('50 flows fold to the lowest and highest flow (not 50 cells), with system goodput when no headline has it', () => {
    const run = streamed('seed003-e3-droptail', 3);
    const texts = summaryGoodputs(run);
    const values = run.summary!.flows.map((f) => f.summary.activeGoodputBps);
    const hs = headlinesOf('seed003-e3-droptail', run.scenario);
    const g = exploreGlance({ veiled: false, headlines: hs, run, room: 6 });
    if (g.state !== 'final' || g.flows?.kind !== 'folded') throw new Error('not folded');
    expect(g.flows.count).toBe(50);
    expect(g.flows.lowest).toMatchObject({ flow: values.indexOf(Math.min(...values)) + 1, text: texts[values.indexOf(Math.min(...values))] });
    expect(g.flows.highest).toMatchObject({ flow: values.indexOf(Math.max(...values)) + 1, text: texts[values.indexOf(Math.max(...values))] });
    // The lossy link's headlines already have system goodput: not twice.
    expect(hs.some((h) => h.metric.id === 'run.systemGoodput')).toBe(true);
    expect(g.flows.total).toBeNull();
    const without = exploreGlance({ veiled: false, headlines: hs.filter((h) => h.metric.id !== 'run.systemGoodput'), run, room: 6 });
    expect(without.state === 'final' && without.flows?.kind === 'folded' && without.flows.total?.label).toMatch(/^System goodput \((k|M)bit\/s\)$/);
    // Given room, the same run has a cell a flow.
    const roomy = exploreGlance({ veiled: false, headlines: hs, run, room: 50 });
    expect(roomy.state === 'final' && roomy.flows?.kind).toBe('each');
  });

  it('while a lesson step is veiled: no figure at all', () => {
    const run = streamed('seed000-droptail', 40);
    const g = exploreGlance({ veiled: true, headlines: headlinesOf('seed000-droptail', run.scenario), run, room: 6 });
    expect(g).toEqual({ state: 'veiled' });
  });

  it('while the run computes: "…" in place of every figure, and how far it has got', () => {
    const run = partway('seed000-droptail');
    expect(run.done).toBe(false);
    const g = exploreGlance({ veiled: false, headlines: headlinesOf('seed000-droptail', run.scenario), run, room: 6 });
    if (g.state !== 'computing') throw new Error(g.state);
    expect(g.percent).toBeGreaterThanOrEqual(0);
    expect(g.percent).toBeLessThan(100);
    expect(g.headlines.map((f) => f.text)).toEqual(['…', '…', '…']);
    expect(g.flows?.kind === 'each' && g.flows.cells.map((c) => c.text)).toEqual(['…', '…', '…']);
    // 50 flows still computing: folded, and no flow named lowest or highest before the figures are in.
    const fifty = exploreGlance({ veiled: false, headlines: [], run: partway('seed003-e3-droptail'), room: 6 });
    expect(fifty.state === 'computing' && fifty.flows).toMatchObject({ kind: 'folded', count: 50, lowest: { name: '', text: '…' }, highest: { name: '', text: '…' } });
    // Before the first batch: computing at 0 %, no flows to show yet.
    expect(exploreGlance({ veiled: false, headlines: [], run: null, room: 6 })).toEqual({ state: 'computing', percent: 0, headlines: [], flows: null });
  });
});

describe('At a glance (A/B)', () => {
  const a = streamed('voice-codel', 10);
  const b = streamed('voice-fifo', 10);
  const hs = headlinesOf('voice-codel', a.scenario, true);

  it('the system goodput row and each flow’s goodput are the A/B table’s rows as it shows them, with its direction word', () => {
    const g = compareGlance({ veiled: false, headlines: hs, a, b, room: 5 });
    if (g.state !== 'final') throw new Error(g.state);
    const { rows, isHeadline } = summaryRows(hs, a.summary!, b.summary!);
    const table = rows.find((r) => isHeadline.has(r) && r.metric.id === 'run.systemGoodput')!;
    const mine = g.rows.find((r) => r.label.startsWith('System goodput'))!;
    expect([mine.a, mine.b, mine.diff, mine.verdict]).toEqual([formatValue(table, table.a), formatValue(table, table.b), shownDiff(table), verdict(table)]);
    const flows = g.rows.filter((r) => /^Flow \d+ \(.*\): goodput/.test(r.label));
    expect(flows.map((r) => r.label.slice(0, 6))).toEqual(['Flow 1', 'Flow 2', 'Flow 3', 'Flow 4', 'Flow 5']);
    const tableFlows = rows.filter((r) => !isHeadline.has(r) && r.metric.id === 'flow.goodput');
    expect(flows.map((r) => r.a)).toEqual(tableFlows.map((r) => formatValue(r, r.a)));
    // B − A of the values as shown, worded as the table words it.
    for (const r of g.rows) expect(r.word).toMatch(/^(B (better|worse|higher|lower|busier|less busy)( · (less|more) even)?|about the same|)$/);
    expect(g.flowsFolded).toBeNull();
  });

  it('counts the headline rows\' verdicts in one sentence; a bloated FIFO\'s busier link that delivered less is described, not counted as a win (bufferbloat trials 01:00, s33, and 04:00, step 5)', () => {
    const g = compareGlance({ veiled: false, headlines: hs, a, b, room: 5 });
    if (g.state !== 'final') throw new Error(g.state);
    const head = g.rows.filter((r) => r.key.startsWith('h'));
    const worse = head.filter((r) => r.verdict === 'worse');
    // The premise: B (the FIFO) keeps the link busier, delivers less and makes the call wait longer.
    expect(head.find((r) => r.label === 'Utilization (%)')).toMatchObject({ verdict: '', word: 'B busier' });
    expect(worse.some((r) => /one-way delay/.test(r.label))).toBe(true);
    expect(g.tally?.mixed).toBe(false);
    expect(g.tally?.text).toBe("On the headline figures, A is better on flow 5 (voice)'s mean one-way delay and packets delayed over 150 ms, and system goodput; B is busier on utilization (neither better nor worse).");
    // The tally and the utilization row say the same direction, from the row's one word (bufferbloat trial 17:40, steps 29–30: "neither is better on utilization" above "tail drop busier than CoDel").
    const util = head.find((r) => r.label === 'Utilization (%)')!;
    expect(g.tally?.text).toContain(`${util.word.replace(/^B /, 'B is ')} on utilization`);
    expect(g.tally?.text).not.toMatch(/neither is better/);
    expect(g.tally?.busy).toBe('B was busier but delivered less: utilization counts busy time (retransmitted copies included), system goodput only new data delivered in order.');
    expect(g.tally?.busyWhy).toMatch(/^In B, \d+\.\d % of the packets the senders sent were retransmissions, and .* At least \d+ of them resent packets that were not lost: a timeout or three duplicate ACKs/);
    // The same runs the other way round: B (CoDel) is better, its link the less busy.
    const back = compareGlance({ veiled: false, headlines: hs, a: b, b: a, room: 5 });
    expect(back.state === 'final' && [back.tally?.text, back.tally?.busy]).toEqual(["On the headline figures, B is better on flow 5 (voice)'s mean one-way delay and packets delayed over 150 ms, and system goodput; B is less busy on utilization (neither better nor worse).", expect.stringMatching(/^A was busier but delivered less/)]);
  });

  it('more flows than fit are left to the table (headline rows only); veiled shows nothing; computing until both runs end', () => {
    const g = compareGlance({ veiled: false, headlines: hs, a, b, room: 3 });
    expect(g.state === 'final' && [g.rows.length, g.flowsFolded]).toEqual([hs.length, 5]);
    expect(compareGlance({ veiled: true, headlines: hs, a, b, room: 5 })).toEqual({ state: 'veiled' });
    expect(compareGlance({ veiled: false, headlines: hs, a, b: partway('voice-fifo'), room: 5 }).state).toBe('computing');
  });
});

describe('At a glance says which span each figure covers (bufferbloat trial 20:10)', () => {
  it('voice-fifo: no "whole run · window" in one breath; delays and shares over 5–30 s, each flow\'s goodput over its active time, no figure tagged with the span the line already says', async () => {
    const { glanceSpans } = await import('../../src/app/glance/glance-model');
    const run = streamed('voice-fifo', 30);
    const hs = headlinesOf('voice-fifo', run.scenario);
    const g = exploreGlance({ veiled: false, headlines: hs, run, room: 6 });
    if (g.state !== 'final') throw new Error(g.state);
    expect(glanceSpans(hs, run.summary)).toBe("delays and shares over 5–30 s (the measurement window); goodput per flow over each flow's active time");
    // All three cover 5–30 s: said once in the line, not beside each label (the tags widened the
    // cells to one column and pushed a projected screen's first plot below 1080 px).
    expect(g.headlines.map((f) => f.span)).toEqual(['', '', '']);
  });

  it('a count beside window figures: counts are said to cover the whole run, 0–30 s', async () => {
    const { spanHeading, metricById } = await import('../../src/sim-core');
    const run = streamed('voice-fifo', 30);
    const heading = spanHeading([{ metric: metricById('flow.oneWayDelayMean') }, { metric: metricById('run.systemGoodput') }, { metric: metricById('flow.retransmits') }], run.summary!);
    expect(heading).toBe('delays and rates over 5–30 s (the measurement window); counts over the whole run, 0–30 s');
  });
});
