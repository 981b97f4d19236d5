/**
 * An answer states a prediction, not its explanation (bloat trial 07:10, "missed": several answers
 * gave the reasoning away, step 6's right one "each queued packet now takes five times as long to
 * send"; src/lessons/choice-lint.ts). Every built-in lesson is held to it.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { explainingChoices, reasonWord, sharedRun } from '../../src/lessons/choice-lint';
import type { Step } from '../../src/lessons/schema';

describe('lesson answers state a prediction, not its explanation', () => {
  it('the lint finds a reason in the right answer and a clause of the why in an answer, and passes outcomes', () => {
    expect(reasonWord('Longer than a conversation tolerates: each queued packet now takes five times as long to send')).toBe('now');
    expect(reasonWord('Yes: DCTCP cuts its window only a little when a few packets are marked')).toBe('when');
    expect(reasonWord('Under 100 ms: a little longer than with CoDel, far below the FIFO\'s')).toBeNull();
    expect(sharedRun('each queued packet now takes five times as long', 'At 2 Mbit/s each queued packet now takes five times as long to send.')).toBe('each queued packet now takes five times');
    expect(sharedRun('a little longer than with CoDel', 'PIE holds it a little longer than with CoDel.')).toBeNull();
    const step = {
      check: { expect: 'pass' },
      explanation: 'x',
      prediction: {
        choices: [
          { text: 'Longer than a conversation tolerates: each queued packet now takes five times as long to send', ifCheck: 'pass', why: 'y' },
          { text: 'About as long as at 10 Mbit/s: the buffer is just as small', ifCheck: 'fail', why: 'z' },
        ],
      },
    } as unknown as Step;
    expect(explainingChoices(step)).toHaveLength(1);
  });

  it('no built-in lesson\'s answer explains instead of predicting', () => {
    const bad = LESSONS.flatMap((l) => l.steps.flatMap((s, i) => explainingChoices(s).map((m) => `${l.id} step ${i + 1}: ${m}`)));
    expect(bad).toEqual([]);
  });
});
