import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/catalogue';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';

/**
 * The phone trial: the Vegas lesson offered two choices (the hint answered), and step 2 showed the
 * preset's "Chang measured 0.81" before asking anything. Every checked step now asks first (the
 * veil withholds the description while a prediction is open) with at least three choices.
 */
describe('Vegas meets Reno asks before it shows', () => {
  const lesson = findLesson('vegas-meets-reno')!;
  it('every step with a check asks a prediction of three choices or more, right and wrong ones', () => {
    const checked = lesson.steps.filter((s) => s.check);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    for (const s of checked) {
      expect(s.prediction, s.title).toBeDefined();
      expect(s.prediction!.choices.length, s.title).toBeGreaterThanOrEqual(3);
      expect(new Set(s.prediction!.choices.map((c) => c.ifCheck)), s.title).toEqual(new Set(['pass', 'fail']));
    }
  });
  it('a step whose demo description states a measured figure asks a prediction (so the veil withholds it)', () => {
    for (const s of lesson.steps) {
      const description = presetScenarioShared(s.scenario.preset!)?.description ?? '';
      if (/measured/.test(description) && s.check) expect(s.prediction, s.title).toBeDefined();
    }
  });
  it('the hints name no study number ("seed 002")', () => {
    for (const s of lesson.steps) expect(`${s.text} ${s.challenge?.hint ?? ''} ${s.challenge?.task ?? ''}`, s.title).not.toMatch(/seed \d{3}/i);
  });
  it('the challenge step asks a prediction too, and its intro is short and does not give the answer (phone trial 20:10: "too large for two flows" before any result; issue 37, item 4)', () => {
    const challenge = lesson.steps.find((s) => s.challenge)!;
    expect(challenge.prediction, challenge.title).toBeDefined();
    expect(challenge.text).not.toMatch(/too (large|small)/i);
    expect(challenge.text.length).toBeLessThan(160);
  });
});

describe('the bufferbloat lesson asks before every check (issue 37, item 4: the PIE step asked nothing)', () => {
  const lesson = findLesson('bufferbloat-voice')!;
  it.each(lesson.steps.filter((s) => s.check).map((s) => [s.title, s] as const))('%s asks a prediction with a right and a wrong answer', (_t, s) => {
    expect(s.prediction).toBeDefined();
    expect(new Set(s.prediction!.choices.map((c) => c.ifCheck))).toEqual(new Set(['pass', 'fail']));
  });
});

