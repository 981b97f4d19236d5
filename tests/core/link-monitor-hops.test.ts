/**
 * The link monitor's per-hop bookkeeping (src/sim-core/metrics/link-monitor.ts), trimmed for the
 * hop most packets make: through an empty discipline onto an idle wire (docs/benchmarks.md, issue
 * 38, thirteenth session). The trims must leave every count, maximum, integral and histogram as
 * the plain per-packet arithmetic makes them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { DelayHistogram } from '../../src/sim-core/metrics/delay-histogram';
import { LinkMonitor } from '../../src/sim-core/metrics/link-monitor';
import { RecordBudget } from '../../src/sim-core/metrics/record-budget';
import { Link } from '../../src/sim-core/net/link';
import type { NetNode } from '../../src/sim-core/net/node';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { TailDropQueue } from '../../src/sim-core/queues/tail-drop';

const RATE = 8e6; // 1 000-byte packets take 1 ms on the wire

/** A tail-drop link watched by a monitor over [0.01, 0.5) s, and a way to send a packet at a time. */
function rig() {
  const sim = new Simulator();
  const to = { receive: () => {} } as unknown as NetNode;
  const qdisc = new TailDropQueue({ limit: 8, unit: 'packets', admission: 'fits' });
  const link = new Link(0, 'a->b', {} as NetNode, to, RATE, 0.004, qdisc, 0, 0, sim);
  const monitor = new LinkMonitor(link, new Map(), false, { from: 0.01, to: 0.5 }, new RecordBudget(1e6));
  qdisc.observer = monitor;
  link.txObserver = monitor;
  let seq = 0;
  const sendAt = (t: number) =>
    sim.at(t, 99, () => {
      const p = new Packet(1, Proto.Tcp, 0, 1, 1000);
      p.seq = seq++;
      link.send(p);
    });
  return { sim, monitor, sendAt };
}

afterEach(() => vi.restoreAllMocks());

describe('link monitor: a pass-through hop', () => {
  it('bins its zero sojourn without add()’s binning, into the histogram add(0) makes', () => {
    const { sim, monitor, sendAt } = rig();
    // 100 packets 3 ms apart: each finds the queue empty and the wire idle.
    for (let i = 0; i < 100; i++) sendAt(0.003 * i);
    const add = vi.spyOn(DelayHistogram.prototype, 'add');
    sim.run();
    expect(add).not.toHaveBeenCalled();
    const h = monitor.countersIn(0, sim.now).sojourn;
    const expected = new DelayHistogram();
    add.mockRestore();
    // The packets inside the window: t = 0.012 … 0.297 s.
    for (let i = 4; i < 100; i++) expected.add(0);
    expect(h.count).toBe(96);
    expect(Object.is(h.sum, expected.sum)).toBe(true);
    for (const q of [0.01, 0.5, 0.99, 1]) expect(h.quantile(q)).toBe(expected.quantile(q));
  });

  it('stores no time of change (the backlog stays empty); a queued packet still integrates from its arrival', () => {
    const { sim, monitor, sendAt } = rig();
    let stores = 0;
    let lastT = 0;
    Object.defineProperty(monitor, 'lastT', {
      get: () => lastT,
      set: (v: number) => {
        stores++;
        lastT = v;
      },
    });
    for (let i = 0; i < 20; i++) sendAt(0.02 + 0.003 * i);
    sim.run();
    expect(stores).toBe(0);
    // Three packets at once: two wait, a backlog of 2 for 1 ms and of 1 for 1 ms, 3 packet-ms.
    const { sim: sim2, monitor: m2, sendAt: send2 } = rig();
    for (let i = 0; i < 3; i++) send2(0.1);
    sim2.run();
    const c = m2.countersIn(0, sim2.now);
    expect(c.packetSeconds).toBeCloseTo(0.003, 12);
    expect(c.maxQueuePackets).toBe(2);
    expect(c.sojourn.count).toBe(3);
  });
});

describe('link monitor: one measurement window', () => {
  it('is not reached through a list of windows on any hop (its first window is a field of its own)', () => {
    const { sim, monitor, sendAt } = rig();
    // Count every element read from any list of windows the monitor keeps (main kept all of them in one).
    let elementReads = 0;
    const m = monitor as unknown as Record<string, unknown>;
    for (const key of ['windows', 'more']) {
      const list = m[key];
      if (!Array.isArray(list)) continue;
      m[key] = new Proxy(list, {
        get(target, prop, receiver) {
          if (typeof prop === 'string' && /^\d+$/.test(prop)) elementReads++;
          return Reflect.get(target, prop, receiver);
        },
      });
    }
    // Pass-throughs, then bursts that queue (enqueue, dequeue, transmission hooks).
    for (let i = 0; i < 40; i++) sendAt(0.003 * i);
    for (let i = 0; i < 30; i++) sendAt(0.2 + 0.01 * Math.floor(i / 3));
    sim.run();
    expect(elementReads).toBe(0);
    const c = monitor.countersIn(0, sim.now);
    expect(c.txPackets).toBe(70);
    // Inside [0.01, 0.5): 36 of the first 40, and the 30 of the bursts.
    expect(c.arrivalsInWindow).toBe(66);
  });
});
