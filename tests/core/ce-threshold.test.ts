/**
 * The CE threshold for L4S in CoDel and FQ-CoDel (queues/codel/ce-threshold.ts): Linux's
 * ce_threshold (CoDel still runs, then selected packets above the threshold are marked) and
 * ns-3's UseL4s (selected packets skip CoDel), compared in CoDel's 1024 ns units.
 */
import { describe, expect, it } from 'vitest';
import { Ecn, Packet, Proto } from '../../src/sim-core/net/packet';
import { CoDelQueue } from '../../src/sim-core/queues/codel/codel-queue';
import type { CeThreshold } from '../../src/sim-core/queues/codel/ce-threshold';
import { buildQueue } from '../../src/sim-core/queues/registry';
import { RandomStream } from '../../src/sim-core/engine/random';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { findPreset } from '../../src/sim-core/scenario/presets';

const pkt = (ecn: Ecn, flow = 1) => {
  const p = new Packet(flow, Proto.Tcp, 0, 1, 1500);
  p.ecn = ecn;
  return p;
};

function codel(ce: CeThreshold | null) {
  const q = new CoDelQueue({ limit: 1000, unit: 'packets' }, { target: 0.005, interval: 0.1, minBytes: 1500, ecn: false, ceThreshold: ce });
  const marks: Packet[] = [];
  const drops: Packet[] = [];
  q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (p: Packet, _t: number, reason: string) => (reason === 'ecnMark' ? marks : drops).push(p) } as never;
  return { q, marks, drops };
}

describe('CE threshold', () => {
  it('marks an ECT(1) packet only when its sojourn is above the threshold in 1024 ns units (1 ms = 976 units: 1.000448 ms marks, 1.0004 ms does not)', () => {
    const { q, marks } = codel({ threshold: 0.001, select: 'ect1', mode: 'linux' });
    const a = pkt(Ecn.Ect1);
    q.enqueue(a, 0);
    expect(q.dequeue(0.0010004)!.ecn).toBe(Ecn.Ect1);
    const b = pkt(Ecn.Ect1);
    q.enqueue(b, 1);
    expect(q.dequeue(1.000448)!.ecn).toBe(Ecn.Ce);
    expect(marks).toEqual([b]);
  });

  it("selects ECT(1) only by default; 'ect' takes every ECN-capable packet; not-ECT packets are never marked", () => {
    const one = codel({ threshold: 0.001, select: 'ect1', mode: 'linux' });
    const all = codel({ threshold: 0.001, select: 'ect', mode: 'linux' });
    for (const [c, want] of [
      [one, [Ecn.Ect0, Ecn.NotEct, Ecn.Ce]],
      [all, [Ecn.Ce, Ecn.NotEct, Ecn.Ce]],
    ] as const) {
      const ps = [pkt(Ecn.Ect0), pkt(Ecn.NotEct), pkt(Ecn.Ect1)];
      ps.forEach((p) => c.q.enqueue(p, 0));
      const out = [c.q.dequeue(0.002)!, c.q.dequeue(0.0021)!, c.q.dequeue(0.0022)!];
      expect(out.map((p) => p.ecn)).toEqual(want);
    }
  });

  it('ns-3 mode: ECT(1) packets skip CoDel (never dropped, however long the standing queue), Linux mode: CoDel still drops them', () => {
    const run = (mode: 'linux' | 'ns3') => {
      const c = codel({ threshold: 0.001, select: 'ect1', mode });
      // A standing queue of 50 ms for 1 s: CoDel (5 ms / 100 ms) would drop.
      let t = 0;
      for (let i = 0; i < 40; i++) c.q.enqueue(pkt(Ecn.Ect1), t);
      for (let i = 0; i < 1000; i++) {
        t += 0.0012;
        c.q.enqueue(pkt(Ecn.Ect1), t);
        c.q.dequeue(t);
      }
      return c;
    };
    const ns3 = run('ns3');
    expect(ns3.drops).toHaveLength(0);
    expect(ns3.marks.length).toBeGreaterThan(900);
    expect(ns3.q.controller.dropping).toBe(false);
    const linux = run('linux');
    expect(linux.drops.length).toBeGreaterThan(0);
  });

  it('FQ-CoDel passes the threshold to every flow queue, and the registry builds it from the spec', () => {
    const q = buildQueue({ type: 'fq-codel', limit: 10240, flows: 1024, quantum: 1500, target: 0.005, interval: 0.1, minBytes: 1500, ecn: true, dropBatch: 64, perturbation: 0, ceThreshold: 0.001, ceThresholdSelect: 'ect1', ceThresholdMode: 'ns3' } as never, 10e6, () => new RandomStream(1));
    const marks: Packet[] = [];
    q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (p: Packet, _t: number, reason: string) => reason === 'ecnMark' && marks.push(p) } as never;
    const a = pkt(Ecn.Ect1, 1);
    const b = pkt(Ecn.Ect1, 2);
    q.enqueue(a, 0);
    q.enqueue(b, 0);
    q.dequeue(0.0005);
    q.dequeue(0.0017);
    expect(marks).toEqual([b]);
  });

  it('a selector or model without a threshold is refused; the teaching preset validates', () => {
    const sc = findPreset('l4s-dctcp-cubic-fqcodel')!.build();
    expect(validateScenario(sc).ok).toBe(true);
    if (sc.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    sc.topology.bottleneck.queue = { type: 'fq-codel', ceThresholdMode: 'ns3' } as never;
    const v = validateScenario(sc);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('ceThresholdMode needs ceThreshold');
  });
});
