/**
 * Bloat-1510 confusion 3: "Then the downloads time out once each, from 5.5 s to 7.2 s" stood in a
 * bufferbloat story with no reason, and the student wondered whether the big buffer caused it.
 * The sentence says why in a few words: the start-up's overflow lost more of each download's
 * packets than NewReno recovers, one per round trip, before its retransmission timer runs out.
 * The run bears that out here: every download enters fast recovery before the window, recovers
 * with partial ACKs (one resent packet each) and times out still in that recovery, after the
 * last overflow drop (no later loss caused it).
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { sentences } from '../../src/lessons/count-scope';
import { markupToText } from '../../src/lessons/markup';
import { RUN_MOMENTS } from '../../src/lessons/run-moments';
import { stepScenario } from '../../src/lessons/schema';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import { runScenario } from '../../src/sim-core/scenario/run';
import { readMetric } from '../../src/sim-core/metric-catalogue/registry';

const step = findLesson('bufferbloat-voice')!.steps[0];
const built = stepScenario(step);
if (!built.ok) throw new Error(built.error);
const run = runScenario(built.scenario);

/** A download's congestion events up to and including its first timeout. */
function untilTimeout(flow: number): { t: number; kind: number }[] {
  const c = run.flows[flow].series!.congestion;
  const out: { t: number; kind: number }[] = [];
  for (let i = 0; i < c.t.length; i++) {
    out.push({ t: c.t[i], kind: c.kind[i] });
    if (c.kind[i] === CongestionEvent.Timeout) return out;
  }
  throw new Error(`flow ${flow + 1} never times out`);
}

describe('bufferbloat step 1 says why the downloads time out after the start-up (bloat-1510 confusion 3)', () => {
  const downloads = built.scenario.flows.flatMap((f, i) => (f.kind === 'tcp' ? [i] : []));

  it('the run: each download times out inside a recovery begun by the start-up\'s losses, resending one packet per partial ACK, far fewer than it lost, after the last overflow drop', () => {
    expect(downloads).toHaveLength(4);
    const lastOverflow = RUN_MOMENTS['overflow.last'].read(run);
    for (const flow of downloads) {
      const ev = untilTimeout(flow);
      const timeout = ev.at(-1)!;
      const entered = ev.findLastIndex((e) => e.kind === CongestionEvent.FastRetransmit);
      expect(entered, `flow ${flow + 1}`).toBeGreaterThanOrEqual(0);
      // Still in that recovery when the timer ran out: between the two only partial ACKs (the
      // slow-start exit is logged with the fast retransmit, the recovery's end with the timeout).
      const between = ev.filter((e) => e.t > ev[entered].t && e.t < timeout.t);
      expect(between.every((e) => e.kind === CongestionEvent.PartialAck), `flow ${flow + 1}`).toBe(true);
      // Each partial ACK resends one lost packet (the first resend is the fast retransmit's): far
      // fewer than the flow lost, when the timer runs out.
      expect(between.length + 1, `flow ${flow + 1}`).toBeLessThan(readMetric('flow.queueDrops', run, { flow }) / 2);
      expect(ev[entered].t).toBeLessThan(run.window.from);
      expect(timeout.t).toBeGreaterThan(lastOverflow);
    }
  });

  it('the sentence that gives the timeouts says why, in a few words', () => {
    const sentence = sentences(step.explanation!).find((t) => t.includes('{at timeout.first'));
    const words = markupToText(sentence ?? '');
    expect(words).toMatch(/^The start-up's overflow costs each download more packets than it can recover, one per round trip, before its timer runs out: each times out, from /);
  });
});
