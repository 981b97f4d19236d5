import { describe, expect, it } from 'vitest';
import { findLesson, LESSONS } from '../../src/lessons/catalogue';
import { stepTexts } from './step-texts';
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
  it('what larger thresholds do (step 3\'s question) is said only after step 3\'s prediction (phone trial 05:10, step 20: step 2 said "Vegas retreats")', () => {
    const step3 = lesson.steps.findIndex((s) => s.challenge);
    const retreat = /larger thresholds[^.]*(retreat|back(s)? off|grows)/i;
    const before = lesson.steps.slice(0, step3).flatMap(stepTexts);
    const asked = lesson.steps[step3];
    before.push(['step 3 title', asked.title], ['step 3 text', asked.text], ['step 3 question', asked.prediction!.question]);
    for (const [where, text] of before) expect(text, where).not.toMatch(retreat);
    expect(asked.explanation).toMatch(retreat);
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


/** The paragraphs of a step's texts (a blank line starts one, as in the lesson markup). */
function paragraphs(step: { text: string; explanation?: string; check?: { says: string } }): string[] {
  return [step.text, step.explanation ?? '', step.check?.says ?? ''].flatMap((t) => t.split(/\n\s*\n/));
}

describe('Vegas meets Reno after the phone trial of 20:20 (issue 37)', () => {
  const lesson = findLesson('vegas-meets-reno')!;
  const [, red, raised] = lesson.steps;
  it('item 3: steps 2 and 3 offer Compare A/B, each naming the thresholds its A runs (step 3 is 10 and 18, not step 2’s 4/6)', () => {
    for (const [step, minTh, maxTh] of [
      [red, 4, 6],
      [raised, 10, 18],
    ] as const) {
      const offer = paragraphs(step).filter((p) => /Compare A\/B/.test(p));
      expect(offer.length, step.title).toBeGreaterThan(0);
      for (const p of offer) {
        expect(p, step.title).toContain(`min_th\` ${minTh} packets`);
        expect(p, step.title).toContain(`max_th\` ${maxTh} packets`);
      }
    }
    // Step 3 offers the 4/6-against-tail-drop picture as a button (abOfStep), not as "go back to step 2 and open Compare A/B there" (trial phone-0100, s14).
    expect(raised.abOfStep).toBe(2);
    expect(paragraphs(raised).find((p) => /Compare A\/B/.test(p))).not.toMatch(/go back to step 2/i);
  });
  // Said in the right answer's why since phone-1215 step 19, as window cuts (the cwnd plot's count): vegas-jain-and-cuts.test.ts.
  it('item 4: the RED step says that RED’s early drops hit Vegas too, with its count held to the run (run-figures.test.ts)', () => {
    const right = red.prediction!.choices.find((c) => c.ifCheck === 'pass')!.why;
    expect(right).toMatch(/\{run flow\.windowCuts#1:/);
    expect(right).toMatch(/Vegas\\?'s packets too/);
  });
  it('item 5: a lesson that points to "Goodput per flow" calls it the Goodput per flow table (a student expected a chart); the RED step does', () => {
    expect(paragraphs(red).join('\n')).toMatch(/Goodput per flow(\*\*)? table/);
    for (const l of LESSONS)
      for (const s of l.steps) for (const p of paragraphs(s)) for (const m of p.matchAll(/Goodput per flow(\*\*)?(\s+\w+)?/g)) expect(m[2]?.trim(), `${l.id}: ${m[0]}`).toBe('table');
  });
});
