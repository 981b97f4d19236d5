/**
 * Memory follows what a run holds, not how long it runs: a TCP sender's segment bookkeeping is
 * trimmed as data is acknowledged, and a streaming run hands the rows it sends over instead of
 * keeping them (issue 12: series were held twice, in the worker and on the main thread).
 * That trimming changes no result is shown by the presets' trace hashes (scripts/preset-hashes.ts:
 * the 60-s dumbbells and seed 003's runs send tens of thousands of segments per flow).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { TcpSender } from '../../src/sim-core/tcp/sender';
import { StreamingRun } from '../../src/worker/streaming-run';
import { ns3S2 } from '../../src/sim-core/scenario/presets';

/** One long SACK transfer of `bytes` over a 10 Mbit/s dumbbell with a 50-packet tail-drop buffer. */
function longTransfer(bytes: number) {
  return parseScenario({
    version: 1,
    duration: 600,
    stopAfterComplete: 0,
    topology: { kind: 'dumbbell', bottleneck: { rate: 10e6, delay: 0.02, queue: { type: 'droptail', limit: 50 } } },
    flows: [{ kind: 'tcp', bytes, variant: 'sack' }],
    record: { series: false },
  });
}

function senderOf(sim: Simulation): TcpSender {
  const agent = (sim.topo.endpoints[0].src as unknown as { agents: unknown[] }).agents[0];
  expect(agent).toBeInstanceOf(TcpSender);
  return agent as TcpSender;
}

describe('segment bookkeeping is trimmed as data is acknowledged', () => {
  it('a 20 MB SACK transfer (13 700 segments) ends with a board sized by its window, not its length', () => {
    const sim = new Simulation(longTransfer(20e6));
    let largest = 0;
    while (!sim.advance(sim.now + 1)) largest = Math.max(largest, senderOf(sim).board.bytes);
    expect(sim.result().flows[0].summary.completed).toBe(true);
    // 11 bytes per slot; untrimmed, the arrays would reach 16 384 slots (180 kB).
    expect(largest).toBeLessThanOrEqual(4096 * 11);
  });
});

describe('a streaming run keeps no copy of the rows it sent', () => {
  it('after each step the run’s series are empty, and their storage holds one batch at most, not the run', () => {
    const run = new StreamingRun(1, parseScenario({ ...longTransfer(8e6), record: { series: true, maxValues: 20_000_000 } }), (() => {
      let t = 0;
      return () => (t += 1);
    })());
    let rows = 0;
    let largestBatch = 0;
    // The series keep their storage for the next batch (RecordedSeries.take): at most the largest batch, doubled.
    let bound = 0;
    while (!run.finished) {
      const b = run.step(2);
      rows += b.flows[0].seq.t.length;
      largestBatch = Math.max(largestBatch, b.flows[0].seq.t.length);
      bound = Math.max(256, 2 * largestBatch);
      const tr = run.sim.flowTraces[0];
      expect(tr.seq.length).toBe(0);
      expect(tr.cwnd.length).toBe(0);
      expect(tr.seq.capacity).toBeLessThanOrEqual(bound);
    }
    // Many batches' worth of rows went through storage that never held more than one.
    expect(rows).toBeGreaterThan(4 * bound);
  });
});

describe('a whole run sizes its recording by what each link carries', () => {
  it('the 60-s dumbbell (10 flows, delayed ACKs) uses at least 80 % of the packet-event storage of its data lane and of its ACK lane', () => {
    const sim = new Simulation(parseScenario({ ...(ns3S2(10, 'droptail') as Record<string, unknown>), record: { series: true } }));
    sim.runToEnd();
    const logs = sim.monitors.map((m) => m.packets).filter((log) => log.bytesAllocated > 0);
    // The bottleneck and its reverse direction, which carries an ACK per two data segments.
    expect(logs).toHaveLength(2);
    expect(logs.map((log) => log.bytesUsed / log.bytesAllocated >= 0.8)).toEqual([true, true]);
  });
});
