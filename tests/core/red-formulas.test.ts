/**
 * Random Early Detection (Floyd & Jacobson 1993), gentle RED (Floyd 2000) and ns-2's `wait`
 * spacing: the unit vectors of the seed digests (seed-001 digest A.6 items 3 and 4), the
 * idle-time correction of the average, and the statistical claim behind `count` (RT-U1): with a
 * constant p_b the gap between drops is uniform on 1 … 1/p_b instead of geometric.
 */
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../src/sim-core/engine/random';
import { DropKind } from '../../src/sim-core/queues/drop-reasons';
import {
  redActualProbability,
  redAverage,
  redBaseProbability,
  redForced,
  redWqBurstBound,
} from '../../src/sim-core/queues/red-formulas';
import { PKT, gaps, holdBacklog, mean, packet, redQueue, variance } from '../helpers/red-bench';

describe('RED initial drop probability p_b (FJ93 §4)', () => {
  it('min 5, max 15, max_p 0.1, avg 10 → p_b = 0.05', () => {
    expect(redBaseProbability(10, 5, 15, 0.1, false)).toBeCloseTo(0.05, 15);
  });

  it('is 0 below min_th and rises linearly to max_p at max_th', () => {
    expect(redBaseProbability(0, 5, 15, 0.1, false)).toBe(0);
    expect(redBaseProbability(4.999, 5, 15, 0.1, false)).toBe(0);
    expect(redBaseProbability(5, 5, 15, 0.1, false)).toBe(0);
    expect(redBaseProbability(7.5, 5, 15, 0.1, false)).toBeCloseTo(0.025, 15);
    expect(redBaseProbability(14.999, 5, 15, 0.1, false)).toBeCloseTo(0.1, 4);
  });

  it('classic RED: at and above max_th every arrival is dropped (forced)', () => {
    expect(redBaseProbability(15, 5, 15, 0.1, false)).toBe(1);
    expect(redForced(15, 15, false)).toBe(true);
    expect(redForced(14.99, 15, false)).toBe(false);
  });

  it('thresholds in bytes work the same way (min 5000, max 18000, avg 11500 → max_p/2)', () => {
    expect(redBaseProbability(11500, 5000, 18000, 0.1, false)).toBeCloseTo(0.05, 15);
  });
});

describe('gentle RED (Floyd 2000)', () => {
  it('avg 22.5, max_th 15, max_p 0.1 → p_b = 0.1 + 0.9·7.5/15 = 0.55', () => {
    expect(redBaseProbability(22.5, 5, 15, 0.1, true)).toBeCloseTo(0.55, 15);
  });

  it('is continuous at max_th (p_b = max_p) and reaches 1 at 2·max_th', () => {
    expect(redBaseProbability(15, 5, 15, 0.1, true)).toBeCloseTo(0.1, 15);
    expect(redBaseProbability(29.999, 5, 15, 0.1, true)).toBeCloseTo(1, 3);
    expect(redBaseProbability(30, 5, 15, 0.1, true)).toBe(1);
    expect(redBaseProbability(45, 5, 15, 0.1, true)).toBe(1);
  });

  it('forces drops only from avg ≥ 2·max_th = 30', () => {
    expect(redForced(15, 15, true)).toBe(false);
    expect(redForced(29.99, 15, true)).toBe(false);
    expect(redForced(30, 15, true)).toBe(true);
  });
});

describe('RED final drop probability p_a = p_b / (1 − count·p_b)', () => {
  it('p_b 0.05, count 10 → p_a = 0.1', () => {
    expect(redActualProbability(0.05, 10, false)).toBeCloseTo(0.1, 15);
  });

  it('count 0 → p_a = p_b; p_a grows with count', () => {
    expect(redActualProbability(0.05, 0, false)).toBeCloseTo(0.05, 15);
    let prev = 0;
    for (let c = 0; c < 20; c++) {
      const pa = redActualProbability(0.05, c, false);
      expect(pa).toBeGreaterThan(prev);
      prev = pa;
    }
  });

  it('count ≥ 1/p_b = 20 → p_a = 1', () => {
    expect(redActualProbability(0.05, 20, false)).toBe(1);
    expect(redActualProbability(0.05, 21, false)).toBe(1);
    expect(redActualProbability(0.05, 1000, false)).toBe(1);
  });
});

