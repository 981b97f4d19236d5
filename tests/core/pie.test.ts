/**
 * PIE (RFC 8033) as ns-3 runs it: the probability update with its auto-tuning steps, the cap on
 * increases above 10 %, the decay of an idle queue, the burst allowance and burst state, the
 * safeguards of the drop test, de-randomisation and ECN marking.
 */
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../src/sim-core/engine/random';
import { Ecn, Packet, Proto } from '../../src/sim-core/net/packet';
import { autoTuneDivisor, BurstState, PIE_INITIAL_STATE, pieUpdate, type PieControlParams, type PieState } from '../../src/sim-core/queues/pie/pie-probability';
import { PieQueue, type PieParams } from '../../src/sim-core/queues/pie/pie-queue';

const C: PieControlParams = { target: 0.015, tUpdate: 0.015, alpha: 0.125, beta: 1.25, maxBurst: 0.15, capDropAdjustment: true };
const state = (s: Partial<PieState>): PieState => ({ ...PIE_INITIAL_STATE, ...s });

describe('PIE auto-tuning (RFC 8033 §4.2): Δ divided by 2048 … 1 as drop_prob grows', () => {
  const steps: [number, number][] = [
    [0, 2048],
    [9.9e-7, 2048],
    [1e-6, 512],
    [1e-5, 128],
    [1e-4, 32],
    [1e-3, 8],
    [1e-2, 2],
    [0.0999, 2],
    [0.1, 1],
    [0.9, 1],
  ];
  for (const [p, d] of steps) it(`drop_prob ${p} → ÷${d}`, () => expect(autoTuneDivisor(p)).toBe(d));
});

describe('PIE probability update', () => {
  it('from 0 with qdelay 30 ms: Δ = (0.125·0.015 + 1.25·0.030) / 2048', () => {
    const s = pieUpdate(state({}), 0.03, C);
    expect(s.dropProb).toBeCloseTo((0.125 * 0.015 + 1.25 * 0.03) / 2048, 15);
    expect(s.qdelayOld).toBe(0.03);
  });

  it('p = 5 %, qdelay steady at 20 ms: Δ = 0.125·0.005 / 2 → 5.03125 %', () => {
    expect(pieUpdate(state({ dropProb: 0.05, qdelayOld: 0.02 }), 0.02, C).dropProb).toBeCloseTo(0.0503125, 12);
  });

  it('above 10 % a rise is capped at 2 points per update (RFC 8033 §5.5), or not when the cap is off', () => {
    const s = state({ dropProb: 0.2, qdelayOld: 0.015 });
    expect(pieUpdate(s, 0.2, C).dropProb).toBeCloseTo(0.22, 12);
    expect(pieUpdate(s, 0.2, { ...C, capDropAdjustment: false }).dropProb).toBeCloseTo(0.2 + 0.125 * 0.185 + 1.25 * 0.185, 12);
  });

  it('decays by 2 % per update while the queue stays empty (qdelay and qdelay_old both 0)', () => {
    // Δ = 0.125·(0 − 0.015) / 2 (p in [1 %, 10 %)), then × 0.98.
    expect(pieUpdate(state({ dropProb: 0.01 }), 0, C).dropProb).toBeCloseTo((0.01 - 0.0009375) * 0.98, 12);
  });

  it('is bounded to [0, 1]', () => {
    expect(pieUpdate(state({ dropProb: 1e-7 }), 0, C).dropProb).toBe(0);
    expect(pieUpdate(state({ dropProb: 0.995, qdelayOld: 0.5 }), 1, { ...C, capDropAdjustment: false }).dropProb).toBe(1);
  });

  it('burst allowance: while it lasts the probability is held at 0; it shrinks by t_update per update', () => {
    let s = state({ burstAllowance: 0.15, burstState: BurstState.Protecting, dropProb: 0.3 });
    for (let i = 0; i < 10; i++) {
      s = pieUpdate(s, 0.5, C);
      expect(s.dropProb).toBe(0);
    }
    expect(s.burstAllowance).toBe(0);
    expect(pieUpdate(s, 0.5, C).dropProb).toBeGreaterThan(0);
  });

  it('burst state: protecting → in burst on a quiet queue, back to no burst after 1.5 s (100 updates) of quiet', () => {
    let s = pieUpdate(state({ burstState: BurstState.Protecting }), 0.001, C);
    expect(s.burstState).toBe(BurstState.InBurst);
    for (let i = 0; i < 100; i++) s = pieUpdate(s, 0.001, C);
    expect(s.burstState).toBe(BurstState.InBurst);
    s = pieUpdate(s, 0.001, C);
    expect(s.burstState).toBe(BurstState.NoBurst);
  });
});

const PARAMS: PieParams = { ...C, derandomize: false, ecn: false, markEcnThreshold: 0.1 };
const pkt = (ecn = Ecn.NotEct) => {
  const p = new Packet(0, Proto.Tcp, 0, 1, 1500);
  p.ecn = ecn;
  return p;
};

/** A PIE queue past its start-up, holding `queued` packets, with the given probability state. */
function loaded(params: PieParams, s: Partial<PieState>, queued = 5) {
  const q = new PieQueue({ limit: 1000, unit: 'packets' }, { ...params, tUpdate: 100 }, new RandomStream(1));
  const kinds: string[] = [];
  q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (_p, _t, k) => void kinds.push(k) };
  for (let i = 0; i < queued; i++) q.enqueue(pkt(), 0); // runs the update at t = 0
  q.state = state({ burstState: BurstState.InBurst, qdelayOld: 0.02, ...s });
  return { q, kinds };
}

