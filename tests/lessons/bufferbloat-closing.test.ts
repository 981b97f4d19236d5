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

const lesson = findLesson('bufferbloat-voice')!;
const challenge = lesson.steps.find((s) => s.challenge)!;
const last = lesson.steps[lesson.steps.length - 1];
const words = markupToText(last.explanation ?? '');

function figures(preset: string, set: string[]) {
  const b = buildScenario(preset, set);
  if (!b.ok) throw new Error(b.error);
  const r = runScenario(summaryOnly(b.scenario));
  return { utilization: (r.aggregate.utilization * 100).toFixed(1), voice: (r.flows[4].summary.oneWayDelay.mean * 1000).toFixed(1) };
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

  it('"Lesson complete" lists the closing point among the goals', () => {
    expect(lesson.goals.some((g) => /why an AQM/.test(g) && /one link rate and round trip/.test(g) && /target is a time/.test(g))).toBe(true);
  });
});
