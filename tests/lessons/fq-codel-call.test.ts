/**
 * Bloat trial 08:20, confusion 4: the FQ-CoDel step showed utilization 94.4 % and system goodput
 * 9.18 Mbit/s, below CoDel's and the FIFO's, with no word where the student read it (the right
 * answer's why), and said the call's packets were "none dropped" beside a call goodput of 0.063
 * against the FIFO's 0.066 Mbit/s. The step says both with its run's numbers, computed here.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { formatMetric, METRICS } from '../../src/lessons/metrics';
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

  it('the call\'s goodput is all it sends in the window, none lost: its payload rate over its active time, from the window\'s start to its last arrival, in the words', () => {
    const sc = scenarioOf(fq);
    const call = sc.flows[VOICE] as { kind: string; rate: number; packetSize: number; start: number; duration: number };
    expect(call.kind).toBe('cbr');
    const payloadKbit = (call.rate * (call.packetSize - IP_HEADER - UDP_HEADER)) / call.packetSize / 1000;
    const r = runScenario(summaryOnly(sc));
    const { from } = r.window;
    const stop = call.start + call.duration;
    const goodput = METRICS['flow.goodput'].read(r, { flow: VOICE });
    expect(METRICS['flow.queueDrops'].read(r, { flow: VOICE })).toBe(0);
    // Its active time ends with its last arrival, just after it stops (bloat-0230 confusion 7).
    const active = r.flows[VOICE].summary.activeWindow;
    expect(active.from).toBe(from);
    expect(active.to - stop).toBeGreaterThan(0);
    expect(active.to - stop).toBeLessThan(0.1);
    // Every byte it sends in the window arrives within its active time (to within a packet or two).
    expect(Math.abs(goodput / payloadKbit - 1)).toBeLessThan(0.01); // the lesson catalogue reads kbit/s
    // Folded under the explanation since bloat-1215 (the side panel's longest text).
    const words = markupToText(fq.aside!.text);
    expect(words).toContain(`The call's goodput, ${formatMetric('flow.goodput', goodput)}, is everything it sends in the window`);
    expect(words).toContain(`${payloadKbit.toFixed(1)} kbit/s of voice payload, counted over its active time, from ${from} s, when the window opens, until its last packet arrives just after the call stops at ${stop} s`);
  });

  // Bloat-0230 confusion 4: "0.066 under FIFO but 0.063 under FQ-CoDel although FQ-CoDel drops
  // none": neither loss nor the window's end; the FIFO's window starts with a queue.
  it('the FIFO\'s higher figure is the voice packets already queued when the window opens: counted from its run, said with that count', () => {
    const fqRun = runScenario(scenarioOf(fq));
    const fifoRun = runScenario(scenarioOf(fifo));
    const { from } = fifoRun.window;
    const call = scenarioOf(fifo).flows[VOICE] as { rate: number; packetSize: number };
    const payloadBits = (call.packetSize - IP_HEADER - UDP_HEADER) * 8;
    const packetsIn = (r: typeof fqRun) => {
      const s = r.flows[VOICE].summary;
      return (s.activeGoodputBps * (s.activeWindow.to - s.activeWindow.from)) / payloadBits;
    };
    // Voice packets that joined the FIFO's queue before the window opened and left it inside.
    const sojourn = fifoRun.links.find((l) => l.monitored)!.series!.sojourn;
    let queued = 0;
    for (let i = 0; i < sojourn.t.length; i++) if (sojourn.flow[i] === VOICE && sojourn.t[i] >= from && sojourn.t[i] - sojourn.delay[i] < from) queued++;
    expect(queued).toBeGreaterThan(0);
    // Take them away and the FIFO's call delivered what FQ-CoDel's did, to within a packet or two.
    expect(Math.abs(packetsIn(fifoRun) - queued - packetsIn(fqRun))).toBeLessThanOrEqual(2);
    const fifoGoodput = METRICS['flow.goodput'].read(fifoRun, { flow: VOICE });
    expect(fifoGoodput).toBeGreaterThan(METRICS['flow.goodput'].read(fqRun, { flow: VOICE }));
    // "About a second" of the call's sending.
    const seconds = queued / (call.rate / (call.packetSize * 8));
    expect(seconds).toBeGreaterThan(0.75);
    expect(seconds).toBeLessThan(1.25);
    const words = markupToText(fq.aside!.text);
    expect(words).toContain(`The FIFO's ${formatMetric('flow.goodput', fifoGoodput)} in step 1 is higher only because it also counts voice packets sent before ${from} s that were still waiting in its queue then: ${queued} of them, about a second of the call.`);
  });
});
