import { describe, expect, it } from 'vitest';
import { LinkMonitor } from '../../src/sim-core/metrics/link-monitor';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

/**
 * A link calls one transmission observer at every transmission. With series on, the recording
 * links' departures were counted by a tap between link and monitor, so that call saw two classes:
 * V8 inlined both into the link's transmission code and ran out of inlining budget for the event
 * queue's post, which then cost a call per transmission on every link (docs/benchmarks.md, issue
 * 38, nineteenth session). The monitor counts them now.
 */
describe("a link's transmission observer", () => {
  it('is its own LinkMonitor on every link, series on or off, and the recording links still count their departures', () => {
    for (const series of [false, true]) {
      const sim = new Simulation(parseScenario({ ...ns3S2(2, 'droptail'), duration: 2, measure: { from: 0.5, to: 2 }, record: { series } }));
      const classes = new Set(sim.topo.net.links.map((l) => l.txObserver?.constructor.name));
      expect([...classes]).toEqual([LinkMonitor.name]);
      sim.topo.net.links.forEach((l, i) => expect(l.txObserver).toBe(sim.monitors[i]));
      const r = sim.runToEnd();
      const recorded = r.links.filter((l) => l.series !== null);
      expect(recorded.length).toBe(series ? 1 : 0);
      for (const l of recorded) expect(l.series!.departures.flows.every((f) => f.some((b) => b > 0))).toBe(true);
    }
  });
});
