/**
 * Adaptive RED (Floyd, Gummadi & Shenker 2001) as in ns-2: automatic w_q and thresholds from
 * the link rate and a target delay, and the AIMD rule for max_p (seed-001 digest A.2.6, A.6).
 */
import { describe, expect, it } from 'vitest';
import { ARED_DEFAULTS, aredAutoParams, aredStep } from '../../src/sim-core/queues/adaptive-red';
import { runScenario } from '../../src/sim-core/scenario/run';
import { holdBacklog, redQueue } from '../helpers/red-bench';

describe('ARED automatic parameters', () => {
  it('10 Mbit/s, 1250-byte packets, target 5 ms → C = 1000 pkt/s, w_q = 1 − e^(−1/1000), (min, max) = (5, 15) by the 5-packet floor', () => {
    const a = aredAutoParams(10e6, 1250, 0.005);
    expect(a.capacityPps).toBeCloseTo(1000, 9);
    expect(a.wq).toBeCloseTo(1 - Math.exp(-0.001), 15);
    expect(a.wq).toBeCloseTo(9.995e-4, 7);
    expect(a.minTh).toBe(5);
    expect(a.maxTh).toBe(15);
  });

  it('target 60 ms → (min, max) = (30, 90)', () => {
    const a = aredAutoParams(10e6, 1250, 0.06);
    expect(a.minTh).toBeCloseTo(30, 9);
    expect(a.maxTh).toBeCloseTo(90, 9);
  });

  it('a faster link gets a smaller w_q', () => {
    expect(aredAutoParams(100e6, 1250, 0.005).wq).toBeLessThan(aredAutoParams(10e6, 1250, 0.005).wq);
  });
});

describe('ARED max_p adaptation step (ns-2 AIMD rule)', () => {
  // min 5, max 15: target band [5 + 0.4·10, 15 − 0.4·10] = [9, 11].
  const step = (maxP: number, avg: number) => aredStep(maxP, avg, 5, 15, ARED_DEFAULTS);

  it('defaults: interval 0.5 s, α 0.01, β 0.9, max_p in [0.01, 0.5]', () => {
    expect(ARED_DEFAULTS).toMatchObject({ interval: 0.5, alpha: 0.01, beta: 0.9, bottom: 0.01, top: 0.5 });
  });

  it('avg above the target band: max_p 0.1 → 0.1 + min(0.01, 0.1/4) = 0.11', () => {
    expect(step(0.1, 12)).toBeCloseTo(0.11, 15);
  });

  it('avg below the target band: max_p 0.1 → 0.9·0.1 = 0.09', () => {
    expect(step(0.1, 8)).toBeCloseTo(0.09, 15);
  });

  it('avg inside the band [9, 11]: unchanged', () => {
    expect(step(0.1, 10)).toBe(0.1);
    expect(step(0.1, 9.01)).toBe(0.1);
    expect(step(0.1, 10.99)).toBe(0.1);
  });

  it('the increase is max_p/4 when that is below α (max_p 0.02 → 0.025)', () => {
    expect(step(0.02, 14)).toBeCloseTo(0.025, 15);
  });

  it('max_p stays clamped in [0.01, 0.5]', () => {
    expect(step(0.5, 14)).toBe(0.5);
    expect(step(0.495, 14)).toBe(0.5);
    expect(step(0.01, 6)).toBe(0.01);
    expect(step(0.0105, 6)).toBe(0.01);
    let p = 0.1;
    for (let i = 0; i < 200; i++) p = step(p, 14);
    expect(p).toBe(0.5);
    for (let i = 0; i < 200; i++) p = step(p, 6);
    expect(p).toBe(0.01);
  });
});

