import { describe, expect, it } from 'vitest';
import { LESSON_INPUTS, LESSONS } from '../../src/lessons/catalogue';
import { runCheck } from '../../src/lessons/run-check';
import { parseLesson, stepScenario, variantScenario } from '../../src/lessons/schema';

function built(b: ReturnType<typeof stepScenario>) {
  if (!b.ok) throw new Error(b.error);
  return b.scenario;
}

describe('built-in lessons', () => {
  it('there are at least eight, each with a prediction, a computed check and a challenge', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(8);
    for (const l of LESSONS) {
      expect(l.steps.some((s) => s.prediction), l.id).toBe(true);
      expect(l.steps.some((s) => s.check), l.id).toBe(true);
      expect(l.steps.some((s) => s.challenge), l.id).toBe(true);
      expect(l.sources.length, l.id).toBeGreaterThan(0);
    }
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
  });

  for (const input of LESSON_INPUTS) {
    describe(input.id, () => {
      it('validates, and every step scenario, contrast and solution builds', () => {
        const r = parseLesson(input);
        expect(r.ok ? [] : r.errors).toEqual([]);
      });

      const lesson = LESSONS.find((l) => l.id === input.id)!;
      lesson.steps.forEach((step, i) => {
        if (step.check) {
          const c = step.check;
          it(`step ${i + 1} check is "${c.expect}" on the step's run, as the text says, and flips on the contrast`, () => {
            const base = runCheck(c.test, built(stepScenario(step)));
            expect(base.measurable).toBe(true);
            expect(base.pass ? 'pass' : 'fail').toBe(c.expect);
            const flipped = runCheck(c.test, built(variantScenario(step, c.contrast)));
            expect(flipped.pass ? 'pass' : 'fail').toBe(c.expect === 'pass' ? 'fail' : 'pass');
            // Figures are read from the run, not restated: each judged one carries a measured value.
            expect(base.figures.filter((f) => f.needs !== '').every((f) => /\d/.test(f.value))).toBe(true);
          });
        }
        if (step.challenge) {
          const ch = step.challenge;
          it(`step ${i + 1} challenge fails as set up and passes with the recorded solution`, () => {
            expect(runCheck(ch.test, built(stepScenario(step))).pass).toBe(false);
            expect(runCheck(ch.test, built(variantScenario(step, ch.solution))).pass).toBe(true);
          });
        }
      });
    });
  }
});
