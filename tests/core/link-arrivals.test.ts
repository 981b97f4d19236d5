/**
 * A link's arrivals at its far end wait as keys in a keyed lane (src/sim-core/engine/keyed-lane.ts)
 * whose head stands in the simulator's heap as one event object the lane reuses: an arrival takes
 * no event object from the simulator's pool and stores none into a ring (docs/benchmarks.md, issue
 * 38, fourteenth session). The packets arrive when and in the order they did. And the ends of
 * transmission a packet waits for, on a monitored link (where packets queue), run from a direct
 * lane, never entering the heap.
 */
import { describe, expect, it } from 'vitest';
import { EventQueue, type ScheduledEvent } from '../../src/sim-core/engine/event-queue';
import { Tag } from '../../src/sim-core/engine/event-tags';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { Link } from '../../src/sim-core/net/link';
import type { NetNode } from '../../src/sim-core/net/node';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { TailDropQueue } from '../../src/sim-core/queues/tail-drop';

const RATE = 8e6; // 1 000-byte packets take 1 ms on the wire
const DELAY = 0.004;

describe("a link's arrivals", () => {
  it('take no pooled event object, and arrive one wire time plus the delay after they were sent, in order', () => {
    const sim = new Simulator();
    const arrived: [number, number][] = [];
    const to = { receive: (p: Packet) => arrived.push([p.seq, sim.now]) } as unknown as NetNode;
    const link = new Link(0, 'a->b', {} as NetNode, to, RATE, DELAY, new TailDropQueue({ limit: 100, unit: 'packets', admission: 'fits' }), 0, 0, sim);
    // Count the events taken from the simulator's pool (every post of a pooled event pops one).
    const pool = (sim as unknown as { free: unknown[] }).free;
    let taken = 0;
    const pop = pool.pop.bind(pool);
    pool.pop = () => {
      taken++;
      return pop();
    };
    // 50 packets alone on the wire, then a burst of 50 that queue: several propagate at once.
    for (let i = 0; i < 100; i++) {
      const t = i < 50 ? 0.003 * i : 0.2;
      sim.at(t, 99, () => {
        const p = new Packet(1, Proto.Tcp, 0, 1, 1000);
        p.seq = i;
        link.send(p);
      });
    }
    sim.run();
    // Only the burst's 49 ends of transmission, each with a packet waiting for the wire (link.ts,
    // awaitTxEnd), are events from the pool; none of the 100 arrivals is.
    expect(taken).toBe(49);
    expect(arrived.map(([seq]) => seq)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    for (let i = 0; i < 50; i++) expect(arrived[i][1]).toBeCloseTo(0.003 * i + 0.001 + DELAY, 12);
    for (let i = 50; i < 100; i++) expect(arrived[i][1]).toBeCloseTo(0.2 + 0.001 * (i - 49) + DELAY, 12);
    expect(sim.pending).toBe(0);
  });
});

describe("a monitored link's ends of transmission", () => {
  it('never enter the event heap on a dumbbell (they run from a direct lane)', () => {
    const sim = new Simulation(parseScenario({ ...ns3S2(5, 'droptail'), duration: 5, measure: { from: 1, to: 5 }, record: { series: false } }));
    const bottleneck = (sim as unknown as { topo: { monitored: Link[] } }).topo.monitored[0];
    const endOfTx = (bottleneck as unknown as { quietTxDoneFn: () => void }).quietTxDoneFn;
    let inHeap = 0;
    const push = EventQueue.prototype.push;
    EventQueue.prototype.push = function (this: EventQueue, ev: ScheduledEvent) {
      if (ev.run === endOfTx) inHeap++;
      push.call(this, ev);
    };
    try {
      sim.runToEnd();
    } finally {
      EventQueue.prototype.push = push;
    }
    // Packets queued at the bottleneck, each waiting for the end of the transmission before it.
    const monitor = sim.monitors.find((m) => m.link === bottleneck)!;
    expect(monitor.countersIn(0, 5).maxQueuePackets).toBeGreaterThan(10);
    expect(inHeap).toBe(0);
  });
});