describe('Adaptive RED queue: max_p adapts at most once per 0.5 s interval', () => {
  it('with the average held above the band, max_p climbs by 0.01 per step, never twice within 0.5 s; below the band it falls by ×0.9', () => {
    // w_q = 1 holds avg = backlog; 13 packets is above the band [9, 11].
    const { q } = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP: 0.1, adaptive: { ...ARED_DEFAULTS }, limit: { limit: 100, unit: 'packets' } }, 77);
    const changes: { t: number; from: number; to: number }[] = [];
    let last = q.currentMaxP;
    const watch = (t: number) => {
      if (q.currentMaxP !== last) {
        changes.push({ t, from: last, to: q.currentMaxP });
        last = q.currentMaxP;
      }
    };
    // 10 s at one arrival per 3 ms, backlog 13.
    const up = holdBacklog(q, 13, 3333, { dt: 0.003, onArrival: watch });
    const nUp = changes.length;
    expect(nUp).toBeGreaterThanOrEqual(15); // ~ every 0.5 s for 10 s
    expect(changes[0].t).toBeGreaterThanOrEqual(0.5);
    for (const c of changes) expect(c.to - c.from).toBeCloseTo(0.01, 12);
    // Then 10 s with the backlog at 6, below the band.
    while (q.packets > 6) q.dequeue(up.end);
    holdBacklog(q, 6, 3333, { t0: up.end, dt: 0.003, onArrival: watch });
    const down = changes.slice(nUp);
    expect(down.length).toBeGreaterThanOrEqual(15);
    for (const c of down) expect(c.to / c.from).toBeCloseTo(0.9, 12);
    for (let i = 1; i < changes.length; i++) expect(changes[i].t - changes[i - 1].t).toBeGreaterThanOrEqual(0.5);
    // …and adaptation is not starved: while out of band, consecutive steps are ~0.5 s apart.
    for (let i = 1; i < nUp; i++) expect(changes[i].t - changes[i - 1].t).toBeLessThan(0.51);
  });

  it('with the average inside the band, max_p never moves', () => {
    const { q } = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP: 0.1, adaptive: { ...ARED_DEFAULTS }, limit: { limit: 100, unit: 'packets' } }, 78);
    let moved = false;
    holdBacklog(q, 10, 3000, { dt: 0.005, onArrival: () => (moved ||= q.currentMaxP !== 0.1) });
    expect(moved).toBe(false);
  });

  it('a non-adaptive RED queue keeps max_p fixed whatever the average', () => {
    const { q } = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP: 0.1, limit: { limit: 100, unit: 'packets' } }, 79);
    holdBacklog(q, 13, 3000, { dt: 0.005 });
    expect(q.currentMaxP).toBe(0.1);
  });
});

describe('Adaptive RED in a scenario', () => {
  it('an ARED bottleneck (10 Mbit/s, 1250 B packets, 5 ms) gets the automatic parameters and adapts max_p at most every 0.5 s within [0.01, 0.5]', () => {
    const r = runScenario({
      version: 1,
      seed: 5,
      duration: 20,
      topology: {
        kind: 'dumbbell',
        bottleneck: { rate: '10Mbit', delay: '20ms', queue: { type: 'ared', limit: 200, targetDelay: 0.005, meanPktSize: 1250 } },
        access: { rate: '100Mbit', delay: '5ms' },
      },
      tcp: { mss: 1210 },
      flows: Array.from({ length: 8 }, (_, i) => ({ kind: 'tcp' as const, start: 0.05 * i, bytes: null })),
    });
    const l = r.links[0];
    expect(l.queueKind).toBe('ared');
    expect({ ...l.queueInfo.thresholds, ...l.queueInfo.settings }).toMatchObject({ minTh: 5, maxTh: 15, gentle: true });
    expect(l.queueInfo.settings.wq).toBeCloseTo(1 - Math.exp(-1 / 1000), 12);
    const { t, maxP } = l.series!.queue;
    const changes: number[] = [];
    for (let i = 1; i < maxP.length; i++) {
      expect(maxP[i]).toBeGreaterThanOrEqual(0.01 - 1e-12);
      expect(maxP[i]).toBeLessThanOrEqual(0.5 + 1e-12);
      if (maxP[i] !== maxP[i - 1]) changes.push(t[i]);
    }
    // Eight long flows on a 15-packet max_th keep the average above the band: it must adapt.
    expect(changes.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < changes.length; i++) expect(changes[i] - changes[i - 1]).toBeGreaterThanOrEqual(0.5);
  });
});

