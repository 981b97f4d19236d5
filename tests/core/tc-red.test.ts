/**
 * Linux `tc red` turns `burst` into the EWMA weight by iproute2's tc_red_eval_ewma: the
 * smallest Wlog ≥ 1 (largest W = 2^−Wlog) with  burst + 1 − min/avpkt ≤ (1 − (1 − W)^burst)/W.
 * Table from the seed-000 digest §2.15.
 */
import { describe, expect, it } from 'vitest';
import { seed000Red } from '../../src/sim-core/scenario/seed000-presets';
import { resolveRedConfig } from '../../src/sim-core/queues/red-discipline';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { tcRedWeight, tcSuggestedBurst } from '../../src/sim-core/queues/tc-red';

describe('tc red: w_q from burst (tc_red_eval_ewma)', () => {
  it('burst 12 / min 5000 / avpkt 1000 → w_q = 1/16 (seed 000 main RED configuration)', () => {
    expect(tcRedWeight(12, 5000, 1000)).toBe(1 / 16);
  });

  it('burst 9 (the formula value the thesis replaced) → w_q = 1/8', () => {
    expect(tcRedWeight(9, 5000, 1000)).toBe(1 / 8);
  });

  it('HTB class 2 (min 800 / avpkt 150 / burst 12) → w_q = 1/16', () => {
    expect(tcRedWeight(12, 800, 150)).toBe(1 / 16);
  });

  const table: [min: number, max: number, burst: number, avpkt: number, wlog: number][] = [
    [5000, 18000, 12, 1000, 4],
    [5000, 18000, 9, 1000, 3],
    [4000, 16000, 11, 1000, 4],
    [5000, 15000, 8, 1000, 3],
    [5000, 15000, 12, 1000, 4],
    [800, 3500, 12, 150, 4],
  ];
  it.each(table)('digest §2.15 table: min %i / max %i / burst %i / avpkt %i → Wlog %i', (min, _max, burst, avpkt, wlog) => {
    expect(tcRedWeight(burst, min, avpkt)).toBe(Math.pow(2, -wlog));
  });

  it('the chosen W is the largest power of two that satisfies the inequality (the next larger one fails)', () => {
    for (const [min, , burst, avpkt] of table) {
      const w = tcRedWeight(burst, min, avpkt);
      const target = burst + 1 - min / avpkt;
      expect(target).toBeLessThanOrEqual((1 - Math.pow(1 - w, burst)) / w);
      if (w < 0.5) expect(target).toBeGreaterThan((1 - Math.pow(1 - 2 * w, burst)) / (2 * w));
    }
  });

  it('a larger burst never gives a larger weight (a burstier queue averages more slowly)', () => {
    let prev = 1;
    for (let burst = 6; burst <= 200; burst++) {
      const w = tcRedWeight(burst, 5000, 1000);
      expect(w).toBeLessThanOrEqual(prev);
      prev = w;
    }
    expect(prev).toBeLessThan(1 / 64);
  });

  it('tc refuses a burst too small for min/avpkt (burst + 1 − min/avpkt < 1) instead of picking a weight', () => {
    // iproute2: "tc_red_eval_ewma() burst 3 is too small ? Try burst 6", and no qdisc is made.
    expect(() => tcRedWeight(3, 5000, 1000)).toThrow();
  });

  it("tc's suggested burst (2·min + max)/(3·avpkt): 5000/18000/1000 → 9.33 (the thesis's \"9\")", () => {
    expect(tcSuggestedBurst(5000, 18000, 1000)).toBeCloseTo(28 / 3, 12);
  });
});

describe('tc parameters in a scenario', () => {
  it('the seed-000 RED queue (burst 12, avpkt 1000, byte thresholds) runs with w_q = 1/16 and mean packet 1000 B', () => {
    const cfg = resolveRedConfig({ ...(seed000Red('R1') as { type: 'red'; limit: number; unit: 'bytes'; minTh: number; maxTh: number; burst: number; avpkt: number }), gentle: false, ecn: false, hardDrop: true, maxP: 0.1, wait: false, nsByteMode: false, adaptive: false }, 140e3);
    expect(cfg.wq).toBe(1 / 16);
    expect(cfg.meanPktSize).toBe(1000);
    expect(cfg.limit).toEqual({ limit: 20000, unit: 'bytes', admission: 'below-limit' }); // Linux 2.4: backlog ≤ limit before adding
  });

  it('with thresholds in packets, min is converted to bytes with avpkt before the tc rule (5 pkt × 1000 B, burst 9 → 1/8)', () => {
    const sc = parseScenario({
      version: 1,
      topology: {
        kind: 'dumbbell',
        bottleneck: { rate: '10Mbit', delay: '20ms', queue: { type: 'red', limit: 50, unit: 'packets', minTh: 5, maxTh: 18, burst: 9, avpkt: 1000 } },
      },
      flows: [{ kind: 'tcp', bytes: 1000 }],
    });
    const t = sc.topology;
    if (t.kind !== 'dumbbell' || t.bottleneck.queue.type !== 'red') throw new Error('unexpected scenario shape');
    expect(resolveRedConfig(t.bottleneck.queue, 10e6).wq).toBe(1 / 8);
  });

  it('an explicit wq wins over burst/avpkt', () => {
    const cfg = resolveRedConfig(
      { type: 'red', limit: 20000, unit: 'bytes', minTh: 5000, maxTh: 18000, maxP: 0.1, burst: 12, avpkt: 1000, wq: 0.002, gentle: false, ecn: false, hardDrop: true, wait: false, nsByteMode: false, adaptive: false },
      140e3,
    );
    expect(cfg.wq).toBe(0.002);
  });
});
