import { describe, expect, it } from 'vitest';
import { LESSON_INPUTS, LESSONS } from '../../src/lessons/catalogue';
import type { Check, Predicate } from '../../src/lessons/check';
import { runCheck } from '../../src/lessons/run-check';
import { checkConditions, conditionsWords } from '../../src/lessons/check-words';
import { parseLesson, stepScenario, variantScenario } from '../../src/lessons/schema';

/** The numbers a check compares with (run predicates, sweep predicates, sweep statistics). */
function thresholds(c: Check): number[] {
  const fromPredicate = (p: Predicate): number[] => ('all' in p ? p.all : [p]).flatMap((x) => ('value' in x ? [x.value] : []));
  if ('run' in c) return fromPredicate(c.run);
  if ('each' in c) return fromPredicate(c.each);
  return [c.value];
}

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

  it("a lesson's card (title and summary) does not state a figure its predictions ask for", () => {
    for (const l of LESSONS) {
      const card = `${l.title}\n${l.summary}`;
      for (const s of l.steps.filter((x) => x.prediction && x.check))
        for (const n of thresholds(s.check!.test)) expect(card, `${l.id}: ${n}`).not.toMatch(new RegExp(`(^|[^\\d.])${String(n).replace('.', '\\.')}([^\\d.]|$)`));
    }
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
            // Said in words, a failing verdict names each missed bound, and never "needs" a bound that held (bloat-2045 C6, C4).
            for (const v of [base, flipped]) {
              const conditions = checkConditions(c.test, null, null, v);
              const words = conditionsWords(conditions) ?? '';
              for (const m of conditions.filter((x) => x.ok !== true)) expect(words).toContain(`${m.figure}, needs ${m.needs}`);
              if (!v.pass) for (const m of conditions.filter((x) => x.ok === true)) expect(words).not.toContain(`${m.figure}, needs ${m.needs}`);
            }
          });
        }
        if (step.prediction) {
          it(`step ${i + 1} text shown before the prediction does not state the check's threshold`, () => {
            const shown = `${step.title}\n${step.text}\n${step.prediction!.question}`;
            // A threshold a choice states is shown with the question anyway, so the text may name
            // it: bufferbloat step 1's choices say "over 150 ms", and its text says where 150 ms
            // comes from (ITU-T G.114) at the top, where the student sees it (bloat-0315 confusion 3).
            const inChoices = (n: number) => step.prediction!.choices.some((c) => new RegExp(`(^|[^\\d.])${String(n).replace('.', '\\.')}([^\\d.]|$)`).test(c.text));
            for (const n of thresholds(step.check!.test).filter((n) => !inChoices(n))) expect(shown, `${n}`).not.toMatch(new RegExp(`(^|[^\\d.])${String(n).replace('.', '\\.')}([^\\d.]|$)`));
          });
          it(`step ${i + 1} prediction has a right and a wrong answer, each with its own "why"`, () => {
            const choices = step.prediction!.choices;
            expect(choices.some((c) => c.ifCheck === step.check!.expect)).toBe(true);
            expect(choices.some((c) => c.ifCheck !== step.check!.expect)).toBe(true);
            expect(new Set(choices.map((c) => c.why)).size).toBe(choices.length);
          });
        }
        if (step.challenge) {
          const ch = step.challenge;
          it(`step ${i + 1} challenge fails as set up, passes with the recorded solution, and fails with each listed non-solution`, () => {
            expect(runCheck(ch.test, built(stepScenario(step))).pass).toBe(false);
            expect(runCheck(ch.test, built(variantScenario(step, ch.solution))).pass).toBe(true);
            for (const v of ch.notSolvedBy ?? []) expect(runCheck(ch.test, built(variantScenario(step, v))).pass, v.set.join(' ')).toBe(false);
          });
          // Copying what an earlier step set up (same demo) must not be a solution.
          const earlier = lesson.steps.slice(0, i).filter((s) => s.scenario.preset === step.scenario.preset);
          if (earlier.length) {
            it(`step ${i + 1} challenge is not solved by copying an earlier step's settings`, () => {
              for (const e of earlier) expect(runCheck(ch.test, built(stepScenario(e))).pass, e.title).toBe(false);
            });
          }
        }
      });
    });
  }
});
