/**
 * Bloat-1510 confusion 5: step 1 judged the call against 150 ms while CoDel's and PIE's checks and
 * the challenge asked for under 100 ms, and nothing said why the bar moved; bloat-2045 C3 and
 * bloat-0315 C3 put the bar at the top of step 1's text, above the prediction, where it is seen.
 * Issue 37 (finding 2) made it one bar, G.114's 150 ms one way (src/sim-core/metrics/call-delay-bar.ts;
 * tests/lessons/bufferbloat-one-bar.test.ts holds every threshold to it): step 1 states it once,
 * with its source, and no other step repeats the source.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { CALL_DELAY_BAR, CALL_DELAY_BAR_MS } from '../../src/sim-core/metrics/call-delay-bar';

const lesson = findLesson('bufferbloat-voice')!;

describe('the bufferbloat lesson states its one delay bar once, at the top of step 1, with its source', () => {
  it(`step 1 opens with the ${CALL_DELAY_BAR_MS} ms bar and ${CALL_DELAY_BAR.source}; no other step's words repeat the source, and the sources list it once`, () => {
    const bar = markupToText(lesson.steps[0].text.split(/\n\s*\n/)[0]);
    expect(bar).toBe(`The bar: the lesson holds the call to ${CALL_DELAY_BAR_MS} ms one way, ${CALL_DELAY_BAR.source}'s limit for a conversation: up to it, most people do not notice the delay.`);
    expect(markupToText(lesson.steps[0].check!.says)).toContain(`more than the call's ${CALL_DELAY_BAR_MS} ms bar`);
    const elsewhere = lesson.steps.filter((_, k) => k !== 0).flatMap((s) => [s.text, s.check?.says ?? '', s.explanation ?? '', s.challenge?.task ?? '']);
    expect(elsewhere.filter((t) => t.includes(CALL_DELAY_BAR.source))).toEqual([]);
    expect(lesson.sources.map((s) => s.title).filter((t) => t.startsWith(CALL_DELAY_BAR.source))).toHaveLength(1);
  });
});
