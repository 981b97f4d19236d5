/**
 * Seed 001's findings at 80 % and 105 % load: the system-level ones (digest A.6 #11, #12, whose
 * 50 % counterpart #10 is in system-targets.test.ts) and the response-time comparisons (#13,
 * #14, #16–#19) as orderings of CDFs, on the scaled-down runs of web-runs.ts (20 s + 60 s,
 * seed 1), each run once for this file's tests. The paper reads CDFs cut at 1.5 s:
 * "A beats B" means A's CDF is higher (more responses done by then). Two summaries:
 * - mean CDF gap: CDF_A − CDF_B averaged every 50 ms over 0.05–1.5 s (web-compare.ts);
 * - crossover: where A's CDF first falls below B's for 100 ms, and the share of responses done
 *   there — A beats B "for the fastest x %" of responses.
 * #15 (ARED vs original RED) and #13 at 105 % are not reproduced: docs/validation.md gives our
 * numbers; scripts/seed001-targets.ts prints every figure here at any length and seed.
 */
import { describe, expect, it } from 'vitest';
import { responseCdf, type WebRunSummary } from '../../src/sim-core/experiments/web-batch';
import { COMPARE_TIMES, crossoverLevel, largeResponseTimes, meanCdfGap, meanUtilization, quantile } from '../../src/sim-core/experiments/web-compare';
import type { Seed001Queue } from '../../src/sim-core/scenario/seed001-presets';
import { webRun } from './web-runs';

