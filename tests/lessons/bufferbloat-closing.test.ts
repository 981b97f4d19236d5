/**
 * The bufferbloat lesson's closing point (bloat trial 20:20, s25–35; issue 37): a 50-packet FIFO
 * passed the challenge with the link 100 % busy, and neither the challenge nor "Lesson complete"
 * said why a router would use an AQM at all. The last step runs that buffer on a slower link (its
 * check and contrast, CoDel with step 2's buffer on the same link, are run by lessons.test.ts and
 * their figures held by run-figures.test.ts); its words about a faster link, marked {other: …}
 * because that is another configuration, are computed here; and the ending's goals say it.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { summaryOnly } from '../../src/lessons/run-check';
import { buildScenario } from '../../src/lessons/step-scenario';
import { runScenario } from '../../src/sim-core/scenario/run';
import { readMetric } from '../../src/lessons/check';
import { runFigures } from '../../src/lessons/run-figures';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';

const lesson = findLesson('bufferbloat-voice')!;
const challenge = lesson.steps.find((s) => s.challenge)!;
const last = lesson.steps[lesson.steps.length - 1];
// The explanation and its fold, "The arithmetic" (bloat-0315 confusion 6), as the student reads them.
const shownTexts = [last.explanation ?? '', last.aside?.text ?? ''];
const words = shownTexts.map(markupToText).join('\n\n');

function figures(preset: string, set: string[]) {
  const b = buildScenario(preset, set);
  if (!b.ok) throw new Error(b.error);
  const r = runScenario(summaryOnly(b.scenario));
  return { utilization: (r.aggregate.utilization * 100).toFixed(1), voice: (r.flows[4].summary.oneWayDelay.mean * 1000).toFixed(1), scenario: b.scenario, run: r };
}

describe('the bufferbloat lesson closes on why an AQM, where a right-sized FIFO passed the challenge', () => {
  it('the last step comes after the challenge and runs the challenge\'s solution buffer on a slower link, against CoDel on the same link', () => {
    expect(lesson.steps.indexOf(last)).toBeGreaterThan(lesson.steps.indexOf(challenge));
    for (const edit of challenge.challenge!.solution.set) expect(last.scenario.set).toContain(edit);
    expect(last.scenario.set).toContain('topology.bottleneck.rate=2000000');
    expect(last.check?.contrast).toMatchObject({ preset: 'voice-codel', set: ['topology.bottleneck.rate=2000000'] });
    expect(words).toContain('A buffer counted in packets is right for one link rate and one round trip.');
    expect(words).toContain('CoDel\'s target is a time (5 ms), not a number of packets');
  });

  it('its words about a 100 Mbit/s link are the runs\': the 50-packet FIFO leaves the link idle where CoDel with its 1000-packet buffer keeps it busy and the call fast', () => {
    const fifo = figures('voice-fifo', ['topology.bottleneck.queue.limit=50', 'topology.bottleneck.rate=100000000']);
    const codel = figures('voice-codel', ['topology.bottleneck.rate=100000000']);
    expect(words).toContain(`tail drop keeps the link only ${fifo.utilization} % busy, where CoDel with its 1000-packet buffer keeps it ${codel.utilization} % busy and the call at ${codel.voice} ms`);
    expect(Number(fifo.utilization)).toBeLessThan(90);
    expect(Number(codel.utilization)).toBeGreaterThan(95);
  }, 120_000);

  // Bloat-1740 confusion 8: the lesson's most striking figure, the 1000-packet FIFO on the 2 Mbit/s
  // link (2755 ms mean, p95 5063 ms), was found only in Compare A/B. The last step says it after
  // the prediction, beside CoDel's, as figures of a run the lesson names (its besideRun), which
  // run-figures.test.ts holds to that run: not typed numbers.
  it('after the prediction the last step says the 1000-packet FIFO\'s mean and p95 on its link beside CoDel\'s, as figures of that run', () => {
    expect(last.besideRun).toEqual({ preset: 'voice-fifo', set: ['topology.bottleneck.rate=2000000'] });
    const fifo = figures(last.besideRun!.preset!, last.besideRun!.set);
    // Step 1's queue (tail drop, 1000 packets) on this step's link.
    const first = buildScenario(lesson.steps[0].scenario.preset, lesson.steps[0].scenario.set);
    if (!first.ok) throw new Error(first.error);
    expect(getBottleneck(fifo.scenario)?.queue).toEqual(getBottleneck(first.scenario)?.queue);
    expect(getBottleneck(fifo.scenario)?.queue).toMatchObject({ limit: 1000 });
    expect(getBottleneck(fifo.scenario)?.rate).toBe(2_000_000);
    const marks = shownTexts.flatMap((t) => runFigures(t));
    expect(marks.filter((f) => f.of === 'beside').map((f) => `${f.metric}#${f.flow}`)).toEqual(['flow.oneWayDelayMean#5', 'flow.oneWayDelayP95#5']);
    // Beside CoDel's: the two bullets of one list, CoDel's first.
    const list = shownTexts.join('\n').split('\n').filter((l) => l.startsWith('- '));
    expect(list).toHaveLength(2);
    expect(runFigures(list[0]).map((f) => `${f.of} ${f.metric}`)).toEqual(['contrast flow.oneWayDelayMean', 'contrast flow.oneWayDelayP95', 'contrast link.utilization']);
    expect(runFigures(list[1]).every((f) => f.of === 'beside')).toBe(true);
    expect(words).toContain(`with tail drop (step 1's FIFO), ${fifo.voice.replace(/\.\d$/, '')} ms on average`);
    // Not before the answer: no step text shown before the prediction quotes it.
    for (const t of [last.text, last.prediction!.question, ...last.prediction!.choices.map((c) => c.text)]) expect(t).not.toContain('beside');
  }, 120_000);

  // Bloat-0315 confusion 6: the explanation was a wall of arithmetic (41.3 packets, 50.0 kB, 1212
  // bytes, 200 ms not 248 ms, CoDel's 3.9 %) where "an AQM's target is a time, a buffer a count of
  // packets" should stand out. It leads with that claim in two sentences and the point; the
  // arithmetic, every figure still the runs', is folded under "The arithmetic", and the check's
  // adds-up line under a fold of its own.
  it('the last step leads with the claim (a target is a time, a buffer a count of packets, so a buffer sized for one rate is wrong at another) and folds the arithmetic under "The arithmetic"', () => {
    const paragraphs = last.explanation!.split(/\n\s*\n/);
    expect(paragraphs).toHaveLength(2);
    const claim = markupToText(paragraphs[0]);
    expect(claim).toMatch(/^An AQM's target is a time \(CoDel's is 5 ms\); a buffer is a count of packets\. So a buffer sized for one link rate is wrong at another:/);
    expect(claim.split(/(?<=\.) (?=[A-Z])/)).toHaveLength(2);
    // Its figures are the runs': the FIFO's here, CoDel's on the same link.
    expect(runFigures(paragraphs[0]).map((f) => `${f.of} ${f.metric}`)).toEqual(['run flow.oneWayDelayMean', 'contrast flow.oneWayDelayMean']);
    expect(markupToText(paragraphs[1])).toMatch(/^That is why routers get an AQM/);
    // None of the arithmetic unfolded.
    for (const n of ['41', '200 ms', '3.9 %', '14.9', '2755', '79.7']) expect(markupToText(last.explanation!)).not.toContain(n);
    expect(last.aside!.title).toBe('The arithmetic');
    for (const n of ['about 41 packets', 'about 200 ms', '3.9 %', '14.9 ms', '2755 ms', '79.7 %']) expect(markupToText(last.aside!.text)).toContain(n);
    expect(last.check!.addsUp).toEqual({ flow: 5, fold: 'The arithmetic: how these figures add up' });
  });

  it('"Lesson complete" lists the closing point among the goals', () => {
    expect(lesson.goals.some((g) => /why an AQM/.test(g) && /one link rate and round trip/.test(g) && /target is a time/.test(g))).toBe(true);
  });

  // Bloat trial 23:10, s17–18: the lesson said CoDel's target "holds at any rate", yet at 2 Mbit/s
  // CoDel's mean queueing delay was 14.9 ms, three times its 5 ms target. What it says is held to
  // the contrast run (run-figures.test.ts checks the tagged 14.9 ms; the bound is checked here).
  it('what it says CoDel keeps at 2 Mbit/s is the run\'s: above the target, within the target plus two packets\' sending time', () => {
    const codel = figures('voice-codel', ['topology.bottleneck.rate=2000000']);
    const q = (codel.scenario.topology as { bottleneck?: { queue?: { target?: number } } }).bottleneck?.queue;
    const target = (q?.target ?? Number.NaN) * 1000;
    const packetTime = ((1500 * 8) / 2_000_000) * 1000;
    // In ms, as the lesson's figures read it.
    const queueing = readMetric({ metric: 'link.queueDelayMean' }, codel.run);
    expect(target).toBe(5);
    expect(queueing).toBeGreaterThan(target);
    expect(queueing).toBeLessThanOrEqual(target + 2 * packetTime);
    expect(words).toContain("CoDel keeps the queue near its target plus a packet or two's sending time, not at the target itself");
    expect(words).toContain(`${queueing.toFixed(1)} ms of queueing on average at 2 Mbit/s, where one 1500-byte packet takes ${packetTime.toFixed(0)} ms to send`);
    for (const g of lesson.goals) expect(g).not.toMatch(/holds at any rate/);
  }, 120_000);
});
