/** HTB as seed 000 uses it: guaranteed rates, borrowing up to ceil, the root as the shaper. */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';

function twoCbrs(udpCeil: string, tcpRateA: string, rateB: string): ScenarioInput {
  return {
    version: 1,
    duration: 20,
    measure: { from: 2, to: 18 },
    topology: {
      kind: 'graph',
      nodes: [{ id: 'a', kind: 'host' }, { id: 'b', kind: 'host' }, { id: 'r' }, { id: 'd', kind: 'host' }],
      links: [
        { from: 'a', to: 'r', rate: '10Mbit', delay: '1ms' },
        { from: 'b', to: 'r', rate: '10Mbit', delay: '1ms' },
        {
          from: 'r',
          to: 'd',
          rate: '10Mbit',
          delay: '1ms',
          monitor: true,
          queue: {
            type: 'htb',
            rate: '140kbit',
            classes: [
              { name: 'one', rate: '70kbit', ceil: '140kbit', flows: [0], queue: { type: 'droptail', limit: 50 } },
              { name: 'two', rate: '70kbit', ceil: udpCeil, flows: [1], queue: { type: 'droptail', limit: 50 } },
            ],
          },
        },
      ],
    },
    // Both sources offer far more than the shaped rate, so both classes stay backlogged.
    flows: [
      { kind: 'cbr', name: 'A', from: 'a', to: 'd', rate: tcpRateA, duration: 19, packetSize: 1000 },
      { kind: 'cbr', name: 'B', from: 'b', to: 'd', rate: rateB, duration: 19, packetSize: 1000 },
    ],
  };
}

/** Goodput counts UDP payload: 972 of every 1000 IP bytes. */
const PAYLOAD = 972 / 1000;

function goodputs(input: ScenarioInput): { a: number; b: number; util: number } {
  const r = runScenario(input);
  const b = r.links[r.aggregate.bottleneck];
  return { a: r.flows[0].summary.goodputBps, b: r.flows[1].summary.goodputBps, util: b.summary.utilization };
}

describe('HTB (seed 000 §2.19)', () => {
  it('the root shapes a 10 Mbit/s link to 140 kbit/s and utilization is measured against it', () => {
    const g = goodputs(twoCbrs('140kbit', '500kbit', '500kbit'));
    expect(g.util).toBeGreaterThan(0.97);
    expect(g.util).toBeLessThanOrEqual(1.01);
    expect(g.a + g.b).toBeLessThan(140e3 * 1.01);
  });

  it('two backlogged classes of equal rate and prio share the link equally', () => {
    const g = goodputs(twoCbrs('140kbit', '500kbit', '500kbit'));
    expect(Math.abs(g.a - g.b) / (g.a + g.b)).toBeLessThan(0.05);
  });

  it('a class is held to its ceil even when the other has little to send', () => {
    // B may reach 100 kbit/s; A offers only 20 kbit/s, so B borrows up to its ceil and no further.
    const g = goodputs(twoCbrs('100kbit', '20kbit', '500kbit'));
    expect(g.a).toBeGreaterThan(0.98 * 20e3 * PAYLOAD);
    expect(g.b).toBeGreaterThan(0.97 * 100e3 * PAYLOAD);
    expect(g.b).toBeLessThan(1.01 * 100e3 * PAYLOAD);
  });

  it('a class keeps its guaranteed rate against a greedy neighbour', () => {
    const g = goodputs(twoCbrs('140kbit', '69kbit', '900kbit'));
    expect(g.a).toBeGreaterThan(0.98 * 69e3 * PAYLOAD);
  });

  it('refuses a class whose ceil is below its rate', () => {
    const bad = twoCbrs('50kbit', '10kbit', '10kbit');
    const v = validateScenario(bad);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.errors.join('\n')).toMatch(/classes\[1\]\.ceil/);
  });
});

describe('tail-drop admission of byte-limited buffers', () => {
  it("'fits' refuses a packet that would overflow; 'below-limit' admits it while the backlog is within the limit", async () => {
    const { TailDropQueue } = await import('../../src/sim-core/queues/tail-drop');
    const { Packet, Proto } = await import('../../src/sim-core/net/packet');
    const pkt = (size: number) => new Packet(0, Proto.Tcp, 0, 1, size);
    const fits = new TailDropQueue({ limit: 2000, unit: 'bytes', admission: 'fits' });
    const below = new TailDropQueue({ limit: 2000, unit: 'bytes', admission: 'below-limit' });
    for (const q of [fits, below]) expect(q.enqueue(pkt(1500), 0)).toBe(true);
    expect(fits.enqueue(pkt(1500), 0)).toBe(false); // 3000 > 2000
    expect(fits.enqueue(pkt(132), 0)).toBe(true); // a small packet still fits
    expect(below.enqueue(pkt(1500), 0)).toBe(true); // backlog 1500 ≤ 2000: admitted, 3000 now
    expect(below.enqueue(pkt(132), 0)).toBe(false); // over the limit: small packets refused too
  });
});
