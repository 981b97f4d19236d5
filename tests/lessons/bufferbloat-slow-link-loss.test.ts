/**
 * Bloat-2045 C9: the closing step said "Holding four downloads to 2 Mbit/s costs the call 3.9 % of
 * its packets over the whole run with CoDel" and nothing weighed it against the 1 % loss bar the
 * step 5 challenge had just used. The step now says that bar, read here from the challenge's own
 * test, beside the run's figures: CoDel's loss above it (a `more than` mark, held to the contrast run
 * by run-figures.test.ts), the 50-packet FIFO's below it, and the FIFO's late share.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { readMetric } from '../../src/lessons/check';
import { markupToText } from '../../src/lessons/markup';
import { runFigures } from '../../src/lessons/run-figures';
import { summaryOnly } from '../../src/lessons/run-check';
import { stepScenario, variantScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = findLesson('bufferbloat-voice')!;
const k = lesson.steps.findIndex((s) => s.challenge);
const slow = lesson.steps[k + 1];
const VOICE_LOSS = { metric: 'flow.lossRate', flow: 4 };

/** The challenge's bound on the call's loss (%). */
function lossBar(): number {
  const t = lesson.steps[k].challenge!.test as { run: { all: { compare: { metric: string; flow?: number }; op: string; value: number }[] } };
  const c = t.run.all.find((c) => c.compare.metric === VOICE_LOSS.metric && c.compare.flow === VOICE_LOSS.flow)!;
  expect(c.op).toBe('<');
  return c.value;
}

function run(b: ReturnType<typeof stepScenario>) {
  if (!b.ok) throw new Error(b.error);
  return runScenario(summaryOnly(b.scenario));
}

describe('the closing step weighs CoDel\'s voice loss at 2 Mbit/s against the challenge\'s loss bar (bloat-2045 C9)', () => {
  it('the text says CoDel\'s loss is over the challenge\'s bar and the FIFO\'s under it, and both figures are the runs\'', () => {
    const bar = lossBar();
    const codel = readMetric(VOICE_LOSS, run(variantScenario(slow, slow.check!.contrast)));
    const fifo = readMetric(VOICE_LOSS, run(stepScenario(slow)));
    expect(codel).toBeGreaterThan(bar);
    expect(fifo).toBeLessThan(bar);
    const marks = runFigures(slow.aside!.text).filter((f) => f.metric === VOICE_LOSS.metric);
    expect(marks.map((f) => `${f.of}: ${f.words}`)).toEqual(['contrast: 3.9 %', `contrast: more than ${bar} %`, 'run: 0.5 %']);
    expect(markupToText(slow.aside!.text)).toContain(`more than ${bar} %, the most step ${k + 1}'s challenge allowed`);
    expect(markupToText(slow.aside!.text)).toMatch(/neither queue meets all of step 5's bars/);
  }, 120_000);
});
