/**
 * Queueing delay per packet: the histogram behind the summary's percentiles, and the sojourn
 * time measured from enqueue to dequeue on a real run.
 */
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../src/sim-core/engine/random';
import { DelayHistogram } from '../../src/sim-core/metrics/delay-histogram';
import { ns3R7 } from '../../src/sim-core/scenario/aqm-presets';
import { runScenario } from '../../src/sim-core/scenario/run';

describe('delay histogram', () => {
  it('percentiles within 0.4 % of the exact nearest-rank order statistic; the mean is exact', () => {
    const rng = new RandomStream(7);
    const h = new DelayHistogram();
    const xs: number[] = [];
    for (let i = 0; i < 50000; i++) {
      const x = -Math.log(1 - rng.uniform()) * 0.02; // exponential, mean 20 ms
      xs.push(x);
      h.add(x);
    }
    xs.sort((a, b) => a - b);
    for (const q of [0.5, 0.95, 0.99]) {
      const exact = xs[Math.ceil(q * xs.length) - 1];
      expect(Math.abs(h.quantile(q) / exact - 1)).toBeLessThan(0.004);
    }
    expect(h.mean).toBeCloseTo(xs.reduce((a, x) => a + x, 0) / xs.length, 12);
  });

  it('delays under 1 µs (sent at once) count as 0', () => {
    const h = new DelayHistogram();
    for (let i = 0; i < 10; i++) h.add(0);
    h.add(0.5);
    expect(h.quantile(0.5)).toBe(0);
    expect(h.quantile(0.99)).toBeCloseTo(0.5, 2);
  });

  it('is NaN without samples', () => {
    expect(Number.isNaN(new DelayHistogram().quantile(0.5))).toBe(true);
  });
});

describe('sojourn time on a run', () => {
  it("FIFO: the mean sojourn obeys Little's law (mean backlog in bytes / drain rate) within 1 %", () => {
    const r = runScenario({ ...ns3R7('fifo'), duration: 20, measure: { from: 10 } });
    const b = r.links[r.aggregate.bottleneck].summary;
    // The qdisc drains at the link rate less the 2-byte PPP header per 1500-byte packet.
    const little = (b.meanQueueBytes * 8) / (10e6 * (1500 / 1502));
    expect(Math.abs(b.queueDelay.mean / little - 1)).toBeLessThan(0.01);
    expect(b.queueDelay.p50).toBeLessThanOrEqual(b.queueDelay.p95);
    expect(b.queueDelay.p95).toBeLessThanOrEqual(b.queueDelay.p99);
    expect(b.queueDelay.packets).toBeGreaterThan(8000); // 10 s at 832 packets/s
  });

  it('the recorded series holds one delay per packet leaving the discipline', () => {
    const r = runScenario({ ...ns3R7('codel'), duration: 5, measure: { from: 0 } });
    const l = r.links[r.aggregate.bottleneck];
    expect(l.series!.sojourn.delay.length).toBe(l.summary.queueDelay.packets);
  });
});
