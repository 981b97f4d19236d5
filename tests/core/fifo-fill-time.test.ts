import { describe, expect, it } from 'vitest';
import { buildScenario } from '../../src/lessons/step-scenario';
import { fifoFill, fifoUnsettled } from '../../src/sim-core/scenario/fifo-fill-time';
import { runScenario } from '../../src/sim-core/scenario/run';

/**
 * Bloat8, item 4: the Sweep's 30 s runs of the bufferbloat FIFO read as settled up to a 2000-packet
 * buffer. The rule (fifo-fill-time.ts): the long downloads' congestion avoidance fills a buffer of B
 * packets in (rtt₀·B + s·B²/2)·delAck/n seconds; a run whose measurement window is shorter is
 * transient. Checked against longer runs: a flagged buffer's queue goes on growing after the window.
 */
const voiceFifo = (limit: number) => {
  const b = buildScenario('voice-fifo', [`topology.bottleneck.queue.limit=${limit}`]);
  if (!b.ok) throw new Error(b.error);
  return b.scenario;
};

/** The mean recorded queue (packets) over [from, to) s of one run of `duration` s. */
function meanQueues(limit: number, duration: number, spans: [number, number][]): number[] {
  const sc = { ...voiceFifo(limit), duration };
  const run = runScenario(sc);
  const q = run.links[run.aggregate.bottleneck].series!.queue;
  return spans.map(([from, to]) => {
    const xs = Array.from(q.t).flatMap((t, i) => (t >= from && t < to ? [q.packets[i]] : []));
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  });
}

describe('how long the FIFO of the voice preset takes to fill, against the 25 s each run measures', () => {
  it('the fill time from the scenario: the path\'s 60 ms round trip, 1.2 ms a packet, four downloads at half a packet per round trip', () => {
    const f = fifoFill(voiceFifo(1000))!;
    expect(f.windowSeconds).toBe(25);
    expect(f.fillSeconds).toBeCloseTo((0.06 * 1000 + (0.0012 * 1000 * 1000) / 2) / 2, 6);
    expect(fifoFill(voiceFifo(2000))!.fillSeconds).toBeCloseTo(1260, 6);
  });

  it('flags 250 packets and more, not 125 and fewer; CoDel never', () => {
    expect([31, 63, 125, 250, 500, 1000, 2000].filter((b) => fifoUnsettled(voiceFifo(b)) !== null)).toEqual([250, 500, 1000, 2000]);
    const codel = buildScenario('voice-codel', []);
    if (!codel.ok) throw new Error(codel.error);
    expect(fifoFill(codel.scenario)).toBeNull();
  });

  it('the runs bear it out: run on to 120 s, a flagged buffer\'s queue over 95–120 s is far from the 30 s run\'s window or its end; an unflagged one\'s is near both', () => {
    /** The larger relative gap between the later queue and the window's mean or its last 5 s (one 120 s run: its first 30 s are the 30 s run's). */
    const gap = (limit: number) => {
      const [window, end, later] = meanQueues(limit, 120, [[5, 30], [25, 30], [95, 120]]);
      return Math.max(Math.abs(window / later - 1), Math.abs(end / later - 1));
    };
    // 250 packets: 165 in the window, 225 later; 2000: 306 at the window's end, 560 later.
    for (const limit of [250, 500, 1000, 2000]) expect(gap(limit), `${limit} packets`).toBeGreaterThan(0.2);
    for (const limit of [31, 63, 125]) expect(gap(limit), `${limit} packets`).toBeLessThan(0.2);
  }, 300_000);
});
