/**
 * Issue 37, finding 4: step 2's check holds CoDel to a link "more than 95 % busy"; FQ-CoDel's run
 * (step 4) falls short of that line, and its text gave the utilization without saying so, so a
 * student who carried step 2's line forward read FQ-CoDel's 94.4 % as passing it. The right answer's
 * why, where the figure is shown, says it misses the line, with step 2's bound read from step 2's
 * check (not written twice), and the run bears it out.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { sentences } from '../../src/lessons/count-scope';
import { markupToText } from '../../src/lessons/markup';
import { stepScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = findLesson('bufferbloat-voice')!;
const [, codel, , fq] = lesson.steps;

/** The utilization step 2's check asks for (%): its "link.utilization > value". */
function busyLine(): number {
  const t = codel.check!.test as { run: { all: { compare: { metric: string }; op: string; value: number }[] } };
  const c = t.run.all.find((x) => x.compare.metric === 'link.utilization' && x.op === '>');
  return c!.value;
}

describe('FQ-CoDel says that it misses step 2\'s "more than 95 % busy" line (issue 37, finding 4)', () => {
  it('the run is under step 2\'s line, and the sentence that gives its utilization says so, naming step 2', () => {
    const line = busyLine();
    const b = stepScenario(fq);
    if (!b.ok) throw new Error(b.error);
    const utilization = runScenario(b.scenario).aggregate.utilization * 100;
    expect(utilization).toBeLessThan(line);
    const right = fq.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
    const said = sentences(right.why).filter((s) => /\{run link\.utilization:/.test(s)).map(markupToText);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`under the more than ${line} % that step 2 held CoDel to`);
  });
});
