/**
 * DualPI2 (RFC 9332; queues/dualpi2/): the PI2 update against unit vectors computed by a separate
 * transcription of the RFC's pseudo-code (pi2-vectors.py beside this file, its output in
 * pi2-vectors.json), the coupled-state relation, the delays under mixed load, and the
 * time-shifted FIFO keeping the Classic queue from starving under an L4S flood.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../../src/sim-core/engine/random';
import { Ecn, Packet, Proto } from '../../../src/sim-core/net/packet';
import { DualPi2Queue, type DualPi2Params } from '../../../src/sim-core/queues/dualpi2/dualpi2-queue';
import { PI2_DEFAULTS, pi2Update } from '../../../src/sim-core/queues/dualpi2/pi2';
import { findPreset } from '../../../src/sim-core/scenario/presets';
import { runScenario } from '../../../src/sim-core/scenario/run';

const vectors = JSON.parse(readFileSync(new URL('./pi2-vectors.json', import.meta.url), 'utf8')) as {
  params: { target: number; k: number; Tupdate: number; alpha: number; beta: number };
  steps: { curq: number; p: number; p_CL: number; p_C: number }[];
};

const RFC: DualPi2Params = { target: PI2_DEFAULTS.target, tUpdate: PI2_DEFAULTS.tUpdate, alpha: PI2_DEFAULTS.alpha, beta: PI2_DEFAULTS.beta, k: 2, minTh: 0.0008, range: 0.0004, thLen: 1, tshift: 0.05 };

function packet(ecn: Ecn, enqueuedAt: number): Packet {
  const p = new Packet(1, Proto.Tcp, 0, 1, 1500);
  p.ecn = ecn;
  p.enqueuedAt = enqueuedAt;
  return p;
}

describe('DualPI2: the PI2 update (RFC 9332 Appendix A)', () => {
  it("has the RFC's defaults: target 15 ms, Tupdate = min(target, RTT_max/3), α = 0.1·Tupdate/RTT_max², β = 0.3/RTT_max, k = 2", () => {
    const v = vectors.params;
    expect(PI2_DEFAULTS.target).toBe(v.target);
    expect(PI2_DEFAULTS.tUpdate).toBeCloseTo(v.Tupdate, 15);
    expect(PI2_DEFAULTS.alpha).toBeCloseTo(v.alpha, 15);
    expect(PI2_DEFAULTS.beta).toBeCloseTo(v.beta, 15);
    expect(PI2_DEFAULTS.k).toBe(v.k);
  });

  it('pi2Update reproduces the transcription step by step (p′, and p_CL = k·p′, p_C = p′²)', () => {
    const v = vectors.params;
    let p = 0;
    let prevq = 0;
    for (const s of vectors.steps) {
      p = pi2Update(p, s.curq, prevq, v.target, v.alpha, v.beta);
      prevq = s.curq;
      expect(p).toBeCloseTo(s.p, 12);
      expect(p * p).toBeCloseTo(s.p_C, 12);
      expect(v.k * p).toBeCloseTo(s.p_CL, 12);
    }
  });

  it('the queue runs the same updates every Tupdate on its Classic head sojourn time', () => {
    const v = vectors.params;
    const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, { ...RFC, target: v.target, tUpdate: v.Tupdate, alpha: v.alpha, beta: v.beta }, new RandomStream(1));
    vectors.steps.forEach((s, i) => {
      const at = (i + 1) * v.Tupdate;
      if (s.curq > 0) q.enqueue(packet(Ecn.NotEct, at - s.curq), i * v.Tupdate);
      q.dequeue(at);
      while (q.packets > 0) q.dequeue(at);
      expect(q.pBase).toBeCloseTo(s.p, 12);
      expect(q.pC).toBeCloseTo(s.p_C, 12);
      expect(q.pCL).toBeCloseTo(Math.min(1, s.p_CL), 12);
    });
  });
});

describe('DualPI2: updates between events', () => {
  it('several updates due between two events each use the Classic head\'s sojourn at its own instant k·Tupdate', () => {
    const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, RFC, new RandomStream(1));
    q.enqueue(packet(Ecn.NotEct, 0.001), 0.001);
    const T = RFC.tUpdate;
    // The next event comes after three updates (at T, 2T, 3T); the head waited since 0.001.
    q.enqueue(packet(Ecn.NotEct, 3.5 * T), 3.5 * T);
    let p = 0;
    let prevq = 0;
    for (const at of [T, 2 * T, 3 * T]) {
      p = pi2Update(p, at - 0.001, prevq, RFC.target, RFC.alpha, RFC.beta);
      prevq = at - 0.001;
    }
    expect(q.pBase).toBeCloseTo(p, 15);
    expect(q.pBase).toBeGreaterThan(0);
  });

  it('after an idle gap p′ is what an update at every Tupdate gives, and a gap of 10⁷ s is skipped once p′ is back at 0', () => {
    const T = RFC.tUpdate;
    const afterGap = (gap: number, probe: boolean) => {
      const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, RFC, new RandomStream(1));
      // A Classic queue that builds for a second raises p′, then drains one packet per 2 ms.
      for (let t = 0; t < 1; t += 0.002) q.enqueue(packet(Ecn.NotEct, t), t);
      let t = 1;
      while (q.packets > 0) q.dequeue((t += 0.002));
      const high = q.pBase;
      // Probing: an event at every update instant of the gap (an empty dequeue runs the updates due).
      if (probe) for (let k = Math.ceil(t / T); k * T < t + gap; k++) q.dequeue(k * T);
      q.enqueue(packet(Ecn.NotEct, t + gap), t + gap);
      return { high, after: q.pBase };
    };
    const lazy = afterGap(0.2, false);
    expect(lazy.high).toBeGreaterThan(0.05);
    expect(lazy.after).toBe(afterGap(0.2, true).after);
    expect(afterGap(1e7, false).after).toBe(0);
  });

  it('behind a Classic head that waits 10⁷ s, p′ saturates at 1 and the remaining updates are skipped with the same state', () => {
    const T = RFC.tUpdate;
    const run = (probe: boolean) => {
      const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, RFC, new RandomStream(1));
      q.enqueue(packet(Ecn.NotEct, 0), 0);
      if (probe) for (let k = 1; k * T < 2; k++) q.enqueue(packet(Ecn.NotEct, k * T), k * T);
      q.enqueue(packet(Ecn.NotEct, 2), 2);
      return q.pBase;
    };
    expect(run(false)).toBe(1);
    expect(run(false)).toBe(run(true));
    const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, RFC, new RandomStream(1));
    q.enqueue(packet(Ecn.NotEct, 0), 0);
    q.enqueue(packet(Ecn.NotEct, 1e7), 1e7);
    expect(q.pBase).toBe(1);
  });
});

describe("DualPI2: Linux's weighted round robin with C-protection (scheduler 'wrr')", () => {
  const backlogged = (params: DualPi2Params) => {
    const q = new DualPi2Queue({ limit: 4000, unit: 'packets' }, params, new RandomStream(1));
    for (let i = 0; i < 1000; i++) {
      q.enqueue(packet(Ecn.Ect1, 0), 0);
      q.enqueue(packet(Ecn.NotEct, 0), 0);
    }
    let classic = 0;
    // All at t = 0: no PI2 update yet, so nothing is dropped or marked by p′.
    for (let i = 0; i < 500; i++) if (q.dequeue(0)!.ecn === Ecn.NotEct) classic++;
    return classic;
  };

  it('gives the Classic queue its weight (10 % by default, 30 % when set) of the packets while both queues are backlogged', () => {
    expect(backlogged({ ...RFC, scheduler: 'wrr' })).toBe(50);
    expect(backlogged({ ...RFC, scheduler: 'wrr', cProtection: 30 })).toBe(150);
  });

  it('differs from the time-shifted FIFO, which serves L while the Classic head has not waited tshift longer', () => {
    expect(backlogged(RFC)).toBe(0);
  });
});

describe('DualPI2: coupling and scheduling', () => {
  it('in steady state p_C = (p_L / k)² whenever the L queue\'s native marking is inactive', () => {
    const q = new DualPi2Queue({ limit: 1000, unit: 'packets' }, RFC, new RandomStream(7));
    const gauge = (key: string) => q.gauges.find((g) => g.key === key)!;
    let checked = 0;
    // C arrivals every 1 ms (more than the 1.2 ms service) build a Classic queue; L arrivals are sparse.
    for (let i = 1; i <= 60000; i++) {
      const t = i * 0.0002;
      if (i % 5 === 0) q.enqueue(packet(Ecn.NotEct, t), t);
      if (i % 37 === 0) q.enqueue(packet(Ecn.Ect1, t), t);
      if (i % 6 === 0) {
        const lBefore = q.lPackets;
        const wasL = lBefore > 0;
        q.dequeue(t);
        if (wasL && q.lPackets < lBefore && lBefore <= RFC.thLen && gauge('pL').read() < 1) {
          const pL = gauge('pL').read();
          expect(gauge('pC').read()).toBeCloseTo((pL / RFC.k) ** 2, 12);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(q.pBase).toBeGreaterThan(0);
  });

  it('under an L4S flood the Classic queue is still served: time-shifted FIFO, its head waits at most tshift longer than the L4S head', () => {
    const q = new DualPi2Queue({ limit: 100000, unit: 'packets' }, RFC, new RandomStream(3));
    const lDelay = q.gauges.find((g) => g.key === 'lDelay')!;
    let cIn = 0;
    let cOut = 0;
    let worst = -Infinity;
    for (let i = 1; i <= 20000; i++) {
      const t = i * 0.0001;
      // L: 1.5 per ms against 0.83 served, more than the link serves even after overload drops.
      if (i % 20 === 0 || i % 20 === 7 || i % 20 === 14) q.enqueue(packet(Ecn.Ect1, t), t);
      if (i % 200 === 0) {
        q.enqueue(packet(Ecn.NotEct, t), t); // C: 1 per 20 ms
        cIn++;
      }
      if (i % 12 === 0) {
        const lBefore = lDelay.read();
        const p = q.dequeue(t);
        if (p !== null && p.ecn === Ecn.NotEct) {
          cOut++;
          // Served once its wait passed the L head's (at most one L service ago) by tshift.
          worst = Math.max(worst, t - p.enqueuedAt - lBefore - RFC.tshift);
        }
      }
    }
    expect(q.lPackets).toBeGreaterThan(100); // the flood is real: the L queue only grows
    expect(cOut).toBeGreaterThan(0.5 * cIn);
    expect(worst).toBeLessThanOrEqual(2 * 0.0012 + 1e-9);
  });

  it('DCTCP (ECT(1)) and CUBIC through DualPI2: similar rates, L4S sojourn under 2.5 ms, Classic near its 15 ms target', () => {
    const sc = findPreset('l4s-dctcp-cubic-dualpi2')!.build();
    sc.duration = 40;
    sc.record = { series: false };
    const r = runScenario(sc);
    const b = r.links[r.aggregate.bottleneck].summary;
    const g = r.flows.map((f) => f.summary.goodputBps);
    const share = g[0] / (g[0] + g[1]);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
    expect(b.utilization).toBeGreaterThan(0.95);
    expect(b.gauges.lDelay.meanAtArrivals).toBeLessThan(0.0025);
    expect(b.gauges.cDelay.meanAtArrivals).toBeGreaterThan(0.5 * 0.015);
    expect(b.gauges.cDelay.meanAtArrivals).toBeLessThan(1.5 * 0.015);
  });
});
