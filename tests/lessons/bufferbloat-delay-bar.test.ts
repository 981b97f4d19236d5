/**
 * Bloat-1510 confusion 5: step 1 judges the call against the 150 ms "a conversation tolerates";
 * CoDel's and PIE's checks and the challenge ask for under 100 ms, and nothing said why the bar
 * moved. The first check that asks for less says why once, with the standard it comes from
 * (ITU-T G.114's 150 ms is mouth to ear; the call's own packetization and jitter buffer take part
 * of it), and the lesson lists G.114 among its sources. Since bloat-2045 C3 that is said at step 1,
 * where the 150 ms is met, and step 2 points back to it; since bloat-0315 (confusion 3) at the top of
 * step 1's text, above the prediction, where it is seen.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';

const lesson = findLesson('bufferbloat-voice')!;

/** The one-way delay bars a step's check or challenge holds the call to (ms). */
function bars(step: (typeof lesson.steps)[number]): number[] {
  const out: number[] = [];
  const walk = (t: unknown): void => {
    if (!t || typeof t !== 'object') return;
    const o = t as { compare?: { metric: string }; value?: number; all?: unknown[]; run?: unknown };
    if (o.compare && /^flow\.oneWayDelay/.test(o.compare.metric) && typeof o.value === 'number') out.push(o.value);
    o.all?.forEach(walk);
    walk(o.run);
  };
  walk(step.check?.test);
  walk(step.challenge?.test);
  return out;
}

describe('the bufferbloat lesson says once why its delay bar is 100 ms where step 1 said 150 ms (bloat-1510 confusion 5)', () => {
  it('step 1 judges against 150 ms (and 800 ms above) and its text says the 100 ms bar to come at the top, why, from G.114 (bloat-2045 C3, bloat-0315 C3); the first check that asks for less points back to it, and no other step repeats G.114', () => {
    // Over 150 ms, and under 800 ms: the upper bar tells "a few hundred ms" from "over a second" (bloat-1540, confusion 1).
    expect(bars(lesson.steps[0])).toEqual([150, 800]);
    // Bloat-2045 C3: a student's notes from step 1 carried "150 ms", and step 2 moved the bar without
    // their having met the reason; step 1's claim now names both bars and why they differ.
    // Bloat-0315 confusion 3: below the prediction, in the check's claim, it went unseen; it is
    // now the step text's first paragraph (the mechanism moved after the answer, bloat-0430), above the prediction (in view: e2e/trial-bloat3.spec.ts).
    const bar = markupToText(lesson.steps[0].text.split(/\n\s*\n/)[0]);
    expect(bar).toBe("The bar: from step 2 on, the lesson holds the call to 100 ms one way through the network. 150 ms is ITU-T G.114's limit for the whole mouth-to-ear path, and the call's 20 ms packets and its jitter buffer use part of it.");
    const first = lesson.steps.findIndex((s) => bars(s).some((v) => v < 150));
    expect(first).toBe(1);
    expect(bars(lesson.steps[first])).toContain(100);
    expect(markupToText(lesson.steps[first].check!.says)).toContain('That is the 100 ms bar step 1 announced');
    expect(markupToText(lesson.steps[0].check!.says)).not.toContain('G.114');
    const elsewhere = lesson.steps.filter((_, k) => k !== 0).flatMap((s) => [s.text, s.check?.says ?? '', s.explanation ?? '', s.challenge?.task ?? '']);
    expect(elsewhere.filter((t) => t.includes('G.114'))).toEqual([]);
    expect(lesson.sources.map((s) => s.title).filter((t) => t.startsWith('ITU-T G.114'))).toHaveLength(1);
  });
});
