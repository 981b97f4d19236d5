/**
 * Bloat-1215 steps 8–9: the queueing-delay plot's tallest feature (~1.2 s at ~4 s) lies before the
 * measurement window (5–30 s), so no figure the step quotes describes it, and nothing said so. A
 * step's `views.lookFor` is one sentence said under "Now look at …" once answered; the FIFO step's
 * says where the start-up peak lies and which span the figures describe, the span filled from the
 * scenario ({measure.window}), so it follows an edit of the window.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { bufferbloatVoice } from '../../src/lessons/content/bufferbloat-voice';
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
    expect(said).toBe(`The wait in the queue alone: a voice packet's one-way delay is the path's 30 ms plus that wait, and the tall start-up peak comes almost all before the figures' span, ${span}.`);
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

  // Bloat-1740 confusion 3: the headline "one-way delay 358.3 ms" includes the path while the plot
  // the student is sent to is the queueing delay. The sentence says how they add up, the path's
  // delay filled from the scenario ({path.oneWay}), and the run bears it out: the call's mean
  // one-way delay is the path's plus its packets' mean wait in the queue (and their sending time).
  it('it says the one-way delay is the path\'s delay plus the wait the plot shows, and the run\'s figures add up so', () => {
    const step = findLesson('bufferbloat-voice')!.steps[0];
    // Written as the placeholder, so it follows an edit of the path; read filled.
    expect(bufferbloatVoice.steps[0].views.lookFor).toContain("a voice packet's one-way delay is the path's {path.oneWay} plus that wait");
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const path = Number(fillPlaceholders('{path.oneWay}', b.scenario).replace(' ms', '')) / 1000;
    expect(path).toBeCloseTo(0.03, 6);
    const r = runScenario(b.scenario);
    const so = r.links[r.aggregate.bottleneck].series!.sojourn;
    const waits: number[] = [];
    for (let i = 0; i < so.t.length; i++) if (so.flow[i] === 4 && so.t[i] >= r.window.from && so.t[i] <= r.window.to) waits.push(so.delay[i]);
    const wait = waits.reduce((a, x) => a + x, 0) / waits.length;
    // Within 2 %: the sending times (a 200-byte packet, 0.16 ms at 10 Mbit/s) and the window's edges.
    expect(r.flows[4].summary.oneWayDelay.mean).toBeCloseTo(path + wait, 1);
    expect(Math.abs(r.flows[4].summary.oneWayDelay.mean - (path + wait)) / r.flows[4].summary.oneWayDelay.mean).toBeLessThan(0.02);
  }, 120_000);
});
