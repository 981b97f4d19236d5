import { describe, expect, it } from 'vitest';
import { SKETCHES } from '../../src/lessons/sketches';
import { findLesson } from '../../src/lessons/built-in';

/**
 * Phone trial 18:15, step 1: the Vegas lesson's card drew a short orange bar beside a tall blue one;
 * in the plots flow 1 (Vegas) is blue and flow 2 (Reno) orange, so the card read as "Vegas wins".
 */
describe("the unequal-shares sketch does not contradict the run's flows", () => {
  it('bars in flow order, each in its flow\'s tone: flow 1 (short, Vegas) the accent blue, flow 2 (tall, Reno) orange', () => {
    expect(findLesson('vegas-meets-reno')!.sketch).toBe('unequal-shares');
    const bars = SKETCHES['unequal-shares'].shapes.filter((s) => s.kind === 'bar').sort((p, q) => p.x - q.x);
    expect(bars).toHaveLength(2);
    const [first, second] = bars as Extract<(typeof bars)[number], { kind: 'bar' }>[];
    expect(first.h).toBeLessThan(second.h);
    expect([first.tone, second.tone]).toEqual(['main', 'second']);
  });
});
