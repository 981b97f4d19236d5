/**
 * Bloat-0055 confusion 5: after setting Buffer to 20 on step 1, the lesson panel still showed the
 * prediction's verdict "✗ … one-way delay 358.3 ms" in large type while At a glance showed 40.7,
 * with nothing saying it described the unedited run. Once the scenario on screen differs from the
 * step's, the verdict line names the run it was judged on: "the step's run, before your edit".
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { describeEdits } from '../../src/lessons/edit-notes';
import { stepScenario } from '../../src/lessons/schema';
import { judgedBeforeEdit, predictionVerdictWords } from '../../src/app/lessons/prediction-verdict-words';

const step = findLesson('bufferbloat-voice')!.steps[0];
const built = stepScenario(step);
if (!built.ok) throw new Error(built.error);
const own = built.scenario;
const edited = structuredClone(own);
(edited.topology as { bottleneck: { queue: { limit: number } } }).bottleneck.queue.limit = 20;
const judged = { matched: false, edits: { kind: 'none' } as const, figure: 'Flow 5 (voice) one-way delay 358.3 ms' };

describe("a prediction judged on the step's run, once the student edits (bloat-0055 confusion 5)", () => {
  it('after Buffer → 20 the verdict says it is the step\'s run, before the edit', () => {
    const now = describeEdits(step, edited, step.scenario.preset ?? null);
    expect(now.kind).toBe('changes');
    const before = judgedBeforeEdit(judged, now);
    expect(before).toBe(true);
    expect(predictionVerdictWords(judged, before)).toBe("Your prediction: not this one. The step's run, before your edit: Flow 5 (voice) one-way delay 358.3 ms.");
  });

  it('on the step\'s own scenario the line stays as it was', () => {
    const now = describeEdits(step, own, step.scenario.preset ?? null);
    const before = judgedBeforeEdit(judged, now);
    expect(before).toBe(false);
    expect(predictionVerdictWords(judged, before)).toBe('Your prediction: not this one. The run: Flow 5 (voice) one-way delay 358.3 ms.');
  });

  it('a prediction judged on an edited run is not said to be before an edit (its own note says which run)', () => {
    const now = describeEdits(step, edited, step.scenario.preset ?? null);
    expect(judgedBeforeEdit({ edits: now }, now)).toBe(false);
  });
});
