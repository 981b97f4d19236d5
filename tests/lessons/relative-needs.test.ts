/**
 * Bloat9, finding 3: FQ-CoDel's check (the call's p95 under bulk 1's mean one-way delay) read
 * "needs < 1 × 35.3 ms = 35.3 ms", a formula where one number was meant. A bound set by another
 * figure is said as the number, then whose figure it is: "< 35.3 ms (flow 1's one-way delay …)";
 * a multiple other than 1 adds the factor and the figure it multiplies.
 */
import { describe, expect, it } from 'vitest';
import { evaluateCheck } from '../../src/lessons/check';
import { LESSONS } from '../../src/lessons/catalogue';
import { METRICS } from '../../src/lessons/metrics';
import { stepScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
const fq = lesson.steps[3];

describe('a bound set by another figure reads as a number, not a formula', () => {
  const b = stepScenario(fq);
  if (!b.ok) throw new Error(b.error);
  const run = runScenario(b.scenario);
  const MEAN = METRICS['flow.oneWayDelayMean'].label;

  it('FQ-CoDel\'s check: the call\'s p95 needs "< 35.3 ms (flow 1\'s one-way delay, mean)", no "1 ×"', () => {
    const v = evaluateCheck(fq.check!.test, run);
    const [of, judged] = v.figures;
    expect(of.needs).toBe('');
    expect(judged.needs).toBe(`< ${of.value} (flow 1's ${MEAN})`);
    expect(judged.needs).not.toContain('×');
    expect(judged.needs).not.toContain('=');
  });

  it('a multiple other than 1 says the number first, then the factor and the figure it multiplies', () => {
    const v = evaluateCheck({ run: { compare: { metric: 'flow.oneWayDelayP95', flow: 4 }, op: '<', times: 0.5, of: { metric: 'flow.oneWayDelayMean', flow: 0 } } }, run);
    const [of, judged] = v.figures;
    expect(judged.needs).toMatch(new RegExp(`^< [\\d.]+ ms \\(0\\.5 × flow 1's ${MEAN}, ${of.value}\\)$`));
  });
});
