import { describe, expect, it } from 'vitest';
import type { Link } from '../../src/sim-core/net/link';
import { Ecn, Flag, Packet, Proto } from '../../src/sim-core/net/packet';
import { PacketPool } from '../../src/sim-core/net/packet-pool';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

/** Count the transmissions on `l` and the distinct packet objects among them (the observer passes every call on). */
function watchObjects(l: Link): { transmissions: number; objects: Set<Packet> } {
  const seen = { transmissions: 0, objects: new Set<Packet>() };
  const inner = l.txObserver;
  l.txObserver = {
    onTxStart(p, now, wireBytes) {
      seen.transmissions++;
      seen.objects.add(p);
      inner?.onTxStart(p, now, wireBytes);
    },
    onLinkLoss(p, now) {
      inner?.onLinkLoss(p, now);
    },
  };
  return seen;
}

const dumbbell = () => parseScenario({ ...ns3S2(2, 'droptail'), duration: 10, measure: { from: 2, to: 10 } });

describe('pooled packets', () => {
  it('hands delivered packets out again: the bottleneck carries over 20 times more transmissions than packet objects', () => {
    const sim = new Simulation(dumbbell());
    const seen = watchObjects(sim.topo.monitored[0]);
    sim.runToEnd();
    expect(seen.transmissions).toBeGreaterThan(5_000);
    expect(seen.transmissions / seen.objects.size).toBeGreaterThan(20);
  });

  it('reuses SACK lists with their packets: the ACKs of a loss episode carry over 5 times more SACK lists than list objects', () => {
    const sim = new Simulation(parseScenario({ ...ns3S2(4, 'droptail'), duration: 10, measure: { from: 2, to: 10 } }));
    const b = sim.topo.monitored[0];
    const ackLink = sim.topo.net.links.find((l) => l.from === b.to && l.to === b.from)!;
    let lists = 0;
    const objects = new Set<number[]>();
    const inner = ackLink.txObserver;
    ackLink.txObserver = {
      onTxStart(p, now, wireBytes) {
        if (p.sack !== null) {
          lists++;
          objects.add(p.sack);
        }
        inner?.onTxStart(p, now, wireBytes);
      },
      onLinkLoss: (p, now) => inner?.onLinkLoss(p, now),
    };
    sim.runToEnd();
    expect(lists).toBeGreaterThan(200);
    expect(lists / objects.size).toBeGreaterThan(5);
  });

  it('gives the same result with a pool full of an earlier run’s packets as with fresh packets', () => {
    const first = resultDigest(new Simulation(dumbbell()).runToEnd());
    // A run of another scenario leaves its packets (other flows, sizes, SACK lists) in the pool.
    new Simulation(parseScenario({ ...ns3S2(3, 'red'), duration: 5, measure: { from: 1, to: 5 } })).runToEnd();
    expect(resultDigest(new Simulation(dumbbell()).runToEnd())).toBe(first);
  });

  it('a reused packet has every field of a new one', () => {
    const pool = new PacketPool();
    const old = pool.take(3, Proto.Udp, 4, 5, 1000);
    old.seqLen = 1448;
    old.seq = 99;
    old.ack = 77;
    old.flags = Flag.SYN | Flag.FIN | Flag.ECE;
    old.ecn = Ecn.Ce;
    old.sack = [1, 2];
    old.payload = 1448;
    old.sentAt = 1.5;
    old.isRetransmission = true;
    old.enqueuedAt = 2.5;
    pool.release(old);
    const reused = pool.take(1, Proto.Tcp, 0, 2, 40);
    expect(reused).toBe(old);
    expect({ ...reused }).toEqual({ ...new Packet(1, Proto.Tcp, 0, 2, 40) });
    expect(Object.keys(reused)).toEqual(Object.keys(new Packet(1, Proto.Tcp, 0, 2, 40)));
  });
});
