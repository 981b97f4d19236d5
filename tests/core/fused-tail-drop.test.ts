/**
 * A tail-drop link watched by a one-window monitor that records nothing admits its packets itself
 * and tells the monitor in one small call (Link.fuseTailDrop; docs/benchmarks.md, issue 38,
 * fifteenth session), instead of going through the discipline and its observer hooks. The run's
 * result must be the one the general path gives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkMonitor } from '../../src/sim-core/metrics/link-monitor';
import { TailDropQueue } from '../../src/sim-core/queues/tail-drop';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

const dumbbell = () => new Simulation(parseScenario({ ...ns3S2(5, 'droptail'), duration: 5, measure: { from: 1, to: 5 }, record: { series: false } }));

afterEach(() => vi.restoreAllMocks());

describe('the fused tail-drop path', () => {
  it('admits a dumbbell’s packets without calling the discipline’s admission or the monitor’s queue hooks', () => {
    const passThrough = vi.spyOn(TailDropQueue.prototype, 'passThrough');
    const enqueue = vi.spyOn(TailDropQueue.prototype, 'enqueue');
    const hooks = [vi.spyOn(LinkMonitor.prototype, 'onPassThrough'), vi.spyOn(LinkMonitor.prototype, 'onEnqueue'), vi.spyOn(LinkMonitor.prototype, 'onTxStart')];
    const sim = dumbbell();
    sim.runToEnd();
    const bottleneck = sim.monitors.find((m) => m.link === sim.topo.monitored[0])!;
    const c = bottleneck.countersIn(0, 5);
    // Packets did queue at the bottleneck and some overflowed (those drops keep the general path).
    expect(c.maxQueuePackets).toBeGreaterThan(10);
    expect(c.txPackets).toBeGreaterThan(1000);
    // Every admission went through the fused path: none through the discipline or the hooks. A
    // packet that does not fit still goes to the discipline's enqueue, which drops it.
    expect(passThrough).not.toHaveBeenCalled();
    for (const s of hooks) expect(s).not.toHaveBeenCalled();
    const outcomes = enqueue.mock.results.map((r) => r.value);
    expect(outcomes.length).toBe(bottleneck.dropsWholeRun.reduce((a, b) => a + b, 0));
    expect(outcomes.filter((admittedThere) => admittedThere !== false)).toEqual([]);
  });

  it('gives the result the general path gives (every link unfused)', () => {
    const fused = dumbbell();
    const general = dumbbell();
    for (const l of general.topo.net.links) l.unfuse();
    expect(resultDigest(general.runToEnd())).toBe(resultDigest(fused.runToEnd()));
  });
});
