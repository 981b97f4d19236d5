/**
 * Bloat-1215 steps 8–9: the queueing-delay plot's tallest feature (~1.2 s at ~4 s) lies before the
 * measurement window (5–30 s), so no figure the step quotes describes it, and nothing said so. A
 * step's `views.lookFor` is one sentence said under "Now look at …" once answered; the FIFO step's
 * says where the start-up peak lies and which span the figures describe, the span filled from the
 * scenario ({measure.window}), so it follows an edit of the window.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { sentences } from '../../src/lessons/count-scope';
import { fillPlaceholders } from '../../src/scenario-edit/placeholders';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { stepScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import { summaryOnly } from '../../src/lessons/run-check';

describe('"Now look at" says what to see: the FIFO step\'s start-up peak lies before the measurement window (bloat-1215 steps 8–9)', () => {
  it('{measure.window} is the scenario\'s window, from its start to its end or the run\'s, and the whole run without one', () => {
    const sc = presetScenario('voice-fifo')!;
    expect(fillPlaceholders('{measure.window}', sc)).toBe('5–30 s');
    const later = structuredClone(sc);
    later.measure = [{ from: 8, to: 20 }];
    expect(fillPlaceholders('{measure.window}', later)).toBe('8–20 s');
    const none = structuredClone(sc);
    delete none.measure;
    expect(fillPlaceholders('{measure.window}', none)).toBe(`0–${sc.duration} s`);
  });

  it('the FIFO step says it in one sentence, with the window its run measures, and the run\'s largest queueing delay lies before that window', () => {
    const step = findLesson('bufferbloat-voice')!.steps[0];
    expect(step.views.highlight).toBe('delay');
    const said = markupToText(step.views.lookFor ?? '');
    expect(sentences(step.views.lookFor ?? '')).toHaveLength(1);
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const r = runScenario(summaryOnly(b.scenario));
    const span = `${r.window.from}–${r.window.to} s`;
    expect(said).toBe(`Its tall start-up peak comes almost all before the measurement window: the figures describe ${span}.`);
    // The peak the sentence speaks of: the run's largest queueing delays, counted as packets leave.
    const full = runScenario(b.scenario);
    const so = full.links[full.aggregate.bottleneck].series!.sojourn;
    // Its top (over half the largest delay), from its rise to its fall, is mostly before the
    // window: the packets queued at the start-up leave just after the window opens.
    const peak = Math.max(...so.delay);
    expect(peak).toBeGreaterThan(1);
    const above = (i: number) => so.delay[i] > peak / 2;
    const rise = Array.from(so.t).findIndex((_, i) => above(i));
    const top = Array.from(so.delay).indexOf(peak);
    let fall = top;
    while (fall < so.t.length && above(fall)) fall++;
    const before = (r.window.from - so.t[rise]) / (so.t[fall] - so.t[rise]);
    expect(before).toBeGreaterThan(0.8);
  });
});