describe("ns-2 'wait' spacing: no drop until count·p_b ≥ 1, then p_b / (2 − count·p_b)", () => {
  it('p_b 0.05: count 10 → 0; 19 → 0; 20 → 0.05; 30 → 0.1; 39 → 1; ≥ 40 → 1', () => {
    expect(redActualProbability(0.05, 10, true)).toBe(0);
    expect(redActualProbability(0.05, 19, true)).toBe(0);
    expect(redActualProbability(0.05, 20, true)).toBeCloseTo(0.05, 15);
    expect(redActualProbability(0.05, 30, true)).toBeCloseTo(0.1, 15);
    expect(redActualProbability(0.05, 39, true)).toBeCloseTo(1, 12);
    expect(redActualProbability(0.05, 40, true)).toBe(1);
    expect(redActualProbability(0.05, 100, true)).toBe(1);
  });
});

describe('RED average queue: EWMA on arrival with the idle-time correction', () => {
  it('busy queue: avg ← (1 − w_q)·avg + w_q·q', () => {
    expect(redAverage(10, 20, 0.002, 0)).toBeCloseTo(0.998 * 10 + 0.002 * 20, 15);
    expect(redAverage(0, 12, 1 / 16, 0)).toBeCloseTo(12 / 16, 15);
  });

  it('after an idle period of m typical packet times the average decays as if m empty arrivals had happened: avg·(1 − w_q)^(m+1)', () => {
    expect(redAverage(10, 0, 0.002, 100)).toBeCloseTo(10 * Math.pow(0.998, 101), 12);
    // Equivalent to m + 1 ordinary updates with q = 0.
    let a = 10;
    for (let i = 0; i <= 250; i++) a = redAverage(a, 0, 0.01, 0);
    expect(redAverage(10, 0, 0.01, 250)).toBeCloseTo(a, 12);
  });

  it('the RED queue applies the idle correction from the link rate and mean packet size', () => {
    // 8 Mbit/s, 1000-byte typical packets: one packet time = 1 ms.
    const { q } = redQueue({ wq: 0.05, linkBps: 8e6, minTh: 50, maxTh: 100 });
    let t = 0;
    for (let i = 0; i < 40; i++) q.enqueue(packet(), (t += 1e-4));
    const busyAvg = q.average;
    expect(busyAvg).toBeGreaterThan(10);
    while (q.packets > 0) q.dequeue(t);
    expect(q.dequeue(t)).toBeNull(); // the link finds it empty: idle from t
    q.enqueue(packet(), t + 0.1); // 100 packet times idle
    expect(q.average).toBeCloseTo(busyAvg * Math.pow(0.95, 101), 9);
  });

  it('the average sees the backlog before the arriving packet joins it', () => {
    const { q } = redQueue({ wq: 1, minTh: 50, maxTh: 100 });
    q.enqueue(packet(), 0);
    expect(q.average).toBe(0);
    q.enqueue(packet(), 0);
    expect(q.average).toBe(1);
    q.enqueue(packet(), 0);
    expect(q.average).toBe(2);
  });
});

describe('FJ93 bound on w_q: a burst of L packets must not lift avg to min_th', () => {
  it('min_th 5, L 50: w_q = 0.002 passes, about 0.0042 is the limit, 0.01 fails', () => {
    expect(redWqBurstBound(5, 50, 0.002)).toBe(true);
    expect(redWqBurstBound(5, 50, 0.004)).toBe(true);
    expect(redWqBurstBound(5, 50, 0.0045)).toBe(false);
    expect(redWqBurstBound(5, 50, 0.01)).toBe(false);
  });
});

