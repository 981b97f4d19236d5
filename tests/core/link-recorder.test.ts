/**
 * A link's recording is one call from its monitor's hooks to its LinkRecorder, made only on the
 * links that record (metrics/link-recorder.ts): every link keeps one observer class, so the
 * links' and queues' calls to their observers see one class in a series-on run as in a
 * series-off one (docs/benchmarks.md, issue 38, eleventh session).
 */
import { describe, expect, it } from 'vitest';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

const dumbbell = (series: boolean) => new Simulation(parseScenario({ ...(ns3S2(4, 'droptail') as Record<string, unknown>), duration: 3, measure: [{ from: 0 }], record: { series } }));

const classes = (objects: readonly unknown[]) => [...new Set(objects.map((o) => (o as object).constructor.name))];

describe('LinkRecorder', () => {
  it('leaves every link one transmission observer and one queue observer class when series are recorded', () => {
    const sim = dumbbell(true);
    const links = sim.topo.net.links;
    expect(sim.monitors.some((m) => m.recordSeries)).toBe(true);
    expect(classes(links.map((l) => l.txObserver))).toEqual(['LinkMonitor']);
    expect(classes(links.map((l) => l.qdisc.observer))).toEqual(['LinkMonitor']);
  });

  it('records the departures, packet events and series of a monitored link, and nothing of the others', () => {
    const sim = dumbbell(true);
    const r = sim.runToEnd();
    const monitored = r.links.filter((l) => l.monitored);
    expect(monitored.length).toBe(1);
    const s = monitored[0].series!;
    const departed = s.departures.flows.reduce((sum, f) => sum + f.reduce((a, b) => a + b, 0), 0) + s.departures.other.reduce((a, b) => a + b, 0);
    // Every transmission's wire bytes in some bin (the run's last one may still be on the wire).
    const txBytes = s.packets.bytes.filter((_, i) => s.packets.kind[i] === 2).reduce((a, b) => a + b, 0);
    expect(departed).toBeGreaterThan(0.99 * txBytes);
    expect(departed).toBeLessThanOrEqual(txBytes);
    expect(s.queue.t.length).toBeGreaterThan(0);
    expect(s.sojourn.t.length).toBeGreaterThan(0);
    for (const l of r.links.filter((x) => !x.monitored)) expect(l.series).toBeNull();
    const ackLane = sim.monitors.find((m) => !m.recordSeries && m.recordPackets)!;
    expect(ackLane.packets.length).toBeGreaterThan(0);
    expect(ackLane.queue.length).toBe(0);
    expect(ackLane.departures).toBeNull();
    for (const m of sim.monitors.filter((x) => !x.recordSeries && !x.recordPackets)) expect([m.packets.length, m.queue.length, m.sojourn.length, m.events.length]).toEqual([0, 0, 0, 0]);
  });
});
