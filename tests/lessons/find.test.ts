import { describe, expect, it } from 'vitest';
import { EventKind } from '../../src/capture/recording';
import { recordScenario } from '../../src/capture/run-capture';
import { FIND_TARGETS, judgeFind } from '../../src/lessons/find';
import { findLesson } from '../../src/lessons/catalogue';
import { stepScenario } from '../../src/lessons/schema';
import { parseScenario } from '../../src/sim-core/scenario/validate';

describe('find-the-packet task (tcp-anatomy, last step)', () => {
  const lesson = findLesson('tcp-anatomy')!;
  const step = lesson.steps.find((s) => s.find)!;
  const built = stepScenario(step);
  if (!built.ok) throw new Error(built.error);
  const { recording: r, result } = recordScenario(parseScenario(built.scenario));
  const answer = FIND_TARGETS[step.find!.target].answer(r)!;

  it("the answer is a drop of the flow's data, repaired by the retransmission sent at the first fast retransmit", () => {
    expect(answer).not.toBeNull();
    expect(r.events.kind[answer.event]).toBe(EventKind.dropped);
    const fr = result.flows[0].series!.congestion;
    // The first fast retransmit the core recorded (kind 1) names the same segment and time.
    const i = Array.from(fr.kind).findIndex((k) => k === 1);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(fr.seq[i]).toBe(r.packets.seq[answer.packet]);
    expect(fr.causeT[i]).toBe(r.events.t[answer.event]);
  });

  it('passes for any event of that packet; fails, with a nudge, for its retransmission, a later drop, or nothing', () => {
    for (let e = 0; e < r.eventCount; e++) if (r.events.packet[e] === answer.packet) expect(judgeFind(r, 'first-fast-retransmit-loss', e).pass).toBe(true);
    const retx = r.packets.repairedBy[answer.packet];
    const retxEvent = Array.from(r.events.packet).indexOf(retx);
    expect(judgeFind(r, 'first-fast-retransmit-loss', retxEvent)).toEqual({ pass: false, text: expect.stringMatching(/retransmission/) });
    let later = -1;
    for (let e = answer.event + 1; e < r.eventCount && later < 0; e++) if (r.events.kind[e] === EventKind.dropped && r.events.packet[e] !== answer.packet) later = e;
    if (later >= 0) expect(judgeFind(r, 'first-fast-retransmit-loss', later)).toEqual({ pass: false, text: expect.stringMatching(/later/) });
    expect(judgeFind(r, 'first-fast-retransmit-loss', -1).pass).toBe(false);
    expect(judgeFind(null, 'first-fast-retransmit-loss', 0).text).toMatch(/Open the event list/);
  });
});
