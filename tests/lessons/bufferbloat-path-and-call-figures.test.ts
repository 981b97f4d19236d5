/**
 * Bufferbloat trial 10:30: the lesson's path delays and the call's figures are the scenario's and
 * the run's, where the student reads them.
 * (a) "a round trip is the path's 60 ms" beside an editor showing "Delay 20 ms one way": the one-way
 *     and round-trip path delays are filled from the step's scenario (bottleneck and access links).
 * (b) CoDel's step said the call's packets are dropped with the downloads' but showed no figure:
 *     the call's loss is quoted from the metric catalogue in the first thing read after answering.
 *     Bloat-1510 confusion 4: "0.31 % … (the FIFO: 2.4 %)" quoted a FIFO figure step 1 never
 *     showed, and said over which span neither was (the FIFO's all fell in its start-up): every
 *     quote of the call's loss says the metric's own window, from the catalogue, and CoDel's step
 *     quotes only its own.
 * (c) FQ-CoDel's question compares the 95th percentile with plain CoDel's, which the student had
 *     never seen: CoDel's step shows it, and FQ-CoDel's verdict states both.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { runFigures } from '../../src/lessons/run-figures';
import { markupToText } from '../../src/lessons/markup';
import { sentences } from '../../src/lessons/count-scope';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { fillPlaceholders } from '../../src/scenario-edit/placeholders';
import { presetScenario } from '../../src/scenario-edit/catalog';

const steps = () => findLesson('bufferbloat-voice')!.steps;
const marks = (text: string) => runFigures(text).map((f) => `${f.of} ${f.metric}${f.flow === undefined ? '' : `#${f.flow}`}`);

describe('bufferbloat lesson: path delays from the scenario, the call\'s loss and p95 as figures (bloat trial 10:30)', () => {
  it('the path placeholders add up the dumbbell\'s links, one way and both ways, and follow an edit of the bottleneck delay', () => {
    const sc = presetScenario('voice-fifo')!;
    expect(fillPlaceholders('{bottleneck.delay} + 2 × {access.delay} = {path.oneWay}; round trip {path.rtt}', sc)).toBe('20 ms + 2 × 5 ms = 30 ms; round trip 60 ms');
    const slower = structuredClone(sc);
    if (slower.topology.kind !== 'dumbbell') throw new Error('voice-fifo is a dumbbell');
    slower.topology.bottleneck.delay = 0.04;
    expect(fillPlaceholders('{path.oneWay}, {path.rtt}', slower)).toBe('50 ms, 100 ms');
  });

  it('step 1 says where the 30 ms one way and the 60 ms round trip come from, in the editor\'s terms', () => {
    const s1 = steps()[0];
    const text = markupToText(s1.text);
    expect(text).toContain("needs 30 ms from sender to receiver: the bottleneck's 20 ms (the editor's Delay, one way) plus 5 ms on each of its two access links");
    // The round trip's arithmetic moved from the answer's fold to the lecturer notes (bloat-1215 step 6).
    const notes = findLesson('bufferbloat-voice')!.lecturerNotes.misconceptions.join(' ');
    expect(notes).toContain(`a round trip is ${fillPlaceholders('{path.rtt}', presetScenario('voice-fifo')!)} plus 1.2 ms per queued packet`);
  });

  it('CoDel\'s right answer quotes the call\'s loss from the run, not a FIFO figure step 1 never showed; its check shows the call\'s p95 and loss among its figures', () => {
    const s2 = steps()[1];
    const right = s2.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
    expect(marks(right.why).filter((m) => m.includes('flow.lossRate'))).toEqual(['run flow.lossRate#5']);
    expect('show' in s2.check!.test ? s2.check!.test.show : []).toEqual(expect.arrayContaining([{ metric: 'flow.oneWayDelayP95', flow: 4 }, { metric: 'flow.lossRate', flow: 4 }]));
  });

  it('every sentence that quotes the call\'s loss says over which span, the catalogue\'s window of the metric', () => {
    const span = metricById('flow.lossRate').window;
    const quotes = steps().flatMap((st) => [st.explanation ?? '', st.aside?.text ?? '', ...(st.prediction?.choices.map((c) => c.why) ?? [])]).flatMap((t) => sentences(t)).filter((t) => /flow\.lossRate/.test(t));
    expect(quotes.length).toBeGreaterThan(1);
    for (const q of quotes) expect(markupToText(q).toLowerCase(), q).toContain(`over ${span}`);
  });

  it('FQ-CoDel\'s verdict, right or wrong, states its p95 beside plain CoDel\'s', () => {
    const s4 = steps()[3];
    expect(s4.check!.contrast.preset).toBe('voice-codel');
    for (const c of s4.prediction!.choices) expect(marks(c.why).slice(0, 2), c.text).toEqual(['run flow.oneWayDelayP95#5', 'contrast flow.oneWayDelayP95#5']);
  });
});
