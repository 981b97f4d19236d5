/**
 * Bloat trial 08:20, confusion 4: the FQ-CoDel step showed utilization 94.4 % and system goodput
 * 9.18 Mbit/s, below CoDel's and the FIFO's, with no word where the student read it (the right
 * answer's why), and said the call's packets were "none dropped" beside a call goodput of 0.063
 * against the FIFO's 0.066 Mbit/s. The step says both with its run's numbers, computed here.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { METRICS } from '../../src/lessons/metrics';
import { runFigures } from '../../src/lessons/run-figures';
import { stepScenario } from '../../src/lessons/schema';
import { summaryOnly } from '../../src/lessons/run-check';
import { IP_HEADER, UDP_HEADER } from '../../src/sim-core/net/packet';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = findLesson('bufferbloat-voice')!;
const fifo = lesson.steps[0];
const fq = lesson.steps[3];
const VOICE = 4;

function scenarioOf(step: typeof fq) {
  const b = stepScenario(step);
  if (!b.ok) throw new Error(b.error);
  return b.scenario;
}

describe('the FQ-CoDel step says what its call delay costs, and why the call\'s goodput is what it is', () => {
  it('the right answer\'s why, read first after answering, states utilization and system goodput of both runs (FQ-CoDel and plain CoDel)', () => {
    const right = fq.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
    for (const metric of ['link.utilization', 'run.systemGoodput']) {
      expect(runFigures(right.why).filter((f) => f.metric === metric).map((f) => f.of).sort(), metric).toEqual(['contrast', 'run']);
    }
    // Bloat-1510 confusion 7: "(What the plots show, below the check, says how)" was a pointer
    // hard to parse; the reason is a plain sentence, with no pointer in brackets.
    const words = markupToText(right.why);
    // Bloat-1540 confusion 6: asserted, not shown; it sends the student to the plot that shows it,
    // with the seconds where the pairs can be seen (bloat-1740 confusion 5; fq-codel-look.test.ts holds them to the run),
    // in the fold under the why since bloat-2045 C7.
    expect(markupToText(right.aside!.text)).toContain("To see it, in the cwnd plot at 15–18 s (where \"Now look at\" zooms), the downloads' fast-retransmit marks ▼ come in pairs, two windows halved at the same moment.");
    expect(words).not.toMatch(/\([^)]*(below|above|says how)[^)]*\)/);
  });

  it('the call\'s goodput is all it sends in the window, none lost: its payload rate × the seconds it sends ÷ its active time, in the words', () => {
    const sc = scenarioOf(fq);
    const call = sc.flows[VOICE] as { kind: string; rate: number; packetSize: number; start: number; duration: number };
    expect(call.kind).toBe('cbr');
    const payloadKbit = (call.rate * (call.packetSize - IP_HEADER - UDP_HEADER)) / call.packetSize / 1000;
    const r = runScenario(summaryOnly(sc));
    const { from, to } = r.window;
    const stop = call.start + call.duration;
    const sending = stop - Math.max(from, call.start);
    const active = to - Math.max(from, call.start);
    const expected = (payloadKbit * sending) / active;
    const goodput = METRICS['flow.goodput'].read(r, { flow: VOICE });
    expect(METRICS['flow.queueDrops'].read(r, { flow: VOICE })).toBe(0);
    // Every byte it sends in the window arrives within it (to within a packet or two).
    expect(Math.abs(goodput / expected - 1)).toBeLessThan(0.01);
    // Folded under the explanation since bloat-1215 (the side panel's longest text).
    const words = markupToText(fq.aside!.text);
    expect(words).toContain(`${payloadKbit.toFixed(1)} kbit/s of voice payload for ${sending} s (from ${from} s until the call stops at ${stop} s), counted over its active time, which for a call that does not finish is the whole ${active} s window: ${payloadKbit.toFixed(1)} × ${sending} ÷ ${active} ≈ ${Math.round(expected)} kbit/s`);
    // The FIFO's figure, said in the same paragraph, is step 1's run's, and higher for the reason given.
    const fifoRun = runScenario(summaryOnly(scenarioOf(fifo)));
    const fifoGoodput = METRICS['flow.goodput'].read(fifoRun, { flow: VOICE });
    expect(fifoGoodput).toBeGreaterThan(goodput);
    expect(words).toContain(`The FIFO's ${(fifoGoodput / 1000).toFixed(3)} Mbit/s in step 1 is higher only because it also counts voice packets sent before ${from} s that were still waiting in its queue then`);
  });
});
