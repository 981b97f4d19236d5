import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/catalogue';
import { runCheck } from '../../src/lessons/run-check';
import { variantScenario } from '../../src/lessons/schema';

/**
 * Hints that name numbers must point where the challenge passes. Each case is measured on the
 * simulator, not restated: the runs are the challenge's own check on the step's scenario.
 */
function challengeOf(id: string, title: RegExp) {
  const step = findLesson(id)!.steps.find((s) => title.test(s.title))!;
  const ch = step.challenge!;
  return (set: string[]) => {
    const b = variantScenario(step, { set });
    if (!b.ok) throw new Error(b.error);
    return runCheck(ch.test, b.scenario).pass;
  };
}

describe('challenge hints agree with what passes', () => {
  it('synchronisation: the hint brackets the buffer between BDP/√n ≈ 16 and one BDP = 50 packets; both ends fail, 20–35 packets pass', () => {
    const passes = challengeOf('synchronisation', /size the tail-drop buffer/);
    const limit = (n: number) => passes([`topology.bottleneck.queue.limit=${n}`]);
    expect(limit(16)).toBe(false);
    expect(limit(50)).toBe(false);
    for (const n of [20, 25, 30, 35]) expect(limit(n), `${n} packets`).toBe(true);
  });

  it('vegas meets reno: seed 002\'s 3n/4n (6/8) and step 2\'s 4/6 fail; smaller thresholds such as 2/5, 3/5 and 3/6 pass', () => {
    const passes = challengeOf('vegas-meets-reno', /fair and busy/);
    const th = (a: number, b: number) => passes([`topology.bottleneck.queue.minTh=${a}`, `topology.bottleneck.queue.maxTh=${b}`]);
    expect(th(6, 8)).toBe(false);
    expect(th(4, 6)).toBe(false);
    for (const [a, b] of [[2, 5], [3, 5], [3, 6]]) expect(th(a, b), `${a}/${b}`).toBe(true);
  });

  it('tail drop, RED challenge: step 2\'s max_p 0.1 alone fails (the buffer still overflows); max_th well below the limit with max_p 0.1 passes', () => {
    const passes = challengeOf('tail-drop-late-flow', /tune RED/);
    expect(passes(['topology.bottleneckQueue.maxP=0.1'])).toBe(false);
    expect(passes(['topology.bottleneckQueue.maxP=0.1', 'topology.bottleneckQueue.maxTh=12000'])).toBe(true);
  });
});
