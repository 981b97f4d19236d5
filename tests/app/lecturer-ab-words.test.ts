import { describe, expect, it } from 'vitest';
import { streamed } from '../helpers/streamed-run';
import { compareGlance } from '../../src/app/compare/compare-glance';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { directionWord, ROWS_ON_THEIR_OWN, verdict } from '../../src/app/compare/compare-rows';
import { headlineRefs, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';
import { COMPARE_PLOTS, defaultComparePlots, defaultPresented, PER_FLOW_PLOTS, PRESENTED_PER_FLOW_MAX } from '../../src/plot-kinds/plot-kinds';
import { badStateWords, lossAt, meanPer } from '../../src/scenario-edit/link-errors';
import { presetScenario } from '../../src/scenario-edit/catalog';

/** Lecturer trial 20:20 ("RED makes a lossy Wi-Fi link worse", 1920×1080, projector). */
describe('A/B for a lecturer (trial 20:20)', () => {
  const a = streamed('voice-codel', 10);
  const b = streamed('voice-fifo', 10);
  const hs = resolveHeadlines(a.scenario, withSystemGoodput(headlineRefs(a.scenario, 'voice-codel')));

  it('B − A names whom its word judges: "B better" / "B worse" ("+1.03 better" was read as A better), the same word in the table and At a glance', () => {
    const { rows } = summaryRows(hs, a.summary!, b.summary!);
    const judged = rows.filter((r) => verdict(r) !== '');
    expect(judged.length).toBeGreaterThan(0);
    // A figure of fairness adds which run is fairer, sized by the catalogue ("B worse · slightly less fair").
    for (const r of judged) expect(directionWord(r)).toMatch(new RegExp(`^B ${verdict(r)}${r.metric.fairer ? ` · (slightly |much )?${verdict(r) === 'better' ? 'fairer' : 'less fair'}` : ''}$`));
    const g = compareGlance({ veiled: false, headlines: hs, a, b, room: 5 });
    if (g.state !== 'final') throw new Error(g.state);
    expect(g.rows.some((r) => r.word === 'B better' || r.word === 'B worse')).toBe(true);
    for (const r of g.rows) expect(r.word === '' || r.word.startsWith('B ')).toBe(true);
    // The note says the same words the cells use.
    expect(ROWS_ON_THEIR_OWN).toContain('“better”');
  });

  it('the note opens with "each row is judged alone", and the headline rows come first: the call\'s delay before utilization (bloat trial 23:10, s20)', () => {
    expect(ROWS_ON_THEIR_OWN).toMatch(/^Each row is judged alone: /);
    const { rows, isHeadline } = summaryRows(hs, a.summary!, b.summary!);
    const firstOther = rows.findIndex((r) => !isHeadline.has(r));
    expect(rows.slice(0, firstOther).every((r) => isHeadline.has(r))).toBe(true);
    expect(rows.slice(firstOther).some((r) => isHeadline.has(r))).toBe(false);
    expect(rows[0].metric.id).toBe('flow.oneWayDelayMean');
    const g = compareGlance({ veiled: false, headlines: hs, a, b, room: 5 });
    if (g.state !== 'final') throw new Error(g.state);
    expect(g.rows[0].label).toMatch(/^Flow 5 \(voice\)/);
  });

  it('A/B shows presentation’s plots above 8 flows: no per-flow pair (cwnd, time–sequence), throughput kept (it draws the total); all pairs up to 8 flows', () => {
    // With A and B on one axis, which draws each run's total (lecturer-0315).
    expect(defaultComparePlots(50)).toEqual(['queue', 'delay', 'throughput', 'overlay']);
    expect(defaultComparePlots(50).some((id) => (PER_FLOW_PLOTS as string[]).includes(id) && id !== 'throughput')).toBe(false);
    expect(defaultComparePlots(PRESENTED_PER_FLOW_MAX)).toEqual([...COMPARE_PLOTS]);
    // The same rule as presentation's: the one per-flow plot kept draws the bottleneck's total, as presentation may show it.
    expect(defaultComparePlots(50).filter((id) => (PER_FLOW_PLOTS as string[]).includes(id))).toEqual(['throughput']);
    expect(defaultPresented(50, ['run.systemGoodput'])).toContain('throughput');
  });

  it('"PER in bad state" says why it moves the wireless RED demo little: its channel is bad 1.64 % of the time, 0.164 % of packets lost on average', () => {
    const sc = presetScenario('wifi-red')!;
    const spec = lossAt(sc, 'topology.access.receiverLoss')!;
    expect(spec).toMatchObject({ type: 'onoff', perOn: 0.1, meanOn: 0.05, meanOff: 3 });
    const words = badStateWords(spec)!;
    expect(words).toContain('bad state 1.64 % of the time');
    expect(words).toContain(`${+(meanPer(spec) * 100).toPrecision(3)} % of the packets`);
    expect(words).toContain('0.164 %');
    expect(badStateWords({ type: 'bernoulli', per: 0.01 })).toBeNull();
  });
});
