import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';

describe('the bufferbloat lesson shows the same headline figures in every step', () => {
  it('each step declares the call\'s mean and 95th-percentile delay, utilization and system goodput, so two steps\' "At a glance" cards line up (trial 20:20, s12; bloat-1130 step 15)', () => {
    const steps = findLesson('bufferbloat-voice')!.steps;
    const want = [
      { metric: 'flow.oneWayDelayMean', flow: 5 },
      { metric: 'flow.oneWayDelayP95', flow: 5 },
      { metric: 'link.utilization' },
      { metric: 'run.systemGoodput' },
    ];
    for (const [i, s] of steps.entries()) expect(s.headlines, `step ${i + 1}`).toEqual(want);
  });
});
