/**
 * Bloat-2235 confusion 6: in the FQ-CoDel step "Flow 5's (voice) dots lie along the bottom", and
 * the student could not tell the call's light-blue dots from bulk 1's dark-blue ones until they
 * found "highlight: flow 5 (voice)" themselves. A step's "Look at" whose words speak of the call
 * highlights it (views.flow), and its button's description says so.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { parseLesson } from '../../src/lessons/schema';
import { bufferbloatVoice } from '../../src/lessons/content/bufferbloat-voice';
import { lookAtFlowWords, lookAtTarget } from '../../src/app/lessons/look-at-zoom';

const lesson = findLesson('bufferbloat-voice')!;

describe('"Now look at" highlights the voice flow where its words speak of it (bloat-2235 confusion 6)', () => {
  it('every step whose look-for sentence names the voice flow highlights flow 5, the call', () => {
    const speaking = lesson.steps.filter((s) => /voice/i.test(markupToText(s.views.lookFor ?? '')));
    expect(speaking.map((s) => s.title)).toEqual(['A call beside four downloads, through a big FIFO', 'FQ-CoDel: a queue of its own']);
    for (const s of speaking) {
      expect(s.views.flow).toBe(5);
    }
  });

  it('the button\'s description says the flow it highlights; its face stays the view and the zoom (one line beside "Try again")', () => {
    expect(lookAtFlowWords({ index: 4, name: 'flow 5 (voice)' })).toBe("Also highlights flow 5 (voice) in every plot (the plots' highlight menu)");
    expect(lookAtTarget('delay', [15, 18])).toBe('“Queueing delay” plot, 15–18 s');
  });

  it('a flow the step\'s scenario does not have, or one without a view to look at, refuses the lesson', () => {
    const bad = structuredClone(bufferbloatVoice);
    bad.steps[0].views.flow = 9;
    const r = parseLesson(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/steps\.0\.views\.flow/);
    const none = structuredClone(bufferbloatVoice);
    none.steps[4].views = { show: ['delay'], flow: 5 };
    const r2 = parseLesson(none);
    expect(r2.ok).toBe(false);
  });
});