const times = (load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno', twoWay = true) => webRun(load, queue, variant, twoWay).responseTimes;
const T = { timeout: 90_000 };
const run = (load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno'): WebRunSummary => webRun(load, queue, variant);
const both = (r: WebRunSummary, k: 'utilization' | 'lossRate' | 'meanQueue') => (r.forward[k] + r.reverse[k]) / 2;

describe('#13 ARED+ECN-5ms against DT-148q (Reno)', () => {
  it('at 80 % load ARED+ECN-5ms beats DT-148q for most responses (the fastest 70–95 %), and DT-148q is ahead for the slow rest', T, () => {
    const ecn = times(0.8, 'ared5-ecn');
    const dt = times(0.8, 'dt148');
    const c = crossoverLevel(ecn, dt);
    expect(c.time).toBeLessThan(1.0); // paper: "nearly 75 %"; ours 87–90 % (seeds 1–3)
    expect(c.level).toBeGreaterThan(0.7);
    expect(c.level).toBeLessThan(0.95);
    const [e01, e1] = responseCdf(ecn, [0.1, 1.0]);
    const [d01, d1] = responseCdf(dt, [0.1, 1.0]);
    expect(e01).toBeGreaterThan(d01 + 0.1); // the short responses gain a lot …
    expect(d1).toBeGreaterThan(e1); // … the slow ones lose "marginally"
    expect(d1 - e1).toBeLessThan(0.05);
  });
});

describe('#14 ECN against drops under ARED (Reno)', () => {
  it('the ECN curve is better: ARED+ECN-5ms at or above ARED-5ms at every time, at 80 % and 105 %', T, () => {
    for (const load of [0.8, 1.05]) {
      const ecn = responseCdf(times(load, 'ared5-ecn'), COMPARE_TIMES);
      const drop = responseCdf(times(load, 'ared5'), COMPARE_TIMES);
      ecn.forEach((x, i) => expect(x).toBeGreaterThan(drop[i] - 0.01));
    }
  });
  it('the gap grows with load (80 % → 105 %) at both targets, and is larger at 5 ms than at 60 ms', T, () => {
    const gap = (load: number, ms: 5 | 60) => meanCdfGap(times(load, `ared${ms}-ecn`), times(load, `ared${ms}`));
    expect(gap(1.05, 5)).toBeGreaterThan(gap(0.8, 5) + 0.03); // seed 1: 7.3 → 17.8 points
    expect(gap(1.05, 60)).toBeGreaterThan(gap(0.8, 60) + 0.01); // 1.6 → 5.4
    expect(gap(1.05, 60)).toBeGreaterThan(0.01);
    for (const load of [0.8, 1.05]) expect(gap(load, 5)).toBeGreaterThan(2 * gap(load, 60));
  });
});

describe('#16 responses over 50 KB at 80 % load: DT+SACK ≥ DT+Reno ≫ ARED+ECN-5ms', () => {
  const big = (queue: Seed001Queue, variant: 'reno' | 'sack') => largeResponseTimes(webRun(0.8, queue, variant), 50_000);
  it('drop-tail (Reno or SACK) is far better than ARED+ECN-5ms (Reno or SACK): median at least 1.25× shorter, 5 points more done by 2 s', T, () => {
    for (const dt of [big('dt148', 'reno'), big('dt148', 'sack')])
      for (const ecn of [big('ared5-ecn', 'reno'), big('ared5-ecn', 'sack')]) {
        expect(dt.length).toBeGreaterThan(100); // ~1.4 % of ~12 000 responses
        expect(quantile(ecn, 0.5)).toBeGreaterThan(1.25 * quantile(dt, 0.5));
        expect(responseCdf(dt, [2])[0]).toBeGreaterThan(responseCdf(ecn, [2])[0] + 0.05);
      }
  });
  it('under drop-tail SACK is at least as good as Reno: shorter median, CDF not below at 1, 2 and 5 s', T, () => {
    const sack = big('dt148', 'sack');
    const reno = big('dt148', 'reno');
    expect(quantile(sack, 0.5)).toBeLessThanOrEqual(quantile(reno, 0.5));
    const cs = responseCdf(sack, [1, 2, 5]);
    const cr = responseCdf(reno, [1, 2, 5]);
    cs.forEach((x, i) => expect(x).toBeGreaterThanOrEqual(cr[i]));
  });
});

describe('#17 DT-111q ≈ DT-148q at 80 % load', () => {
  it('the CDFs stay within 6 points; DT-111q is ahead for short times, DT-148q after a crossover between 0.2 and 1 s', T, () => {
    const a = times(0.8, 'dt111');
    const b = times(0.8, 'dt148');
    const ca = responseCdf(a, COMPARE_TIMES);
    const cb = responseCdf(b, COMPARE_TIMES);
    ca.forEach((x, i) => expect(Math.abs(x - cb[i])).toBeLessThan(0.06));
    const c = crossoverLevel(a, b);
    expect(c.time).toBeGreaterThan(0.2); // paper: 700 ms at 80 %; ours 350–420 ms at 87–88 % (seeds 1–3)
    expect(c.time).toBeLessThan(1.0);
    expect(c.level).toBeGreaterThan(0.75);
  });
});

describe('#18 ARED+ECN at 105 % load: one-way traffic is clearly better than two-way', () => {
  it.each(['ared5-ecn', 'ared60-ecn'] as const)('%s: one-way CDF above two-way at every time, by over 3 points on average', (q) => {
    const one = times(1.05, q, 'reno', false);
    const two = times(1.05, q);
    const c1 = responseCdf(one, COMPARE_TIMES);
    const c2 = responseCdf(two, COMPARE_TIMES);
    c1.forEach((x, i) => expect(x).toBeGreaterThan(c2[i]));
    expect(meanCdfGap(one, two)).toBeGreaterThan(0.03); // seed 1: 6.5 (5 ms) and 9.9 (60 ms) points
  }, 90_000);
});

describe('#19 achieved utilization falls short of the offered load at high loads, by a scheme-dependent amount', () => {
  const schemes: Seed001Queue[] = ['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn'];
  it('80 % → 105 % offered (+25 points) raises utilization by under 20 points for every scheme; at 105 % none reaches 97 %', T, () => {
    for (const q of schemes) {
      const u80 = meanUtilization(webRun(0.8, q));
      const u105 = meanUtilization(webRun(1.05, q));
      expect(u105 - u80).toBeLessThan(0.2);
      expect(u105).toBeLessThan(0.97);
    }
  });
  it('the shortfall depends on the scheme: at 105 % drop-tail carries the most, ARED-5ms ± ECN the least, ≥ 8 points apart and further apart than at 80 %', T, () => {
    const spread = (load: number) => {
      const u = Object.fromEntries(schemes.map((q) => [q, meanUtilization(webRun(load, q))]));
      return { u, gap: u.dt148 - Math.max(u.ared5, u['ared5-ecn']) };
    };
    const hi = spread(1.05);
    for (const q of schemes) expect(hi.u.dt148).toBeGreaterThanOrEqual(hi.u[q]);
    for (const q of ['ared60', 'ared60-ecn']) expect(hi.u[q]).toBeGreaterThan(Math.max(hi.u.ared5, hi.u['ared5-ecn']));
    expect(hi.gap).toBeGreaterThan(0.08); // seed 1: DT-148q 93.5 %, ARED+ECN-5ms 80.9 %
    expect(hi.gap).toBeGreaterThan(spread(0.8).gap);
  });
});

describe.each([0.8, 1.05])('#11 at %s offered load', (load) => {
  it('mean queue: ARED-5ms ≪ ARED-60ms < DT-148q (both directions averaged)', { timeout: 240_000 }, () => {
    const q5 = both(run(load, 'ared5'), 'meanQueue');
    const q60 = both(run(load, 'ared60'), 'meanQueue');
    const dt = both(run(load, 'dt148'), 'meanQueue');
    expect(q5 * 3).toBeLessThan(q60);
    expect(q60).toBeLessThan(dt);
    expect(both(run(load, 'ared5-ecn'), 'meanQueue') * 3).toBeLessThan(q60);
  });
  it('drop-tail has the lowest drop rate', { timeout: 240_000 }, () => {
    const dt = both(run(load, 'dt148'), 'lossRate');
    for (const q of ['ared5', 'ared60', 'ared5-ecn'] as const) expect(dt).toBeLessThan(both(run(load, q), 'lossRate'));
  });
  it('utilization: DT-148q ≥ ARED+ECN-5ms', { timeout: 240_000 }, () => {
    expect(both(run(load, 'dt148'), 'utilization')).toBeGreaterThan(both(run(load, 'ared5-ecn'), 'utilization'));
  });
});

describe('#12 ARED-5ms with drops: the CDF plateaus until the 1 s minimum RTO, then rises (80 % load)', () => {
  it('hardly any responses finish between 0.5 s and 0.95 s, many between 1 s and 1.5 s', { timeout: 240_000 }, () => {
    const [c05, c095, c1, c15] = responseCdf(run(0.8, 'ared5').responseTimes, [0.5, 0.95, 1.0, 1.5]);
    const plateau = c095 - c05;
    const rise = c15 - c1;
    expect(plateau).toBeLessThan(0.04);
    expect(rise).toBeGreaterThan(3 * plateau);
  });
  it('ECN removes most of that: ARED+ECN-5ms has more responses done by 0.5 s than ARED-5ms', { timeout: 240_000 }, () => {
    const [drop] = responseCdf(run(0.8, 'ared5').responseTimes, [0.5]);
    const [ecn] = responseCdf(run(0.8, 'ared5-ecn').responseTimes, [0.5]);
    expect(ecn).toBeGreaterThan(drop + 0.03);
  });
});
