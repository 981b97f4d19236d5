/**
 * Issue 37 item 2: the phone student saw ✗ on "Your prediction" beside ✓ on the step's claim. A
 * prediction is right by one rule, the step's computed check (predictionRight), and the panel
 * marks it by the check shown beside it when that check judged the same run; the words say
 * "right" or "not this one" as the ✓/✗ does.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { evaluateCheck } from '../../src/lessons/check';
import { stepScenario } from '../../src/lessons/schema';
import { predictionRight } from '../../src/lessons/prediction-outcome';
import { runScenario } from '../../src/sim-core/scenario/run';
import { predictionVerdictWords, shownPredictionRight } from '../../src/app/lessons/prediction-verdict-words';
import type { CheckWork } from '../../src/app/state/lesson-store';
import type { EditSummary } from '../../src/lessons/edit-notes';

const none = { kind: 'none' } as const;
const doneCheck = (pass: boolean, edits: CheckWork['edits'] = none): Pick<CheckWork, 'status' | 'verdict' | 'edits'> => ({ status: 'done', verdict: { pass, measurable: true, figures: [] }, edits });

describe('"Your prediction" is worded as the check marks it', () => {
  it('"Your prediction: right." with ✓ and "Your prediction: not this one." with ✗, with the figure judged', () => {
    expect(predictionVerdictWords({ matched: true, figure: 'Vegas/Reno 0.811' })).toBe('Your prediction: right. The run: Vegas/Reno 0.811.');
    expect(predictionVerdictWords({ matched: false, figure: 'Vegas/Reno 0.281' })).toBe('Your prediction: not this one. The run: Vegas/Reno 0.281.');
    expect(predictionVerdictWords({ matched: false })).toBe('Your prediction: not this one.');
  });
});

describe("the prediction's mark follows the check shown beside it on the same run", () => {
  it('a kept "not right" beside a check that holds on the same run, for an answer expecting it to hold, is shown right', () => {
    expect(shownPredictionRight('pass', { matched: false, edits: none }, doneCheck(true))).toBe(true);
    expect(shownPredictionRight('fail', { matched: true, edits: none }, doneCheck(true))).toBe(false);
  });

  it('beside a check of another run (the student edited since) it stays as judged: the panel says that check is of the edited run', () => {
    const edited: EditSummary = { kind: 'changes', changes: [{ label: 'max_th', from: '6', to: '18 packets' }] };
    expect(shownPredictionRight('pass', { matched: false, edits: none }, doneCheck(true, edited))).toBe(false);
    expect(shownPredictionRight('pass', { matched: true, edits: none }, { status: 'running', verdict: null, edits: none })).toBe(true);
  });

  it('on "Vegas meets Reno" every answer of steps 1 and 2 is right exactly when its ifCheck is the computed check\'s outcome', () => {
    const lesson = findLesson('vegas-meets-reno')!;
    for (const step of lesson.steps.slice(0, 2)) {
      const built = stepScenario(step);
      if (!built.ok) throw new Error(built.error);
      const verdict = evaluateCheck(step.check!.test, runScenario(built.scenario));
      expect(verdict.pass).toBe(step.check!.expect === 'pass');
      const rights = step.prediction!.choices.map((c) => predictionRight(c.ifCheck, verdict));
      // Exactly the answer(s) the lesson marks as matching the set-up's outcome.
      expect(rights).toEqual(step.prediction!.choices.map((c) => c.ifCheck === step.check!.expect));
      expect(rights.filter(Boolean).length).toBe(1);
    }
  }, 120_000);
});
