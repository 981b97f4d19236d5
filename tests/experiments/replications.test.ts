import { describe, expect, it } from 'vitest';
import { replicate, runOnce, summariseRuns, type RunSummary } from '../../src/sim-core/experiments/replicate';
import { sweepJobs, runSweep } from '../../src/sim-core/experiments/sweep';
import { seed000TestA } from '../../src/sim-core/scenario/seed000-presets';
import { newFlowCounters } from '../../src/sim-core/metrics/flow-trace';
import { flowSummary } from '../../src/sim-core/metrics/summary';

function fakeRun(seed: number, elapsed: [number, number, number]): RunSummary {
  return {
    seed,
    traceHash: '',
    endTime: 40,
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
    expect(s.fastest!.elapsedTime.median).toBe(30);
    expect(s.slowest!.elapsedTime.median).toBe(36);
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
    const s = replicate(seed000TestA('R1', 0), 3);
    for (const r of s.runs) for (const f of r.flows) expect(f.deliveredBytes).toBeGreaterThan(0);
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
