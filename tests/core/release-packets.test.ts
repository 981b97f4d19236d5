import { beforeEach, describe, expect, it } from 'vitest';
import { CaptureRecorder } from '../../src/capture/recorder';
import type { Packet } from '../../src/sim-core/net/packet';
import { packetPool } from '../../src/sim-core/net/packet-pool';
import { QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import { ns3S2, PRESETS } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runToEnd } from '../../src/sim-core/scenario/run';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { emptyPacketPool, pooledPackets } from '../helpers/packet-pool';

/** Every visit the run's links make (Link.forEachPacket), in order, duplicates kept. */
function visits(sim: Simulation): Packet[] {
  const out: Packet[] = [];
  for (const l of sim.topo.net.links) l.forEachPacket((p) => out.push(p));
  return out;
}

/** Packets the run's links and queues hold, counted as the run's own gauges count them. */
function held(sim: Simulation): number {
  let n = 0;
  for (const l of sim.topo.net.links) n += l.qdisc.packets + l.inDevice + l.propagating;
  return n;
}

/** The first preset of each registered queue discipline, so every discipline's forEachPacket is exercised. */
const byDiscipline = QUEUE_DISCIPLINES.map((d) => {
  const preset = PRESETS.find((p) => JSON.stringify(p.build()).includes(`"type":"${d.name}"`));
  return { discipline: d.name, preset };
});

describe('a finished run hands its packets back to the pool (Simulation.releasePackets)', () => {
  // What a release adds is counted exactly (emptyPacketPool says why it is needed).
  beforeEach(() => void emptyPacketPool());

  it('some preset uses each registered queue discipline but ARED, which is RED’s class (RedQueue) with its adaptation on', () => {
    expect(byDiscipline.filter((x) => x.preset === undefined).map((x) => x.discipline)).toEqual(['ared']);
  });

  /**
   * Stop the run every `slice` events (as the worker's slices and a cancel do) and check there
   * that the links visit each packet they hold once, as many as the run's own gauges count, and
   * none that is already in the pool (a delivered one). Returns the stops that held packets.
   */
  function checkStops(sim: Simulation, slice: number, maxStops: number): number {
    let busy = 0;
    for (let stop = 0; stop < maxStops && !sim.finished; stop++) {
      sim.advance(Number.POSITIVE_INFINITY, slice);
      const seen = visits(sim);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(held(sim));
      const free = pooledPackets();
      expect(seen.filter((p) => free.has(p))).toEqual([]);
      if (seen.length > 0) busy++;
    }
    return busy;
  }

  for (const { discipline, preset } of byDiscipline.filter((x) => x.preset !== undefined)) {
    it(`${discipline} (${preset!.name}), stopped every 199 events: its links visit each packet they hold once, none already in the pool, as many as the run counts; releasing hands them all over`, () => {
      const sim = new Simulation(parseScenario(preset!.build()));
      expect(checkStops(sim, 199, 120)).toBeGreaterThanOrEqual(10);
      const count = visits(sim).length;
      const before = packetPool.size;
      sim.releasePackets();
      expect(packetPool.size).toBe(before + count);
    });
  }

  it('a quiet transmission’s packet is visited once, where it propagates, and not again on the wire after it has been delivered', () => {
    // The 10-flow dumbbell's access links and ACK directions transmit quietly: stop every 97 events.
    const sim = new Simulation(parseScenario({ ...ns3S2(10, 'droptail'), duration: 3, measure: { from: 1 } }));
    // (the first stops come before the flows start)
    expect(checkStops(sim, 97, 150)).toBeGreaterThan(140);
  });

  it('the next run reuses them and its result is unchanged; the released run cannot go on', () => {
    const sc = parseScenario({ ...ns3S2(10, 'droptail'), duration: 8, measure: { from: 2 } });
    const sim = new Simulation(sc);
    const first = sim.runToEnd();
    const inFlight = held(sim);
    expect(inFlight).toBeGreaterThan(100);
    const mine = new Set(visits(sim));
    sim.releasePackets();
    expect(() => sim.advance(Number.POSITIVE_INFINITY)).toThrow(/releasePackets/);
    // A second release gives nothing twice.
    const size = packetPool.size;
    sim.releasePackets();
    expect(packetPool.size).toBe(size);
    // The next run's packets include the released ones, and it computes the same result.
    const next = new Simulation(sc);
    const objects = new Set<Packet>();
    for (const l of next.topo.net.links) {
      const inner = l.txObserver;
      l.txObserver = { onTxStart: (p, now, bytes) => (objects.add(p), inner?.onTxStart(p, now, bytes)), onLinkLoss: (p, now) => inner?.onLinkLoss(p, now) };
    }
    const second = next.runToEnd();
    expect([...mine].filter((p) => objects.has(p)).length).toBe(mine.size);
    expect(resultDigest(second)).toBe(resultDigest(first));
    expect(resultDigest(runToEnd(sc))).toBe(resultDigest(first));
  });

  it('releases nothing while a node has a tap (a capture keys its rows by packet object)', () => {
    const sim = new Simulation(parseScenario({ ...ns3S2(2, 'droptail'), duration: 3, measure: { from: 1 } }));
    new CaptureRecorder(sim);
    sim.runToEnd();
    expect(held(sim)).toBeGreaterThan(0);
    const before = packetPool.size;
    sim.releasePackets();
    expect(packetPool.size).toBe(before);
  });
});