describe('RED spaces drops uniformly: count-based p_a (RT-U1)', () => {
  const PB = 0.01; // 1/p_b = 100
  const DROPS = 10_000;

  /** Gaps between drops when every arrival is tested with `pa(count)`; count resets on a drop. */
  function simulateGaps(pa: (count: number) => number, seed: number): number[] {
    const rng = new RandomStream(seed);
    const out: number[] = [];
    let count = 0;
    while (out.length < DROPS) {
      count++;
      if (rng.uniform() < pa(count)) {
        out.push(count);
        count = 0;
      }
    }
    return out;
  }

  function binFractions(xs: number[], width: number, bins: number): number[] {
    const f = new Array(bins).fill(0);
    for (const x of xs) f[Math.min(bins - 1, Math.floor((x - 1) / width))] += 1 / xs.length;
    return f;
  }

  it('with constant p_b = 0.01 and the count rule, gaps are uniform on [1, 100] (mean ≈ 50)', () => {
    const g = simulateGaps((c) => redActualProbability(PB, c, false), 2024);
    expect(Math.min(...g)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...g)).toBeLessThanOrEqual(100);
    expect(Math.abs(mean(g) - 50)).toBeLessThan(1.5);
    // Uniform on 1..100 has variance (100² − 1)/12 ≈ 833.
    expect(variance(g)).toBeGreaterThan(700);
    expect(variance(g)).toBeLessThan(950);
    for (const f of binFractions(g, 10, 10)) expect(Math.abs(f - 0.1)).toBeLessThan(0.02);
  });

  it('without count (geometric gaps) drops cluster: many short gaps, a long tail, variance ≫ uniform', () => {
    const uni = simulateGaps((c) => redActualProbability(PB, c, false), 7);
    const geo = simulateGaps(() => PB, 7);
    expect(Math.abs(mean(geo) - 100)).toBeLessThan(5); // mean 1/p
    expect(variance(geo)).toBeGreaterThan(5 * variance(uni)); // ≈ 9900 vs ≈ 833
    const short = (xs: number[]) => xs.filter((x) => x <= 10).length / xs.length;
    expect(short(geo)).toBeGreaterThan(0.08); // 1 − 0.99^10 ≈ 0.096
    expect(geo.filter((x) => x > 100).length / geo.length).toBeGreaterThan(0.3); // 0.99^100 ≈ 0.37
  });

  it('the RED queue itself, held at a constant average (p_b = 0.01), drops with uniform gaps on [1, 100]', () => {
    // w_q = 1 and a backlog held at 10 packets: avg = 10 → p_b = 0.02·(10 − 5)/10 = 0.01.
    const { q, tally } = redQueue({ wq: 1, maxP: 0.02, limit: { limit: 1000, unit: 'packets' } }, 99);
    const { drops } = holdBacklog(q, 10, 500_000);
    const g = gaps(drops);
    expect(g.length).toBeGreaterThan(9000);
    expect(tally.byKind[DropKind.Forced]).toBe(0);
    expect(Math.min(...g)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...g)).toBeLessThanOrEqual(100);
    expect(Math.abs(mean(g) - 50)).toBeLessThan(1.5);
    for (const f of binFractions(g, 10, 10)) expect(Math.abs(f - 0.1)).toBeLessThan(0.02);
  });

  it("the RED queue with ns-2 'wait' drops with gaps between 1/p_b and 2/p_b (mean ≈ 150)", () => {
    const { q } = redQueue({ wq: 1, maxP: 0.02, wait: true }, 5);
    const { drops } = holdBacklog(q, 10, 500_000);
    const g = gaps(drops);
    expect(g.length).toBeGreaterThan(3000);
    expect(Math.min(...g)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...g)).toBeLessThanOrEqual(200);
    expect(Math.abs(mean(g) - 150)).toBeLessThan(3);
  });
});

