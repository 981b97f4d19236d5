/**
 * Bloat-2235 confusions 2 and 9. Step 1 showed four delay figures with nothing tying them: "Flow 5
 * (voice) one-way delay 358.3 ms", At a glance's "p95 727.0", the queueing-delay plot's "median
 * 298.0 ms" and "about 270 packets"; the student worked out 270 × 1.2 ms + 30 ms ≈ 354 alone.
 * Step 6 said "each of the packets in it adds 6 ms" beside "mean queue 41.3 packets" and
 * "queueing delay, mean 199.0 ms": 41.3 × 6 = 248, not 199, because some are the call's 200-byte
 * packets. Both steps' checks now carry a line computed from the run judged (check.addsUp,
 * src/lessons/delay-parts.ts); these tests hold its every figure to the metric catalogue's read of
 * the step's own run, and its sums to the run.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { delayParts, delayPartsLine, queueInWindow } from '../../src/lessons/delay-parts';
import { stepScenario } from '../../src/lessons/schema';
import { RUN_MOMENTS } from '../../src/lessons/run-moments';
import { formatMetric, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { SimResult } from '../../src/sim-core/scenario/result';

const lesson = findLesson('bufferbloat-voice')!;
const VOICE = 4;

function stepRun(index: number) {
  const b = stepScenario(lesson.steps[index]);
  if (!b.ok) throw new Error(b.error);
  const r = runScenario(b.scenario);
  const link = r.links[r.aggregate.bottleneck];
  const q = link.series!.queue;
  return { sc: b.scenario, r, queue: queueInWindow(q.t, q.packets, q.t.length, r.window) };
}

const ms = (r: SimResult, id: string, flow?: number) => readMetric(id, r, flow === undefined ? {} : { flow }) * 1000;

describe('bufferbloat step 1: one computed line ties the four delay figures (bloat-2235 confusion 2)', () => {
  const { sc, r, queue } = stepRun(0);
  const line = delayPartsLine(r, sc, VOICE, queue)!;

  it('the step\'s check asks for the line, for the call (flow 5)', () => {
    expect(lesson.steps[0].check!.addsUp).toEqual({ flow: VOICE + 1 });
  });

  it('it quotes the four figures the student met, each the catalogue\'s read of the run: one-way mean, mean queue, the plot\'s median, the call\'s p95', () => {
    expect(line).toContain(`Flow 5 (voice) one-way delay ${ms(r, 'flow.oneWayDelayMean', VOICE).toFixed(1)} ms`);
    expect(line).toContain('358.3 ms');
    expect(line).toContain(`${readMetric('link.meanQueue', r).toFixed(1)} packets`);
    expect(line).toContain(`median in the measurement window, ${formatMetric('link.queueDelayP50', readMetric('link.queueDelayP50', r))}`);
    expect(line).toContain('298.0 ms');
    expect(line).toContain(`p95, ${ms(r, 'flow.oneWayDelayP95', VOICE).toFixed(1)} ms`);
    expect(line).toContain('727.0 ms');
  });

  it('one way = the path\'s own 30 ms + the wait; the mean queue\'s bytes at 1.2 ms per 1500-byte packet ≈ the queueing delay\'s mean; the median below the mean', () => {
    const p = delayParts(r, sc, VOICE)!;
    expect(p.path).toBe(30);
    expect(line).toContain(`is the path's own 30 ms plus ${(p.oneWay - 30).toFixed(1)} ms in the queue`);
    expect(p.perFullPacket).toBeCloseTo(1.2, 6);
    // The student's own sum, with the run's count: ~270 packets × 1.2 ms ≈ 324 ms.
    expect(line).toContain(`The queue held ${p.meanQueue.toFixed(1)} packets on average, nearly all of 1500 bytes: at 10 Mbit/s each takes 1.2 ms to send, and ${p.meanQueue.toFixed(1)} × 1.2 ms ≈ ${Math.round(p.meanQueue * 1.2)} ms, near the queueing delay's mean, 320.3 ms.`);
    // Nearly all the queue's packets are full-size, and ~270 × 1.2 ms is the measured mean wait to 5 %.
    expect(p.meanQueueBytes / p.meanQueue).toBeGreaterThan(0.9 * 1500);
    expect(Math.abs(p.meanQueue * 1.2 - p.queueDelayMean) / p.queueDelayMean).toBeLessThan(0.05);
    expect(p.queueDelayMedian).toBeLessThan(p.queueDelayMean);
    expect(line).toContain('is the middle of all flows\' waits there, below their mean');
    // The call's own wait is the queue's mean wait to within 5 %.
    expect(Math.abs(p.wait - p.queueDelayMean) / p.queueDelayMean).toBeLessThan(0.05);
  });

  it('the p95 comes from the start-up\'s queue as the window opened and the bump near 10 s, with the recorded queue\'s figures', () => {
    expect(queue).not.toBeNull();
    const bump = RUN_MOMENTS['queue.peakInWindow'].read(r);
    expect(queue!.peak.at).toBe(bump);
    expect(Math.round(bump)).toBe(10);
    expect(line).toContain(`at the queue's peak of ${queue!.peak.packets} packets at ${queue!.peak.at.toFixed(1)} s`);
    expect(line).toContain(`as the window opened, with the start-up's queue still ${queue!.atStart.packets} packets at ${queue!.atStart.at.toFixed(1)} s`);
    expect(line).toMatch(/p95, 727\.0 ms, is over twice its mean: its longest waits came as the window opened/);
  });

  it('the median it quotes is the window\'s, not every packet\'s of the whole run, and it says which (bloat-0055 confusion 1)', () => {
    // The whole run's median, start-up included, is another figure; the plot's legend and caption give the window's since issue 37 (tests/app/delay-plot-one-median.test.ts).
    const link = r.links[r.aggregate.bottleneck];
    const s = link.series!.sojourn;
    const waits = Float64Array.from(s.delay).sort();
    const wholeRun = waits[Math.floor(waits.length / 2)] * 1000;
    expect(wholeRun.toFixed(0)).toBe('306');
    expect(ms(r, 'link.queueDelayP50').toFixed(1)).toBe('298.0');
    expect(line).not.toContain("The queueing-delay plot's median");
    expect(line).toContain("The queueing delay's median in the measurement window, 298.0 ms, is the middle of all flows' waits there, below their mean.");
  });

  it('without the recorded queue (a check\'s own run), the line still ties the figures, and says no moment it cannot read', () => {
    const plain = delayPartsLine(r, sc, VOICE)!;
    expect(plain).toContain('358.3 ms');
    expect(plain).toContain('the 5 % of its packets that waited longest');
    expect(plain).not.toMatch(/ at \d+(\.\d)? s/);
  });
});

describe('bufferbloat step 6: the mean queue and its wait reconciled in bytes (bloat-2235 confusion 9)', () => {
  const { sc, r } = stepRun(5);
  const line = delayPartsLine(r, sc, VOICE)!;
  const p = delayParts(r, sc, VOICE)!;

  it('the step\'s check asks for the line, and its texts say the 6 ms per 1500-byte packet', () => {
    const step = lesson.steps[5];
    // Folded (bloat-0315 confusion 6: the step's arithmetic buried its claim).
    expect(step.check!.addsUp).toEqual({ flow: VOICE + 1, fold: 'The arithmetic: how these figures add up' });
    for (const c of step.prediction!.choices) expect(c.why).not.toMatch(/each of (the packets|them) (in it )?adds 6 ms/);
    expect(step.prediction!.choices.filter((c) => /1500-byte/.test(c.why))).toHaveLength(3);
  });

  it('41.3 packets × 6 ms is not the 199.0 ms shown: the line says the queue in bytes, the call\'s 200-byte packets among them, and its sending time ≈ the mean wait', () => {
    expect(readMetric('link.meanQueue', r).toFixed(1)).toBe('41.3');
    expect(ms(r, 'link.queueDelayMean').toFixed(1)).toBe('199.0');
    expect(p.perFullPacket).toBeCloseTo(6, 6);
    // What the student multiplied does not make the figure…
    expect(p.meanQueue * p.perFullPacket / p.queueDelayMean).toBeGreaterThan(1.15);
    // …the bytes do.
    expect(Math.abs(p.sendTime - p.queueDelayMean) / p.queueDelayMean).toBeLessThan(0.05);
    expect(line).toContain(`The queue held 41.3 packets on average, but ${formatMetric('link.meanQueueBytes', readMetric('link.meanQueueBytes', r))}, ${Math.round(p.meanQueueBytes / p.meanQueue)} bytes a packet, as some are flow 5 (voice)'s 200-byte packets: at 2 Mbit/s, 6.0 ms per 1500-byte packet, those bytes take ${Math.round(p.sendTime)} ms to send, about the queueing delay's mean, 199.0 ms, not 41.3 × 6.0 ms = ${Math.round(41.3 * 6)} ms.`);
  });
});
