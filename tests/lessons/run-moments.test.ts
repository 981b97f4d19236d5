/**
 * When a lesson text says something happens in its run ("near 7 s", "by about 3 s"), the time is
 * the run's (bloat trial 08:20, confusion 2: "after their losses near 7 s" beside a queue plot whose
 * overflow drops were at 3–4 s). Every `{at …}` mark is held to the step's run (run-moments.ts);
 * every other time claim a lesson text makes is found and must be a time the scenario sets or one
 * listed here with where it is computed.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { markupToText } from '../../src/lessons/markup';
import { momentMarks, momentProblem, timeClaims } from '../../src/lessons/run-moments';
import { stepScenario, variantScenario } from '../../src/lessons/schema';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { stepTexts } from './step-texts';

/**
 * Time claims without a mark, each with why it is not held by one: computed in another test, or
 * not a moment of the run (a setting). A new unmarked claim fails the lint until it is marked or listed.
 */
const LISTED: Record<string, string> = {
  'bufferbloat-voice 1 explanation: from 12 s': 'the queue climbs slowly within 210–310 packets from 12 s to the end: bufferbloat-notes.test.ts computes it',
  'web-response-times 2 choice 1 why: at 1 s': 'the retransmission timer starts at 1 s: a TCP setting (RFC 6298), not a moment of the run',
};

function built(b: ReturnType<typeof stepScenario>): Scenario {
  if (!b.ok) throw new Error(b.error);
  return b.scenario;
}

const steps = LESSONS.flatMap((l) => l.steps.map((step, k) => ({ name: `${l.id} ${k + 1}`, step })));
const marked = steps.map((x) => ({ ...x, marks: stepTexts(x.step).flatMap(([where, text]) => momentMarks(text).map((m) => ({ where, m }))) })).filter((x) => x.marks.length > 0);

describe('the moments a lesson text states are its run\'s', () => {
  it('a mark shows as its words, and a planted wrong moment is caught with the run\'s time', () => {
    expect(markupToText('the buffer is full {at queue.full: by about 3 s}, and stays')).toBe('the buffer is full by about 3 s, and stays');
    const r = runScenario(presetScenario('voice-fifo')!);
    const m = (moment: string, words: string) => ({ mark: `{at ${moment}: ${words}}`, moment, words });
    expect(momentProblem(m('overflow.last', 'about 4 s'), r)).toBeNull();
    // The words the trial met: the losses (overflow drops) were over by 4.2 s, not near 7 s.
    expect(momentProblem(m('overflow.last', 'near 7 s'), r)).toMatch(/about 7 s; .*last overflow drop is at 4\.15 s/);
    expect(momentProblem(m('overflow.first', '2.9 s'), r)).toBeNull();
    expect(momentProblem(m('overflow.first', '3.0 s'), r)).toMatch(/says 3\.0 s/);
    expect(momentProblem(m('queue.full', 'by 2 s'), r)).toMatch(/by 2 s/);
    expect(() => momentProblem(m('queue.nowhere', '3 s'), r)).toThrow(/not a run moment/);
    // A moment of one flow: the FIFO's downloads time out one after another, flow 3 first.
    expect(momentProblem({ mark: '{at timeout.first#3: 5.5 s}', moment: 'timeout.first', flow: 3, words: '5.5 s' }, r)).toBeNull();
    expect(momentProblem({ mark: '{at timeout.first#1: 5.5 s}', moment: 'timeout.first', flow: 1, words: '5.5 s' }, r)).toMatch(/of flow 1 is at 7\.02 s/);
    expect(() => momentProblem(m('queue.full', 'soon'), r)).toThrow(/no time/);
  });

  it('the bufferbloat and late-flow lessons mark their moments', () => {
    expect(marked.map((x) => x.name)).toEqual(expect.arrayContaining(['bufferbloat-voice 1', 'tail-drop-late-flow 1']));
  });

  it.each(marked.map((x) => [x.name, x] as const))('%s: each stated moment agrees with its run', (_name, x) => {
    const r = runScenario(built(stepScenario(x.step)));
    for (const { where, m } of x.marks) expect(momentProblem(m, r), `${where}: ${m.mark}`).toBeNull();
  }, 120_000);
});

describe('a lint finds the time claims lesson texts make without a mark', () => {
  it('finds "near 7 s" in a text, not a marked one, and not a time the scenario sets', () => {
    const sc = presetScenario('voice-fifo')!;
    expect(timeClaims('After their losses near 7 s the downloads grow back', [sc])).toEqual(['near 7 s']);
    expect(timeClaims('After their losses {at overflow.last: near 4 s} the downloads grow back', [sc])).toEqual([]);
    expect(timeClaims('the window starts at 5 s and the call stops at 28 s', [sc])).toEqual([]);
    expect(timeClaims('{other: at 9 s in another run}', [sc])).toEqual([]);
  });

  it('every unmarked time claim in the lessons is a setting of the step (or its contrast), or listed with where it is computed', () => {
    const found: string[] = [];
    for (const { name, step } of steps) {
      const scs = [built(stepScenario(step)), ...(step.check ? [built(variantScenario(step, step.check.contrast))] : [])];
      for (const [where, text] of stepTexts(step)) for (const c of timeClaims(text, scs)) found.push(`${name} ${where}: ${c}`);
    }
    expect(found.sort()).toEqual(Object.keys(LISTED).sort());
  });
});
