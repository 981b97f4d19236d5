/**
 * On a step with both a check and a challenge, the check's verdict says it is about the step's
 * own set-up, with its figure (phone trial 02:20, s12–s15: "needs < 0.5" under "Challenge: fair
 * and busy" read as the challenge's). Over every such step of every lesson.
 */
import { describe, expect, it } from 'vitest';
import { evaluateCheck } from '../../src/lessons/check';
import { LESSONS } from '../../src/lessons/catalogue';
import { summaryOnly } from '../../src/lessons/run-check';
import { stepScenario } from '../../src/lessons/schema';
import { judgedFigureWords } from '../../src/lessons/judged-figure';
import { setUpLine } from '../../src/app/lessons/set-up-line';
import { runScenario } from '../../src/sim-core/scenario/run';

const vegas = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;

function lineFor(step: (typeof vegas.steps)[number], predicted: boolean | null) {
  const b = stepScenario(step);
  if (!b.ok) throw new Error(b.error);
  const r = runScenario(summaryOnly(b.scenario));
  const verdict = evaluateCheck(step.check!.test, r);
  return setUpLine({ step, verdict, figure: judgedFigureWords(step.check!.test, b.scenario, r, verdict), edited: false, predicted });
}

describe('the set-up line of a check beside a challenge', () => {
  it('Vegas meets Reno step 3: "The step’s set-up (Gentle RED 10–18 packets): Vegas/Reno 0.351, under 0.5 as predicted"', () => {
    expect(lineFor(vegas.steps[2], true)).toBe('The step’s set-up (Gentle RED 10–18 packets): Vegas/Reno 0.351, under 0.5 as predicted');
    expect(lineFor(vegas.steps[2], false)).toBe('The step’s set-up (Gentle RED 10–18 packets): Vegas/Reno 0.351, under 0.5, not as predicted');
  });
  const both = LESSONS.flatMap((l) => l.steps.filter((s) => s.check && s.challenge && 'run' in s.check.test).map((s) => [`${l.id}: ${s.title}`, s] as const));
  it.each(both)('%s names the step’s set-up and a figure', (_t, step) => {
    const line = lineFor(step, null);
    if (line !== null) expect(line).toMatch(/^The step’s set-up \([^)]+\): .+ (not )?(under|over|at least|at most) /);
  });
  it('an edited run is not called the step’s set-up', () => {
    const step = vegas.steps[2];
    const verdict = { pass: true, measurable: true, figures: [{ label: 'x', value: '0.3', needs: '< 0.5', ok: true }] };
    expect(setUpLine({ step, verdict, figure: 'Vegas/Reno 0.3', edited: true, predicted: true })).toBeNull();
  });
});
