/**
 * The bufferbloat lesson's FQ-CoDel step shows a utilization below plain CoDel's (94.4 % against
 * 97.0 %), which a trial met with no word on it (bloat trial 20:10, confusion 8; issue 37, item 3).
 * The step says it where it shows it, with what it costs and what the two runs do show beside it
 * (not more drops: fewer, in the window; a shorter queue), each a figure of its run that
 * run-figures.test.ts holds to the run.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { runFigures } from '../../src/lessons/run-figures';

const fq = LESSONS.find((l) => l.id === 'bufferbloat-voice')!.steps[3];

describe('FQ-CoDel\'s lower utilization is said where the step shows it (issue 37, item 3)', () => {
  it.each(['link.utilization', 'run.systemGoodput', 'link.drops.targetExceeded', 'link.meanQueue'])('the explanation states %s of both runs, FQ-CoDel\'s and plain CoDel\'s (its contrast)', (metric) => {
    const marks = runFigures(fq.explanation!).filter((f) => f.metric === metric);
    expect(marks.map((f) => f.of).sort()).toEqual(['contrast', 'run']);
  });
});
