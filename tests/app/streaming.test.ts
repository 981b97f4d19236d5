import { describe, expect, it } from 'vitest';
import { results } from '../../src/app/results/results-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { StreamingRun } from '../../src/worker/streaming-run';
import { batchBuffers } from '../../src/worker/protocol';

/** A clock that advances 1 ms per reading, so every step() is one or a few slices. */
function fakeClock() {
  let t = 0;
  return () => (t += 1);
}

describe('streaming a run in batches', () => {
  it('the concatenated chunks equal the whole run’s series, and the summary matches', () => {
    const sc = presetScenario('seed000-droptail')!;
    const run = new StreamingRun(1, sc, fakeClock());
    results.clear();
    results.begin(1, sc);
    let batches = 0;
    while (!run.finished) {
      const b = run.step(2);
      expect(batchBuffers(b).length).toBeGreaterThan(0);
      results.receive(b);
      batches++;
    }
    expect(batches).toBeGreaterThan(10);
    const whole = new Simulation(presetScenario('seed000-droptail')!).runToEnd();
    const data = results.current!;
    expect(data.done).toBe(true);
    expect(data.summary!.traceHash).toBe(whole.traceHash);
    expect(data.summary!.flows.map((f) => f.summary)).toEqual(whole.flows.map((f) => f.summary));
    whole.flows.forEach((f, i) => {
      const d = data.flows[i];
      expect(d.seq.length).toBe(f.series!.seq.t.length);
      expect(Array.from(d.seq.cols.seq.subarray(0, d.seq.length))).toEqual(Array.from(f.series!.seq.seq));
      expect(Array.from(d.cwnd.cols.cwnd.subarray(0, d.cwnd.length))).toEqual(Array.from(f.series!.cwnd.cwnd));
      expect(Array.from(d.delivered.cols.bytes.subarray(0, d.delivered.length))).toEqual(Array.from(f.series!.delivered.bytes));
    });
    const b = whole.aggregate.bottleneck;
    const q = data.links.get(b)!;
    expect(Array.from(q.queue.cols.bytes.subarray(0, q.queue.length))).toEqual(Array.from(whole.links[b].series!.queue.bytes));
    expect(Array.from(q.events.cols.kind.subarray(0, q.events.length))).toEqual(Array.from(whole.links[b].series!.events.kind));
    expect(data.timeEnd).toBeCloseTo(whole.endTime);
  });

  it('a new run replaces the shown one only at its first batch; stale batches are ignored', () => {
    const sc = presetScenario('seed000-red')!;
    results.clear();
    const a = new StreamingRun(10, sc, fakeClock());
    results.begin(10, sc);
    results.receive(a.step(2));
    expect(results.current!.runId).toBe(10);
    const sc2 = presetScenario('seed000-droptail')!;
    const b = new StreamingRun(11, sc2, fakeClock());
    results.begin(11, sc2);
    // Run 10 keeps being shown (and updated) until run 11 has data.
    results.receive(a.step(2));
    expect(results.current!.runId).toBe(10);
    const v = results.version;
    results.receive(b.step(2));
    expect(results.current!.runId).toBe(11);
    expect(results.version).toBe(v + 1);
    // A late batch from run 10 changes nothing.
    results.receive(a.step(2));
    expect(results.current!.runId).toBe(11);
    expect(results.version).toBe(v + 1);
  });

  it('worker errors are reported with their run', () => {
    results.clear();
    results.fail(3, 'boom');
    expect(results.error).toEqual({ runId: 3, message: 'boom' });
  });
});
