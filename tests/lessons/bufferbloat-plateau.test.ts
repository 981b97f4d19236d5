/**
 * Why the FIFO's queue stands at a few hundred packets, not at the 1000 its buffer holds (bloat
 * trial 04:00, step 4: the queue filled once, then stood at 220–300 packets with no more drops,
 * and nothing said why, so the student could not tell whether 358 ms is typical bufferbloat). The
 * reason is worked out here from the scenario's settings, checked against the run, and the step's
 * "Why" must say it with these numbers: after their losses the downloads grow by half a packet per
 * round trip each (delayed ACKs), the round trip is long because of the queue itself, so refilling
 * the buffer would take minutes, far longer than the 30 s run.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { stepScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import { IP_HEADER, TCP_HEADER } from '../../src/sim-core/net/packet';
import { TCP_DEFAULTS } from '../../src/sim-core/tcp/config';

const step = findLesson('bufferbloat-voice')!.steps[0];
const built = stepScenario(step);
if (!built.ok) throw new Error(built.error);
const sc = built.scenario;
const topo = sc.topology as Extract<typeof sc.topology, { kind: 'dumbbell' }>;
const tcpFlows = sc.flows.filter((f) => f.kind === 'tcp');
const mss = sc.tcp?.mss ?? TCP_DEFAULTS.mss;
const delAck = sc.tcp?.delAckCount ?? TCP_DEFAULTS.delAckCount;
/** Seconds to send one full packet at the bottleneck. */
const packetTime = ((mss + IP_HEADER + TCP_HEADER) * 8) / topo.bottleneck.rate;
/** The round trip without queueing: access, bottleneck and access again, both ways. */
const baseRtt = 2 * (2 * topo.access.delay + topo.bottleneck.delay);
const limit = (topo.bottleneck.queue as { limit: number }).limit;
/** Packets the queue gains per second at a backlog of q packets: each flow adds 1/delAck packet per round trip. */
const growth = (q: number) => tcpFlows.length / delAck / (baseRtt + q * packetTime);
/** Seconds to grow the backlog from `from` to `to` (the integral of 1 / growth). */
const refill = (from: number, to: number) => (baseRtt * (to - from) + (packetTime * (to * to - from * from)) / 2) / (tcpFlows.length / delAck);

const run = runScenario(sc);
const link = run.links[run.aggregate.bottleneck];
const q = link.series!.queue;
const meanAround = (t: number) => {
  const xs = Array.from(q.t).flatMap((x, i) => (Math.abs(x - t) <= 0.5 ? [q.packets[i]] : []));
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};

describe('the bufferbloat FIFO step says why its queue stands at hundreds of packets, not the full buffer', () => {
  it('the run bears the reasoning out: no drops after the start-up, and the queue grows at the pace congestion avoidance gives', () => {
    expect(link.summary.drops.overflow).toBe(0);
    const measured = (meanAround(25) - meanAround(12)) / 13;
    const predicted = growth((meanAround(25) + meanAround(12)) / 2);
    expect(Math.abs(measured / predicted - 1)).toBeLessThan(0.2);
    // The receive window does not cap the downloads: each could send far more than the buffer holds.
    expect((sc.tcp?.rcvWindow ?? TCP_DEFAULTS.rcvWindow) / mss).toBeGreaterThan(limit);
  });

  it("the step's Why says it with the scenario's numbers", () => {
    // The point in the Why, the side topic folded under it with its question as the title (bloat
    // trial 07:10, confusion 1: the paragraph buried the point).
    const right = step.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
    expect(markupToText(right.why)).not.toMatch(/acknowledges|minutes/);
    expect(right.aside?.title).toBe(`Why a few hundred packets, not the full ${limit}?`);
    const why = markupToText(right.aside!.text);
    expect(why).toContain(`each receiver acknowledges every second packet, so each download adds half a packet per round trip`);
    expect(delAck).toBe(2);
    expect(why).toContain(`a round trip is ${Math.round(baseRtt * 1000)} ms (the path's ${Math.round(baseRtt * 500)} ms one way, there and back`);
    expect(why).toContain(`) plus ${(packetTime * 1000).toFixed(1)} ms for each packet queued`);
  });

  it("the aside shows its arithmetic: the simple sum a student makes, and why the run is slower (bloat trial 08:20, confusion 1)", () => {
    const why = markupToText(step.prediction!.choices.find((c) => c.ifCheck === 'pass')!.aside!.text);
    const from = 300;
    const rttAt = (q: number) => (baseRtt + q * packetTime).toFixed(2);
    const pace = Math.round(growth(from));
    // The simple sum: the growth at 300 packets, kept up all the way to a full buffer.
    expect(why).toContain(`At ${from} packets a round trip is ${rttAt(from)} s, so the four add about ${pace} packets a second`);
    const simple = (limit - from) / pace;
    expect(why).toContain(`the ${limit - from} packets to a full buffer would take ${limit - from} ÷ ${pace} = ${simple} s, about ${(simple / 60).toFixed(1)} minutes`);
    // Why the run is slower: the round trip grows with the queue, so the growth falls.
    expect(why).toContain(`every packet added makes the round trip longer, so the growth slows as the queue fills`);
    expect(why).toContain(`at ${limit} packets a round trip is ${rttAt(limit)} s, and the four add only ${growth(limit).toFixed(1)} packets a second`);
    const total = refill(from, limit);
    expect(why).toContain(`refilling the buffer from ${from} packets takes about ${Math.round(total / 10) * 10} s, about ${Math.round(total / 60)} minutes; this run lasts ${sc.duration} s`);
    // The two figures differ by what the words say they do (the slowing), not by rounding.
    expect(total / simple).toBeGreaterThan(1.5);
    expect(why).toContain(`every packet waits the full ${((limit * packetTime)).toFixed(1)} s`);
  });
});