describe('PIE drop test (RFC 8033 §4.1)', () => {
  it('the first arrival arms the 150 ms burst allowance; no random drop while it lasts', () => {
    const q = new PieQueue({ limit: 1000, unit: 'packets' }, PARAMS, new RandomStream(1));
    q.dropTest = () => true;
    q.enqueue(pkt(), 0);
    expect(q.state.burstState).toBe(BurstState.Protecting);
    expect(q.state.burstAllowance).toBe(0.15);
    q.state = { ...q.state, dropProb: 0.5, qdelayOld: 0.1 };
    for (let i = 0; i < 10; i++) expect(q.enqueue(pkt(), 0.001)).toBe(true);
  });

  it('safeguards: no drop with qdelay_old < target/2 and p < 20 %, nor with 2 packets or fewer queued', () => {
    const a = loaded(PARAMS, { dropProb: 0.15, qdelayOld: 0.007 });
    a.q.dropTest = () => true;
    expect(a.q.enqueue(pkt(), 1)).toBe(true);
    const b = loaded(PARAMS, { dropProb: 0.5 }, 2);
    b.q.dropTest = () => true;
    expect(b.q.enqueue(pkt(), 1)).toBe(true);
    const c = loaded(PARAMS, { dropProb: 0.5 }, 3);
    c.q.dropTest = () => true;
    expect(c.q.enqueue(pkt(), 1)).toBe(false);
    expect(c.kinds).toEqual(['early']);
  });

  it('drops with probability drop_prob (10 % of 20 000 arrivals, ±1 point)', () => {
    const { q } = loaded(PARAMS, { dropProb: 0.1 });
    let dropped = 0;
    for (let i = 0; i < 20000; i++) {
      if (!q.enqueue(pkt(), 1)) dropped++;
      else q.dequeue(1);
      q.state = { ...q.state, dropProb: 0.1, qdelayOld: 0.02 };
    }
    expect(Math.abs(dropped / 20000 - 0.1)).toBeLessThan(0.01);
  });

  it('de-randomisation: at p = 10 % the accumulated probability lets 8 arrivals through, then the coin decides', () => {
    const { q } = loaded({ ...PARAMS, derandomize: true }, { dropProb: 0.1 });
    q.dropTest = () => true;
    const outcome: boolean[] = [];
    for (let i = 0; i < 18; i++) outcome.push(q.enqueue(pkt(), 1));
    expect(outcome.map((ok) => (ok ? '.' : 'x')).join('')).toBe('........x........x');
  });

  it('ECN: marks ECN-capable packets below 10 %, drops them above', () => {
    const low = loaded({ ...PARAMS, ecn: true }, { dropProb: 0.05 });
    low.q.dropTest = () => true;
    const p = pkt(Ecn.Ect0);
    expect(low.q.enqueue(p, 1)).toBe(true);
    expect(p.ecn).toBe(Ecn.Ce);
    expect(low.kinds).toEqual(['ecnMark']);
    const high = loaded({ ...PARAMS, ecn: true }, { dropProb: 0.3 });
    high.q.dropTest = () => true;
    expect(high.q.enqueue(pkt(Ecn.Ect0), 1)).toBe(false);
    expect(high.kinds).toEqual(['early']);
  });

  it('a full queue is a forced (limit) drop', () => {
    const q = new PieQueue({ limit: 2, unit: 'packets' }, PARAMS, new RandomStream(1));
    const kinds: string[] = [];
    q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (_p, _t, k) => void kinds.push(k) };
    for (let i = 0; i < 3; i++) q.enqueue(pkt(), 0);
    expect(kinds).toEqual(['overflow']);
  });
});

describe('PIE queue delay and update timing', () => {
  it('qdelay is the sojourn time of the last dequeued packet, 0 once the queue is empty', () => {
    const q = new PieQueue({ limit: 100, unit: 'packets' }, PARAMS, new RandomStream(1));
    for (let i = 0; i < 2; i++) {
      const p = pkt();
      p.enqueuedAt = 0;
      q.enqueue(p, 0);
    }
    q.dequeue(0.004);
    expect(q.qdelay).toBeCloseTo(0.004, 12);
    q.dequeue(0.005);
    expect(q.qdelay).toBe(0);
  });

  it('updates every t_update from t = 0, caught up in order when the queue is next touched', () => {
    const q = new PieQueue({ limit: 100, unit: 'packets' }, { ...PARAMS, maxBurst: 0 }, new RandomStream(1));
    const p = pkt();
    p.enqueuedAt = 0;
    q.enqueue(p, 0);
    q.enqueue(pkt(), 0);
    q.dequeue(0.05); // qdelay 50 ms from t = 0.05
    q.enqueue(pkt(), 0.0899); // updates at 0.06 and 0.075 see 50 ms (those at 0 … 0.045 saw 0)
    let s = PIE_INITIAL_STATE;
    for (let i = 0; i <= 3; i++) s = pieUpdate(s, 0, { ...C, maxBurst: 0 });
    s = pieUpdate(s, 0.05, C);
    s = pieUpdate(s, 0.05, C);
    expect(q.state.dropProb).toBeCloseTo(s.dropProb, 15);
  });
});
