/**
 * Issue 37 item 4: with a step open, an edit of its scenario left the step's prose reading as
 * this run's. The panel's banner names the edit in the one describer's words (describeEdits, as
 * the verdicts' "You edited" and the heading's "Edited from" name it) and says whose run the
 * text describes.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { describeEdits } from '../../src/lessons/edit-notes';
import { editedStepWords } from '../../src/lessons/edited-step-words';
import { parseInline } from '../../src/lessons/markup';
import { stepScenario } from '../../src/lessons/schema';

const step = findLesson('vegas-meets-reno')!.steps[2];
const built = stepScenario(step);
if (!built.ok) throw new Error(built.error);
const own = built.scenario;

describe("the lesson panel's banner over a step whose scenario the student edited", () => {
  it('names the edit as the verdicts do: "You changed max_th 18 → 8 packets: this text describes the step\'s own run."', () => {
    const edited = structuredClone(own);
    (edited.topology as { bottleneck: { queue: { maxTh: number } } }).bottleneck.queue.maxTh = 8;
    expect(editedStepWords(describeEdits(step, edited, step.scenario.preset))).toBe("You changed max_th 18 → 8 packets: this text describes the step's own run.");
  });

  it("says nothing over the step's own scenario", () => {
    expect(editedStepWords(describeEdits(step, own, step.scenario.preset))).toBeNull();
  });

  it("a run that cannot be compared setting by setting is said to be another's", () => {
    const fewer = structuredClone(own);
    fewer.flows = fewer.flows.slice(0, 1);
    expect(editedStepWords(describeEdits(step, fewer, step.scenario.preset))).toBe("This run is not the step's (flows or links added or removed): this text describes the step's own run.");
  });
});

describe("a figure of the step's own run is kept apart in the text's tree, so the panel can say whose it is", () => {
  it('{run …} is a run figure; {contrast …} and {beside …} stay words (they name their own runs)', () => {
    expect(parseInline('The queue holds {run link.meanQueue: about 10 packets} on average.')).toEqual([
      { type: 'text', text: 'The queue holds ' },
      { type: 'runFigure', children: [{ type: 'text', text: 'about 10 packets' }] },
      { type: 'text', text: ' on average.' },
    ]);
    const contrast = parseInline('against {contrast link.meanQueue: 4.6 packets}.');
    expect(contrast.map((n) => n.type)).not.toContain('runFigure');
    expect(contrast.map((n) => (n.type === 'text' ? n.text : '')).join('')).toBe('against 4.6 packets.');
  });
});
