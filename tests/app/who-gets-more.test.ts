import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { headlineRefs, resolveHeadlines } from '../../src/headlines/headlines';
import { compareGlance } from '../../src/app/compare/compare-glance';
import { compareRows } from '../../src/app/compare/compare-rows';
import { whoGetsMore } from '../../src/app/compare/who-gets-more';

/**
 * Phone trial 18:15, step 7: A/B's bold headline said A was fairer but never who gets more, and
 * "Jain's index (… TCP and UDP flows)" on a run without a UDP flow sent the student looking for a
 * hidden flow.
 */
describe('A/B headline for Vegas meets Reno (A = gentle RED 4/6, B = tail drop)', () => {
  const red = presetScenario('seed002-a-vr-red')!;
  const a = new Simulation(red).runToEnd();
  const b = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
  const names = { a: 'gentle RED', b: 'tail drop' };
  const headlines = resolveHeadlines(red, headlineRefs(red, 'seed002-a-vr-red'));
  const glance = compareGlance({ veiled: false, headlines, a: { done: true, summary: a } as never, b: { done: true, summary: b } as never, room: 8, names });

  it('the headline says who gets more on both sides, with the per-flow goodput figures', () => {
    expect(glance.state).toBe('final');
    const text = glance.state === 'final' ? glance.tally?.text : '';
    expect(text).toContain('Flow 2 (Reno1) gets more than flow 1 (Vegas1) on both sides: 0.785 vs 0.637 Mbit/s with gentle RED, 1.114 vs 0.313 with tail drop.');
  });

  it('no winner is named on a side where the flows are about even (the other side\'s is), and none with many flows', () => {
    const goodput = compareRows(a, b).filter((r) => r.metric.id === 'flow.goodput');
    const even = goodput.map((r) => ({ ...r, a: 1e6, b: r.b }));
    // Phone-2235 (confusion 8): each side is said, the even one as even.
    expect(whoGetsMore(even, names)).toMatch(/^With gentle RED, the two flows get about the same: [^;]*; with tail drop, flow 2 \(Reno1\) gets more than flow 1 \(Vegas1\): [^;]*\.$/);
    expect(whoGetsMore([...goodput, ...goodput, ...goodput], names)).toBeNull();
  });

  it("Jain's index names only the flows the runs have: TCP flows here, TCP and UDP with the voice call", () => {
    const jain = compareRows(a, b).find((r) => r.metric.id === 'run.jainActiveGoodput')!;
    expect(jain.label).toBe("Jain's index (goodput over the active time, TCP flows)");
    const voice = new Simulation(presetScenario('voice-codel')!).runToEnd();
    expect(compareRows(voice, voice).find((r) => r.metric.id === 'run.jainActiveGoodput')!.label).toBe("Jain's index (goodput over the active time, TCP and UDP flows)");
  });
});

/**
 * Bloat trial 00:55, confusion 13: beside a bulk download, an 80 kbit/s voice call was said to
 * "get less" ("Flow 1 (bulk 1) gets more than flow 2 (voice) on both sides: 8.691 vs 0.066
 * Mbit/s"), a fairness remark that means nothing for a call sending at its own rate.
 */
describe('who gets more compares only flows that could share evenly (TCP, not a CBR voice call)', () => {
  const voice = new Simulation(presetScenario('voice-codel')!).runToEnd();
  const fq = new Simulation(presetScenario('voice-fq-codel')!).runToEnd();
  const goodput = compareRows(voice, fq).filter((r) => r.metric.id === 'flow.goodput');
  const names = { a: 'CoDel', b: 'FQ-CoDel' };

  it('one bulk download beside the voice call: no "who gets more" at all', () => {
    const bulk1 = goodput.find((r) => r.flow?.kind === 'tcp')!;
    const call = goodput.find((r) => r.flow?.kind === 'cbr')!;
    expect(call.group).toMatch(/voice/);
    expect(whoGetsMore([bulk1, call], names)).toBeNull();
  });

  it('two downloads and the call: the sentence compares the downloads and never names the call', () => {
    const [bulk1, bulk2] = goodput.filter((r) => r.flow?.kind === 'tcp');
    const call = goodput.find((r) => r.flow?.kind === 'cbr')!;
    const text = whoGetsMore([bulk1, bulk2, call], names);
    // The two downloads share about evenly under both; the call's 0.08 Mbit/s is not "the least".
    expect(text).toMatch(/^The two flows get about the same on both sides: 2\.49 vs 2\.28 Mbit\/s with CoDel/);
    expect(text).not.toMatch(/voice/);
  });
});
