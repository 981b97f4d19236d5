/**
 * Adaptive RED's settings (issue 18): bounds, interval, steps, target band, wait and the
 * clamping rule are parameters of `type: "ared"`; their defaults are the behaviour before
 * (Floyd, Gummadi & Shenker 2001 with max_p kept in [0.01, 0.5]); ns-3's RedQueueDisc with ARED
 * on is one configuration of them (docs/models.md, "Adaptive RED").
 */
import { describe, expect, it } from 'vitest';
import { ARED_DEFAULTS, aredStep, automaticBottom } from '../../src/sim-core/queues/adaptive-red';
import { resolveRedConfig, type AredSpec } from '../../src/sim-core/queues/red-discipline';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';

/** ns-3's RedQueueDisc with ARED = true and its defaults, as our settings (the mapping in docs/models.md). */
const NS3_ARED = { wait: true, gentle: true, initialMaxP: 1 / 50, bottom: 0, bottomRtt: 0.1, top: 0.5, interval: 0.5, alpha: 0.01, beta: 0.9, bandMargin: 0.4, clampMaxP: false, targetDelay: 0.005 } as const;

function ns3Bounds(linkBps: number, meanPktSize: number) {
  return { ...ARED_DEFAULTS, bottom: automaticBottom(linkBps, meanPktSize, 0.1), clamp: false };
}

describe('the adaptation step with ns-3 bounds', () => {
  it("ns-3's automatic lower bound on 10 Mbit/s with 1500-byte packets and 100 ms is 0.00012; 0.01 caps it on slow links", () => {
    expect(automaticBottom(10e6, 1500, 0.1)).toBeCloseTo(0.00012, 15);
    expect(automaticBottom(1e5, 1500, 0.1)).toBe(0.01); // 1/W = 0.012 on 100 kbit/s
    expect(automaticBottom(1.5e6, 1500, 0.1)).toBeCloseTo(0.0008, 15);
  });

  it('below the band max_p falls by β per step to about 0.0003 and on, stopping one step under the bound (no clamping)', () => {
    const cfg = ns3Bounds(10e6, 1500);
    let p = 0.02;
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      const next = aredStep(p, 0, 5, 15, cfg);
      if (next === p) break;
      p = next;
      seen.push(p);
    }
    expect(seen.some((x) => x > 0.00025 && x < 0.00035)).toBe(true);
    expect(p).toBeLessThan(cfg.bottom);
    expect(p).toBeGreaterThanOrEqual(cfg.bottom * cfg.beta);
    expect(aredStep(p, 0, 5, 15, cfg)).toBe(p); // at the bound it stays
  });

  it('with the default bounds and clamping max_p stops at exactly 0.01 and 0.5', () => {
    let p = 0.1;
    for (let i = 0; i < 100; i++) p = aredStep(p, 0, 5, 15, ARED_DEFAULTS);
    expect(p).toBe(0.01);
    for (let i = 0; i < 200; i++) p = aredStep(p, 15, 5, 15, ARED_DEFAULTS);
    expect(p).toBe(0.5);
  });

  it('the increase is min(α, max_p/4) and the band follows bandMargin', () => {
    const cfg = { ...ARED_DEFAULTS, alpha: 0.05, bandMargin: 0.25 };
    expect(aredStep(0.1, 12.6, 5, 15, cfg)).toBeCloseTo(0.125, 12); // above 15 − 2.5: + min(0.05, 0.025)
    expect(aredStep(0.4, 12.6, 5, 15, cfg)).toBeCloseTo(0.45, 12); // + min(0.05, 0.1)
    expect(aredStep(0.1, 12.4, 5, 15, cfg)).toBe(0.1); // inside [7.5, 12.5]
    expect(aredStep(0.1, 7.4, 5, 15, cfg)).toBeCloseTo(0.09, 12);
  });
});

describe('settings of type "ared"', () => {
  const base: AredSpec = { type: 'ared', limit: 100, unit: 'packets', gentle: true, ecn: false, hardDrop: true, targetDelay: 0.005, clampMaxP: true, wait: false };

  it('left out, they are the behaviour before: initial max_p 0.1, [0.01, 0.5], 0.5 s, α 0.01, β 0.9, band 0.4, clamped, no wait', () => {
    const c = resolveRedConfig(base, 10e6);
    expect(c.maxP).toBe(0.1);
    expect(c.wait).toBe(false);
    expect(c.adaptive).toEqual(ARED_DEFAULTS);
  });

  it("ns-3's configuration resolves to its values; linkBandwidth sets the automatic parameters instead of the link rate", () => {
    const c = resolveRedConfig({ ...base, ...NS3_ARED, meanPktSize: 1500, linkBandwidth: 10e6 }, 100e6);
    expect(c.maxP).toBe(0.02);
    expect(c.wait).toBe(true);
    expect(c.linkBps).toBe(10e6);
    expect(c.adaptive).toEqual({ interval: 0.5, beta: 0.9, alpha: 0.01, bottom: automaticBottom(10e6, 1500, 0.1), top: 0.5, bandMargin: 0.4, clamp: false });
    // min_th = max(5, 5 ms · 833 pkt/s / 2) = 5, as on the 10 Mbit/s link itself.
    expect(c.minTh).toBe(5);
  });

  it('a lower bound above the upper one is refused at its field', () => {
    const v = validateScenario({ ...lowLoad({ bottom: 0.6, top: 0.5 }) });
    expect(v.ok ? [] : v.errors).toEqual([expect.stringMatching(/^topology\.bottleneck\.queue\.bottom: .*must not exceed the upper bound/)]);
  });
});

/** One paced-down TCP flow (receiver window 4 segments) on an ARED 10 Mbit/s link: the average stays far below the band. */
function lowLoad(ared: Record<string, unknown>): ScenarioInput {
  return {
    version: 3,
    duration: 40,
    tcp: { rcvWindow: 4 * 1460 },
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: '10Mbit', delay: '20ms', queue: { type: 'ared', limit: 100, meanPktSize: 1500, ...ared } },
      access: { rate: '100Mbit', delay: '1ms' },
    },
    flows: [{ kind: 'tcp', bytes: null }],
  } as ScenarioInput;
}

describe('ARED at low load in a run', () => {
  it("configured as ns-3's, max_p falls below 0.001 (towards 0.00012); with the defaults it stops at 0.01", () => {
    const finalMaxP = (s: ScenarioInput) => runScenario(s).links[0].summary.gauges.maxP.final;
    expect(finalMaxP(lowLoad(NS3_ARED))).toBeLessThan(0.001);
    expect(finalMaxP(lowLoad({}))).toBe(0.01);
  });
});
