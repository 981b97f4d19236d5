/**
 * Bloat-1740 confusion 5: the FQ-CoDel step asks about the call's delay, yet its "Now look at" sent
 * the student to the cwnd plot, where the paired ▼ marks it spoke of could not be seen at the
 * default zoom (four thin strips over 30 s). "Now look at" is now the queueing-delay plot, and
 * what it says to see is computed here from the run's packets: the call's waits along the bottom,
 * below most of the downloads'. The paired halvings are pointed at with the seconds to zoom to,
 * where every one of them has a partner.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { stepScenario } from '../../src/lessons/schema';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import { runScenario } from '../../src/sim-core/scenario/run';

const fq = findLesson('bufferbloat-voice')!.steps[3];
const VOICE = 4;
/** Two halvings "in step", as fq-codel-utilization.test.ts counts them. */
const IN_STEP = 0.05;

function run() {
  const b = stepScenario(fq);
  if (!b.ok) throw new Error(b.error);
  return runScenario(b.scenario);
}

describe('the FQ-CoDel step points at what answers its question (bloat-1740 confusion 5)', () => {
  const r = run();

  // "under 2 ms" left the words (issue 37: a delay in ms that was not the call's one bar); the run still bears it out.
  it('"Now look at" is the queueing-delay plot, and zoomed to the seconds it names the call\'s packets wait along its bottom (under 2 ms), below most of the downloads\'', () => {
    expect(fq.prediction!.question).toMatch(/the call's p95/);
    expect(fq.views.highlight).toBe('delay');
    expect(markupToText(fq.views.lookFor!)).toBe("Flow 5's (voice) dots lie along the bottom, below most of the downloads' dots.");
    // "Now look at" zooms there itself (bloat-1815 confusion 4).
    const [from, to] = fq.views.zoom!;
    const so = r.links[r.aggregate.bottleneck].series!.sojourn;
    const voice: number[] = [];
    const downloads: number[] = [];
    for (let i = 0; i < so.t.length; i++) {
      if (so.t[i] < from || so.t[i] > to) continue;
      (so.flow[i] === VOICE ? voice : downloads).push(so.delay[i]);
    }
    const most = Math.max(...voice);
    expect(voice.length).toBeGreaterThan(100);
    expect(most).toBeLessThan(0.002);
    expect(downloads.filter((d) => d > most).length).toBeGreaterThan(downloads.length / 2);
  }, 120_000);

  it('the cwnd plot\'s pairs are pointed at with the seconds to zoom to, where every fast retransmit comes within 50 ms of another download\'s', () => {
    const right = fq.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
    const m = /in the cwnd plot at (\d+)–(\d+) s \(where "Now look at" zooms\), the downloads' fast-retransmit marks ▼ come in pairs/.exec(markupToText(right.aside!.text));
    expect(m).not.toBeNull();
    const [from, to] = [Number(m![1]), Number(m![2])];
    // The same seconds as "Now look at" names: one zoom shows both.
    expect(fq.views.zoom).toEqual([from, to]);
    expect(to - from).toBeLessThanOrEqual(4);
    const halvings: { t: number; flow: number }[] = [];
    r.flows.forEach((f, flow) => {
      const c = f.series?.congestion;
      if (c) for (let i = 0; i < c.t.length; i++) if (c.kind[i] === CongestionEvent.FastRetransmit) halvings.push({ t: c.t[i], flow });
    });
    const shown = halvings.filter((h) => h.t >= from && h.t <= to);
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const h of shown) expect(halvings.some((o) => o.flow !== h.flow && Math.abs(o.t - h.t) <= IN_STEP), `${h.t} s, flow ${h.flow + 1}`).toBe(true);
    // Nothing else in the step says the pairs show at the default zoom.
    for (const t of [fq.views.lookFor ?? '', fq.explanation ?? '']) expect(t).not.toMatch(/▼/);
  }, 120_000);
});
