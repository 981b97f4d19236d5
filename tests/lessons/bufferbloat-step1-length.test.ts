/**
 * Bufferbloat step 1 says its main point first and short (issue 37; bloat trial 20:20, s6–9:
 * NewReno's go-back-N retransmissions and the 99th percentile's measurement window cost three
 * screens of a 320 px lesson panel before the point). The lesson format has no fold for step
 * prose (the player folds only answers and hints), so each side story is one sentence.
 *
 * The budget: what the student reads once they have answered, the check's claim and "What the
 * plots show", at most 300 words (main had 627); no paragraph over 80 words (the 320 px panel
 * sets about eight words a line: ten lines); the point ("… That is bufferbloat.") ends the
 * explanation's first paragraph, with its figures as run marks, which run-figures.test.ts holds
 * to the run.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { sentences } from '../../src/lessons/count-scope';
import { markupToText } from '../../src/lessons/markup';
import { runFigures } from '../../src/lessons/run-figures';

const step = findLesson('bufferbloat-voice')!.steps[0];
const words = (markup: string) => markupToText(markup).split(/\s+/).filter(Boolean).length;
const paragraphs = (markup: string) => markup.split(/\n\s*\n/);
const BUDGET = 300;
const PARAGRAPH = 80;

describe('bufferbloat step 1: the main point first, short, the side stories one sentence each', () => {
  it(`the check's claim and the explanation together stay within ${BUDGET} words, no paragraph over ${PARAGRAPH}`, () => {
    const shown = [step.check!.says, step.explanation!];
    expect(shown.map(words).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUDGET);
    for (const p of shown.flatMap(paragraphs)) expect(words(p), markupToText(p)).toBeLessThanOrEqual(PARAGRAPH);
  });

  it('the explanation opens with the point: the standing queue, its wait, the link no busier, "That is bufferbloat", each figure a run mark', () => {
    const first = paragraphs(step.explanation!)[0];
    expect(markupToText(first)).toMatch(/That is bufferbloat\.$/);
    expect(runFigures(first).map((f) => f.metric)).toEqual(['link.meanQueue', 'link.queueDelayMean', 'link.utilization']);
  });

  it('the retransmission story and the call\'s goodput are one sentence each, after the point', () => {
    const ps = paragraphs(step.explanation!);
    const retransmits = ps.findIndex((p) => p.includes('go-back-N'));
    const goodput = ps.findIndex((p) => p.includes('flow.goodput#5'));
    expect(retransmits).toBeGreaterThan(0);
    expect(goodput).toBeGreaterThan(0);
    expect(sentences(ps[retransmits])).toHaveLength(1);
    expect(sentences(ps[goodput])).toHaveLength(1);
    // The measurement window's 99th-percentile detour is gone from the step.
    expect(step.explanation).not.toContain('link.queueDelayP99');
  });
});
