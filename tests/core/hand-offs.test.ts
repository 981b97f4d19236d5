import { describe, expect, it } from 'vitest';
import type { Link } from '../../src/sim-core/net/link';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

const dumbbell = (series: boolean, over: object = {}) => parseScenario({ ...ns3S2(2, 'droptail'), duration: 10, measure: { from: 2, to: 10 }, record: { series }, ...over });

/** The bottleneck and its ACK direction. */
function lanes(sim: Simulation): { data: Link; acks: Link } {
  const data = sim.topo.monitored[0];
  const acks = sim.topo.net.links.find((l) => l.from === data.to && l.to === data.from)!;
  return { data, acks };
}

/** Packets (data, or pure ACKs) that `l`'s far node is handed by arrival events (NetNode.receive). */
function arrivalsAtFarNode(l: Link, data: boolean): { count: number } {
  const seen = { count: 0 };
  const node = l.to;
  const receive = node.receive.bind(node);
  node.receive = (p) => {
    if (p.payload > 0 === data) seen.count++;
    receive(p);
  };
  return seen;
}

describe('hand-offs at send time (net/hand-offs.ts)', () => {
  it('a bottleneck hands its data on to the receivers’ access links: no data packet arrives at the far router in an event', () => {
    const sim = new Simulation(dumbbell(false));
    const { data, acks } = lanes(sim);
    const dataArrivals = arrivalsAtFarNode(data, true);
    const ackArrivals = arrivalsAtFarNode(acks, false);
    const r = sim.runToEnd();
    expect(r.flows.reduce((n, f) => n + f.summary.dataPacketsSent, 0)).toBeGreaterThan(5_000);
    expect(dataArrivals.count).toBe(0);
    // Not towards a sender: its timers are clocked by the ACKs and can fall on an arrival's instant.
    expect(ackArrivals.count).toBeGreaterThan(1_000);
  });

  for (const series of [false, true]) {
    it(`gives the result of a run where every packet arrives as an event (series ${series ? 'on' : 'off'}), in fewer events`, () => {
      const handed = new Simulation(dumbbell(series)).runToEnd();
      // A node with a tap (the capture's) sees each packet at its arrival, so its links make no hand-offs.
      const plain = new Simulation(dumbbell(series));
      lanes(plain).data.to.tap = { onNodePacket: () => {} };
      const evented = plain.runToEnd();
      expect(resultDigest(handed)).toBe(resultDigest(evented));
      expect(evented.events - handed.events).toBeGreaterThan(5_000);
    });
  }

  it('makes none where a receiver’s delayed ACK could be set within the hop (Linux ACKs, 20 ms ato, 50 ms bottleneck)', () => {
    const sc = ns3S2(2, 'droptail');
    const topology = { ...sc.topology, bottleneck: { ...(sc.topology as { bottleneck: object }).bottleneck, delay: 0.05 } };
    const sim = new Simulation(dumbbell(false, { topology, tcp: { ...sc.tcp, ackPolicy: 'linux-2.4' } }));
    const dataArrivals = arrivalsAtFarNode(lanes(sim).data, true);
    sim.runToEnd();
    expect(dataArrivals.count).toBeGreaterThan(1_000);
  });
});
