/**
 * Vegas meets Reno after the phone trial of 12:15.
 *
 * Step 14: "Fairness (Jain) 0.812" stood beside "Vegas/Reno 0.351" with nothing saying how to read
 * them together; 0.81 read as "fairly fair" while Vegas got a third of Reno's share. For two flows
 * with goodputs in ratio r, Jain's index is (1 + r)² / (2(1 + r²)): never below 0.5, 0.8 at r = 1/3,
 * 1 only at r = 1. The catalogue says so where the index is listed (readAs, and the glossary's tip
 * that a tap on "Fairness (Jain)" shows on a phone), and the lesson once, with its run's figures.
 *
 * Step 19: the cwnd plot counted 47 window cuts of Vegas under gentle RED 4/6 while the step's
 * answer said "RED drops Reno's packets early". The answer now says RED drops Vegas's packets too,
 * less often, with both flows' cut counts (flow.windowCuts, the cwnd plot's count) from the run.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { sentences } from '../../src/lessons/count-scope';
import { markupToText } from '../../src/lessons/markup';
import { summaryOnly } from '../../src/lessons/run-check';
import { runFigureProblem, runFigures } from '../../src/lessons/run-figures';
import { stepScenario } from '../../src/lessons/schema';
import { glossaryTerm } from '../../src/glossary/glossary';
import { metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = findLesson('vegas-meets-reno')!;
const runOf = (k: number) => {
  const b = stepScenario(lesson.steps[k]);
  if (!b.ok) throw new Error(b.error);
  return runScenario(summaryOnly(b.scenario));
};
/** Jain's index of two flows whose shares are in ratio r. */
const jainOfTwo = (r: number) => (1 + r) ** 2 / (2 * (1 + r * r));

describe('Jain beside the Vegas/Reno ratio: read together, in the catalogue and once in the lesson (phone-1215 step 14)', () => {
  it('the two-flow reading the catalogue gives is the formula\'s: never below 0.5, 0.8 at a third, 1 only when equal', () => {
    for (let r = 0; r <= 1; r += 0.01) expect(jainOfTwo(r)).toBeGreaterThanOrEqual(0.5);
    expect(jainOfTwo(1 / 3)).toBeCloseTo(0.8, 12);
    expect(jainOfTwo(1)).toBe(1);
    expect(jainOfTwo(0.9)).toBeLessThan(1);
  });

  it('every Jain figure the catalogue lists says how to read it, and the glossary tip a phone\'s tap shows says the same words', () => {
    for (const id of ['run.jainGoodput', 'run.jainActiveGoodput', 'run.jainActiveThroughput']) {
      const m = metricById(id);
      expect(m.readAs, id).toMatch(/two flows never go below 0\.5/);
      expect(m.readAs, id).toMatch(/0\.8 means one gets about a third of the other's/);
      expect(glossaryTerm(m.glossary)!.tip).toContain(m.readAs!);
    }
  });

  it('step 1 says once, with its run\'s figures, how to read "Fairness (Jain)" beside the ratio, and the run bears the formula out', () => {
    const said = lesson.steps.flatMap((s) => sentences(s.explanation ?? '')).filter((x) => /[Ff]airness \(Jain\)/.test(markupToText(x)));
    expect(said).toHaveLength(1);
    expect(lesson.steps[0].explanation).toContain(said[0]);
    const marks = runFigures(said[0]);
    // The figure A/B's table and slide show for this pair (phone-2235, confusion 12: one figure, one label).
    expect(marks.map((f) => f.metric)).toEqual(['run.jainActiveGoodput', 'run.vegasRenoRatio']);
    const r = runOf(0);
    for (const f of marks) expect(runFigureProblem(f, r), f.mark).toBeNull();
    const ratio = readMetric(metricById('run.vegasRenoRatio'), r, {});
    expect(readMetric(metricById('run.jainActiveGoodput'), r, {})).toBeCloseTo(jainOfTwo(ratio), 6);
  });
});

describe('the RED step says Vegas\'s packets are dropped too, with both flows\' window cuts from the run (phone-1215 step 19)', () => {
  const red = lesson.steps[1];
  const right = red.prediction!.choices.find((c) => c.ifCheck === 'pass')!.why;

  it('its answer no longer says only Reno\'s packets are dropped, and gives both cut counts as run marks', () => {
    expect(markupToText(right)).not.toMatch(/drops Reno's packets/);
    expect(markupToText(right)).toMatch(/by chance/);
    const cuts = runFigures(right).filter((f) => f.metric === 'flow.windowCuts');
    expect(cuts.map((f) => f.flow)).toEqual([1, 2]);
    const r = runOf(1);
    for (const f of cuts) expect(runFigureProblem(f, r), f.mark).toBeNull();
    // Less often than Reno's, as the words say; and Vegas's are not few (47 under 4/6).
    const [vegas, reno] = r.flows.map((f) => readMetric(metricById('flow.windowCuts'), r, { flow: r.flows.indexOf(f) }));
    expect(vegas).toBeLessThan(reno);
    expect(vegas).toBeGreaterThan(10);
  });
});

describe("the RED step's explanation says how much of its share Vegas keeps, as the run shows it (phone-1815 step 3; issue 37 item 1)", () => {
  it('"about four fifths of Reno\'s goodput" with the run\'s Vegas/Reno ratio as a run mark, and that Reno still gets more, never "keeps (most of) its share"', () => {
    const text = lesson.steps[1].explanation ?? '';
    // "Vegas keeps most of its share" sat beside the summary's "Reno gets more" (phone trial, issue 37).
    expect(markupToText(text)).not.toMatch(/keeps (most of )?its share/);
    expect(markupToText(text)).toMatch(/Vegas gets about four fifths of Reno's goodput/);
    expect(markupToText(text)).toMatch(/Reno still gets more/);
    const marks = runFigures(text).filter((f) => f.metric === 'run.vegasRenoRatio');
    expect(marks).toHaveLength(1);
    const r = runOf(1);
    expect(runFigureProblem(marks[0], r)).toBeNull();
    // Four fifths, said in words, is what the run shows: between 0.75 and 0.85, and below 1 (Reno more).
    const ratioNow = readMetric(metricById('run.vegasRenoRatio'), r, {});
    expect(ratioNow).toBeGreaterThan(0.75);
    expect(ratioNow).toBeLessThan(0.85);
  });
});
