import { describe, expect, it } from 'vitest';
import { replicate, runOnce, summariseRuns, type RunSummary } from '../../src/sim-core/experiments/replicate';
import { sweepJobs, runSweep } from '../../src/sim-core/experiments/sweep';
import { seed000TestA } from '../../src/sim-core/scenario/seed000-presets';
import { newFlowCounters } from '../../src/sim-core/metrics/flow-trace';
import { flowSummary } from '../../src/sim-core/metrics/summary';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { RandomStream } from '../../src/sim-core/engine/random';
import { HostJitter } from '../../src/sim-core/net/host-jitter';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

function fakeRun(seed: number, elapsed: [number, number, number]): RunSummary {
  return {
    seed,
    traceHash: '',
    endTime: 40,
    kinds: ['tcp', 'tcp', 'tcp'],
    flows: elapsed.map((et) => {
      const k = newFlowCounters(0);
      k.finAckedAt = et;
      return flowSummary(k, 1000, true, 40);
    }),
  };
}

describe('replications', () => {
  it('relabel the big flows fastest/slowest per run and count exceptions', () => {
    const s = summariseRuns([fakeRun(1, [30, 36, 10]), fakeRun(2, [37, 29, 31]), fakeRun(3, [33, 35, 36])], { bigFlows: [0, 1], lateFlow: 2 });
    expect(s.fastest!['flow.elapsed'].median).toBe(30);
    expect(s.slowest!['flow.elapsed'].median).toBe(36);
    // Run 2: the late flow (31 s) outlasts the fastest big flow (29 s); run 3 likewise (36 > 33).
    expect(s.exceptions).toBe(2);
  });

  it('the seed drives the variation: different seeds differ, the same seed repeats exactly', () => {
    const a = runOnce(seed000TestA('droptail', 2), 1);
    const b = runOnce(seed000TestA('droptail', 2), 2);
    const a2 = runOnce(seed000TestA('droptail', 2), 1);
    expect(a.traceHash).not.toBe(b.traceHash);
    expect(a2.traceHash).toBe(a.traceHash);
  });

  it('without variability, tail-drop replications are identical (the testbed is deterministic)', () => {
    const sc = { ...(seed000TestA('droptail', 2) as object), variability: { startJitter: 0, hostJitter: 0 } };
    const s = replicate(sc as never, 3);
    expect(new Set(s.runs.map((r) => r.traceHash)).size).toBe(1);
  });

  it('host jitter keeps packets in order and conserves them', () => {
    // Unit: bursts of sends through one host's jitter leave in the order they were sent, none
    // before its send time nor later than max after it (or after its predecessor), none lost.
    const sim = new Simulator();
    const sent: Packet[] = [];
    const left: { p: Packet; at: number }[] = [];
    const jitter = new HostJitter(sim, new RandomStream(7), 0.02, (p) => left.push({ p, at: sim.now }));
    const sendAt = new Map<Packet, number>();
    const gaps = new RandomStream(8);
    let t = 0;
    for (let i = 0; i < 2000; i++) {
      t += gaps.uniform() < 0.5 ? 0 : 0.01 * gaps.uniform(); // half the packets in same-instant bursts
      const p = new Packet(i, Proto.Udp, 1, 2, 100);
      sim.at(t, 0, () => {
        sendAt.set(p, sim.now);
        sent.push(p);
        jitter.send(p);
      });
    }
    sim.run();
    expect(left.map((x) => x.p)).toEqual(sent);
    expect(jitter.held).toBe(0);
    let prev = 0;
    let delayed = 0;
    for (const { p, at } of left) {
      expect(at).toBeGreaterThanOrEqual(sendAt.get(p)!);
      expect(at).toBeLessThanOrEqual(Math.max(prev, sendAt.get(p)! + 0.02));
      if (at > sendAt.get(p)!) delayed++;
      prev = at;
    }
    expect(delayed).toBeGreaterThan(1900);

    // Whole runs: with a buffer that never fills, 20 ms of host jitter reorders nothing (no
    // duplicate ACK at any sender) and every packet is consumed, dropped or still in flight.
    const noLoss = { ...(seed000TestA('droptail', 0) as object), topology: { kind: 'testbed', bottleneckRate: 143360, bottleneckQueue: { type: 'droptail', limit: 1e6, unit: 'bytes' } } };
    const hashes = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const r = new Simulation(parseScenario({ ...noLoss, seed, record: { series: false } })).runToEnd();
      hashes.add(r.traceHash);
      for (const f of r.flows) {
        expect(f.summary.queueDrops).toBe(0);
        expect(f.summary.dupAcks, `seed ${seed}, ${f.name}`).toBe(0);
        expect(f.summary.deliveredBytes).toBeGreaterThan(0);
      }
      const c = r.conservation;
      expect(c.originated).toBeGreaterThan(0);
      expect(c.consumed + c.dropped + c.inFlight).toBe(c.originated);
    }
    expect(hashes.size).toBe(3); // the jitter is active: each seed takes its own path
  });

  it('a sweep expands configurations × values × replications and validates every point first', () => {
    const spec = { configs: [{ name: 'td', scenario: seed000TestA('droptail', 0) }], param: 'flows.2.start', values: [0, 1], replications: 2 };
    expect(sweepJobs(spec)).toHaveLength(4);
    const rows = runSweep(spec);
    expect(rows.map((r) => `${r.value}/${r.seed}`)).toEqual(['0/1', '0/2', '1/1', '1/2']);
    expect(() => sweepJobs({ ...spec, values: [-1] })).toThrow(/flows\[2\]\.start/);
    expect(() => sweepJobs({ ...spec, replications: 30_000 })).toThrow(/at most/);
  });
});