describe('RED drop kinds, hard limit and ECN', () => {
  it('tail drop behind RED: never holds more than its hard limit, and says "overflow"', () => {
    // Thresholds far above the limit: RED never decides, the buffer overflows.
    const { q, tally } = redQueue({ limit: { limit: 8, unit: 'packets' }, minTh: 100, maxTh: 200 });
    for (let i = 0; i < 50; i++) {
      q.enqueue(packet(), 0);
      expect(q.packets).toBeLessThanOrEqual(8);
    }
    expect(tally.byKind[DropKind.Overflow]).toBe(42);
  });

  it('byte limit: admits a packet only if the bytes after it fit', () => {
    const { q, tally } = redQueue({ limit: { limit: 3500, unit: 'bytes' }, minTh: 100_000, maxTh: 200_000 });
    expect(q.enqueue(packet(1500), 0)).toBe(true);
    expect(q.enqueue(packet(1500), 0)).toBe(true);
    expect(q.enqueue(packet(1500), 0)).toBe(false);
    expect(q.enqueue(packet(500), 0)).toBe(true);
    expect(q.bytes).toBe(3500);
    expect(tally.byKind[DropKind.Overflow]).toBe(1);
  });

  it('classic RED with avg ≥ max_th drops every arrival as "forced"', () => {
    const { q, tally } = redQueue({ wq: 1, minTh: 2, maxTh: 6, limit: { limit: 100, unit: 'packets' } });
    holdBacklog(q, 6, 100); // every arrival now sees avg = 6 = max_th
    expect(tally.byKind[DropKind.Forced]).toBe(100);
    expect(q.packets).toBe(6);
  });

  it('gentle RED between max_th and 2·max_th drops early (p_b 0.55), not forced', () => {
    const { q, tally } = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP: 0.1, gentle: true, limit: { limit: 100, unit: 'packets' } });
    const before = tally.byKind[DropKind.Forced];
    const { drops } = holdBacklog(q, 22, 20_000);
    expect(tally.byKind[DropKind.Forced]).toBe(before);
    // Uniform gaps on 1 … 1/0.55: mean gap ≈ (1 + 1.8)/2, i.e. far more than half the arrivals dropped.
    expect(drops.length / 20_000).toBeGreaterThan(0.5);
  });

  it('ECN: early decisions mark ECT packets instead of dropping them; forced decisions still drop (harddrop)', () => {
    const mk = (level: number, maxP: number) => {
      const r = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP, ecn: true, hardDrop: true, limit: { limit: 100, unit: 'packets' } }, 3);
      // Fill without ECT so filling does not depend on marking.
      while (r.q.packets < level) r.q.enqueue(packet(), 0);
      const before = [...r.tally.byKind];
      let accepted = 0;
      for (let i = 0; i < 2000; i++) {
        if (r.q.enqueue(packet(PKT, true), 0)) {
          accepted++;
          r.q.dequeue(0);
        }
      }
      return { ...r, accepted, d: r.tally.byKind.map((x, k) => x - before[k]) };
    };
    const early = mk(10, 0.5); // p_b 0.25: many early decisions
    expect(early.d[DropKind.EcnMark]).toBeGreaterThan(100);
    expect(early.d[DropKind.Early]).toBe(0);
    expect(early.accepted).toBe(2000);
    const forced = mk(15, 0.5); // avg = max_th: forced
    expect(forced.d[DropKind.Forced]).toBe(2000);
    expect(forced.d[DropKind.EcnMark]).toBe(0);
  });

  it('ECN: packets that are not ECT are dropped on early decisions', () => {
    const { q, tally } = redQueue({ wq: 1, maxP: 0.5, ecn: true, limit: { limit: 100, unit: 'packets' } }, 4);
    holdBacklog(q, 10, 2000);
    expect(tally.byKind[DropKind.Early]).toBeGreaterThan(100);
    expect(tally.byKind[DropKind.EcnMark]).toBe(0);
  });
});
