import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../src/sim-core/metrics/buffer-pool';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { recordingBuffers, releaseRecording } from '../../src/sim-core/scenario/result-storage';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

// Issue 38, twentieth session: a caller that runs again and again (the benchmark's warm runs)
// hands each finished result's recording storage back to a pool the next run draws from.
const scenario = () => parseScenario({ ...ns3S2(3, 'droptail'), duration: 8, measure: { from: 2, to: 8 }, record: { series: true } });

describe('recording storage drawn from a pool', () => {
  it('records the same result as fresh storage, in buffers the released result held, still holding its rows', () => {
    const fresh = new Simulation(scenario()).runToEnd();
    const pool = new BufferPool(256 * 1024 * 1024, 'exact');
    const first = new Simulation(scenario(), undefined, true, pool.take).runToEnd();
    const firstBuffers = new Set(recordingBuffers(first));
    expect(firstBuffers.size).toBeGreaterThan(10);
    expect(resultDigest(first)).toBe(resultDigest(fresh));
    releaseRecording(first, pool);
    // The second run writes over the first's rows (nothing zeroes them), and must record the same.
    const second = new Simulation(scenario(), undefined, true, pool.take).runToEnd();
    expect(resultDigest(second)).toBe(resultDigest(fresh));
    const reused = recordingBuffers(second).filter((b) => firstBuffers.has(b));
    expect(reused.length).toBe(firstBuffers.size);
  });

  it('leaves a released result without series, so it cannot show the next run rows', () => {
    const pool = new BufferPool(256 * 1024 * 1024, 'exact');
    const r = new Simulation(scenario(), undefined, true, pool.take).runToEnd();
    expect(r.flows[0].series).not.toBeNull();
    releaseRecording(r, pool);
    expect(r.flows.every((f) => f.series === null) && r.links.every((l) => l.series === null)).toBe(true);
    expect(pool.bytesHeld).toBeGreaterThan(0);
  });

  it('is not used by a streaming run, whose batches the worker hands on', () => {
    const asked: number[] = [];
    const sim = new Simulation(scenario(), undefined, false, (bytes) => (asked.push(bytes), new ArrayBuffer(bytes)));
    sim.runToEnd();
    expect(asked).toEqual([]);
  });
});
