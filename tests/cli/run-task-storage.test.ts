import { describe, expect, it } from 'vitest';
import runTask from '../../src/cli/run-task';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { parseScenario } from '../../src/sim-core/scenario/validate';

// A pool thread reuses its recording storage run after run (run-task.ts): a run's summary must
// not depend on what the thread ran before it, nor change when the next run writes its rows.
const scenario = (n: number, queue: 'droptail' | 'red') => parseScenario({ ...ns3S2(n, queue), duration: 6, measure: { from: 2, to: 6 }, record: { series: true } });

describe("a pool thread's runs, one after the other in reused storage", () => {
  it('give the summaries a fresh thread gives, and a summary taken before the next run stays as it was', () => {
    const first = runTask(scenario(3, 'droptail'));
    const kept = JSON.stringify(first);
    const other = runTask(scenario(5, 'red'));
    const again = runTask(scenario(3, 'droptail'));
    expect(JSON.stringify(first)).toBe(kept);
    expect(JSON.stringify(again)).toBe(kept);
    expect(JSON.stringify(runTask(scenario(5, 'red')))).toBe(JSON.stringify(other));
    expect(again.traceHash).toBe(first.traceHash);
  });
});