describe('seed 001 buffer sizes and the gentle region with ECN (A.6 #2, #4)', async () => {
  const { SEED001_BDP_PACKETS, seed001Queue } = await import('../../src/sim-core/scenario/seed001-presets');

  it('BDP = 10 Mbit/s × 74 ms / (1250 B × 8) = 74 packets; buffers 111 (1.5·BDP), 148 (2·BDP), 370 (ARED, 5·BDP)', () => {
    expect(SEED001_BDP_PACKETS).toBe(74);
    expect(seed001Queue('dt111')).toMatchObject({ type: 'droptail', limit: 111 });
    expect(seed001Queue('dt148')).toMatchObject({ type: 'droptail', limit: 148 });
    expect(seed001Queue('ared5-ecn')).toMatchObject({ type: 'ared', limit: 370, targetDelay: 0.005, ecn: true });
    expect(seed001Queue('ared60')).toMatchObject({ type: 'ared', limit: 370, targetDelay: 0.06, ecn: false });
  });

  it('original RED (§6.3): (5, 15) and (30, 90), w_q = 1/512, fixed max_p 0.1, neither gentle nor adaptive, resolved as such', async () => {
    const { resolveRedConfig } = await import('../../src/sim-core/queues/red-discipline');
    const { parseScenario } = await import('../../src/sim-core/scenario/validate');
    const { seed001Web } = await import('../../src/sim-core/scenario/seed001-presets');
    for (const [q, minTh, maxTh] of [['red5-15', 5, 15], ['red30-90', 30, 90]] as const) {
      const sc = parseScenario({ ...seed001Web({ load: 0.8, queue: q, variant: 'reno' }), record: { series: false } });
      if (sc.topology.kind !== 'dumbbell') throw new Error('dumbbell expected');
      const spec = sc.topology.bottleneck.queue;
      if (spec.type !== 'red') throw new Error('red expected');
      const c = resolveRedConfig(spec, 10e6);
      expect(c).toMatchObject({ minTh, maxTh, maxP: 0.1, wq: 1 / 512, gentle: false, adaptive: null, ecn: false });
      expect(sc.topology.bottleneck.reverseQueue).toEqual(spec);
    }
  });

  it('ARED+ECN-5ms thresholds (5, 15), gentle, ECN: ECT packets are marked below max_th but dropped in the gentle region (backlog 22 of 30)', async () => {
    const { redQueue, packet } = await import('../helpers/red-bench');
    const { DropKind } = await import('../../src/sim-core/queues/drop-reasons');
    const mk = (level: number) => {
      const r = redQueue({ wq: 1, minTh: 5, maxTh: 15, maxP: 0.1, gentle: true, ecn: true, hardDrop: true, limit: { limit: 370, unit: 'packets' } }, 5);
      while (r.q.packets < level) r.q.enqueue(packet(), 0);
      const before = [...r.tally.byKind];
      for (let i = 0; i < 2000; i++) if (r.q.enqueue(packet(1250, true), 0)) r.q.dequeue(0);
      return r.tally.byKind.map((x, k) => x - before[k]);
    };
    const below = mk(12);
    expect(below[DropKind.EcnMark]).toBeGreaterThan(50);
    expect(below[DropKind.Early]).toBe(0);
    const gentle = mk(22);
    expect(gentle[DropKind.Early]).toBeGreaterThan(500);
    expect(gentle[DropKind.EcnMark]).toBe(0);
  });
});
