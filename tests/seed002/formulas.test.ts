import { describe, expect, it } from 'vitest';
import { vegasRenoRatio } from '../../src/sim-core/metrics/fairness';
import { flowCountThresholds, thresholdsActive } from '../../src/sim-core/queues/flow-count-thresholds';
import { vegasDiff, vegasStep } from '../../src/sim-core/tcp/vegas-cc';
import { ns2VegasDelta, ns2VegasLossWindow } from '../../src/sim-core/tcp/vegas-ns2';

describe('Vegas arithmetic (Brakmo & Peterson; seed 002 L279–301)', () => {
  it('diff = (Expected − Actual)·BaseRTT is the backlog in packets', () => {
    // cwnd 10 packets, BaseRTT 100 ms, RTT 125 ms: Expected 100 pkt/s, Actual 80 pkt/s → diff 2.
    expect(vegasDiff(10 * 1000, 1000, 0.1, 0.125)).toBeCloseTo(2, 12);
    // No queueing: RTT = BaseRTT → diff 0.
    expect(vegasDiff(7 * 960, 960, 0.0816, 0.0816)).toBe(0);
  });

  it('grows below α, shrinks above β, holds in between', () => {
    expect(vegasStep(0.5, 1, 3)).toBe(1);
    expect(vegasStep(1, 1, 3)).toBe(0);
    expect(vegasStep(3, 1, 3)).toBe(0);
    expect(vegasStep(3.01, 1, 3)).toBe(-1);
  });
});

describe('Vegas arithmetic as ns-2 (tcp-vegas.cc, the code the thesis ran) does it', () => {
  it('diff is a whole number of packets, rounded half up, so [α, β] acts as [α − ½, β + ½)', () => {
    // 10 packets in flight and sent in the last RTT, BaseRTT 100 ms.
    expect(ns2VegasDelta(10, 10, 0.1, 0.134)).toBe(3); // 2.54 packets queued: hold
    expect(ns2VegasDelta(10, 10, 0.1, 0.155)).toBe(4); // 3.55: above β = 3, shrink
    expect(ns2VegasDelta(10, 10, 0.1, 0.1 / 0.96)).toBe(0); // 0.4: below α = 1, grow
    // Expected counts what is in flight now, Actual what was sent over the RTT: a window that
    // shrank by two packets reads as two fewer queued.
    expect(ns2VegasDelta(8, 10, 0.1, 0.125)).toBe(0);
  });

  it('after a fast retransmit: 2 packets for a window of 3 or less, half after a repeated loss, else win − ⌊win/4⌋', () => {
    expect(ns2VegasLossWindow(3, false)).toBe(2);
    expect(ns2VegasLossWindow(7, false)).toBe(6);
    expect(ns2VegasLossWindow(7.9, false)).toBe(6); // the window counts whole packets
    expect(ns2VegasLossWindow(12, false)).toBe(9);
    expect(ns2VegasLossWindow(12, true)).toBe(6);
  });
});

describe('dynamic RED thresholds (seed 002 L566–571)', () => {
  const rule = { beta: 3, estimateError: 0 };
  it('MinThresh = β·n and MaxThresh = (β+1)·n: 15/20 for n = 5, 30/40 for n = 10', () => {
    expect(flowCountThresholds(5, rule, 100)).toEqual({ minTh: 15, maxTh: 20 });
    expect(flowCountThresholds(10, rule, 100)).toEqual({ minTh: 30, maxTh: 40 });
  });

  it('an estimate off by ±20 % gives Table 4.3’s 36/48 and 24/32 for n = 10', () => {
    const over = flowCountThresholds(10, { beta: 3, estimateError: 0.2 }, 100);
    const under = flowCountThresholds(10, { beta: 3, estimateError: -0.2 }, 100);
    expect(over.minTh).toBeCloseTo(36, 10);
    expect(over.maxTh).toBeCloseTo(48, 10);
    expect(under.minTh).toBeCloseTo(24, 10);
    expect(under.maxTh).toBeCloseTo(32, 10);
  });

  it('clamps to the buffer; when β·n ≥ B both thresholds are B and RED stands aside', () => {
    // n = 6, B = 20: MaxThresh (28) is clamped, MinThresh (18) is not; RED still decides.
    expect(flowCountThresholds(6, rule, 20)).toEqual({ minTh: 18, maxTh: 20 });
    expect(thresholdsActive(flowCountThresholds(6, rule, 20))).toBe(true);
    // n = 7: β·n = 21 ≥ 20.
    expect(flowCountThresholds(7, rule, 20)).toEqual({ minTh: 20, maxTh: 20 });
    expect(thresholdsActive(flowCountThresholds(7, rule, 20))).toBe(false);
    // No connections: nothing to protect, no RED decisions.
    expect(thresholdsActive(flowCountThresholds(0, rule, 20))).toBe(false);
  });
});

describe('fairness ratio (seed 002: mean Vegas throughput / mean Reno throughput)', () => {
  it('reproduces Table 4.1’s ratios from its per-flow rows', () => {
    // DT 4V1R: Vegas 80, 81, 79, 79; Reno 1131 → 79.75/1131 (the thesis rounds the mean to 80: 0.07073).
    expect(vegasRenoRatio([80, 81, 79, 79, 1131], ['vegas', 'vegas', 'vegas', 'vegas', 'reno'])).toBeCloseTo(79.75 / 1131, 12);
    // RED 1V4R: Vegas 187; Reno 306, 273, 317, 337 → 187/308.25 (thesis 0.60714 with the mean rounded to 308).
    expect(vegasRenoRatio([187, 306, 273, 317, 337], ['vegas', 'reno', 'reno', 'reno', 'reno'])).toBeCloseTo(187 / 308.25, 12);
  });

  it('is undefined without both kinds of flow', () => {
    expect(vegasRenoRatio([926, 570], ['vegas', 'vegas'])).toBeNaN();
    expect(vegasRenoRatio([711, 708], ['reno', 'newreno'])).toBeNaN();
  });
});

describe('validation of the new settings', () => {
  it('refuses Vegas alpha above beta and a dynamic RED without a packet limit, naming the field', async () => {
    const { validateScenario } = await import('../../src/sim-core/scenario/validate');
    const { seed002ExpA, seed002ExpBC } = await import('../../src/sim-core/scenario/seed002-presets');
    const a = seed002ExpA('vr', 'droptail') as { tcp: Record<string, unknown> };
    a.tcp = { ...a.tcp, vegas: { beta: 0.5 } };
    const r1 = validateScenario(a);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.errors.join('\n')).toMatch(/flows\[0\]\.tcp\.vegas\.alpha: Vegas alpha \(1\) must not exceed beta \(0\.5\)/);
    const b = seed002ExpBC('4v1r', 'red') as { topology: { bottleneck: { queue: Record<string, unknown> } } };
    b.topology.bottleneck.queue.unit = 'bytes';
    b.topology.bottleneck.queue.estimateError = -1;
    const r2 = validateScenario(b);
    expect(r2.ok).toBe(false);
    if (!r2.ok) {
      expect(r2.errors.join('\n')).toMatch(/topology\.bottleneck\.queue\.unit/);
      expect(r2.errors.join('\n')).toMatch(/topology\.bottleneck\.queue\.estimateError/);
    }
  });
});
