import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { aboveCeilingNote, payloadCeiling } from '../../src/sim-core/metric-catalogue/payload-ceiling';

/**
 * Bufferbloat trial 13:30 (s54): the sweep's tail-drop point at a 500-packet buffer read a median
 * system goodput of 9.90 Mbit/s, above the 9.73 Mbit/s of payload a 10 Mbit/s link carries. The
 * run of seed 1 (as the sweep and `npm run sim -- sweep voice-fifo --param
 * topology.bottleneck.queue.limit --values 500` run it) reproduces it.
 */
describe('goodput over a window above the link’s payload rate (voice-fifo, 500-packet buffer, seed 1)', () => {
  const sc = structuredClone(presetScenario('voice-fifo')!);
  (sc.topology as { bottleneck: { queue: { limit: number } } }).bottleneck.queue.limit = 500;
  sc.seed = 1;
  const r = new Simulation(sc).runToEnd();
  const system = readMetric('run.systemGoodput', r);
  const ceiling = payloadCeiling(sc)!;

  it('the link’s payload rate is 10 Mbit/s × 1460/1500 = 9.733 Mbit/s, and the run’s system goodput is 9.905 Mbit/s, above it', () => {
    expect(ceiling.bps).toBeCloseTo(10e6 * (1460 / 1500), 0);
    expect(ceiling.share).toBe('1460 of each 1500 bytes');
    expect(system / 1e6).toBeCloseTo(9.905, 3);
    expect(system).toBeGreaterThan(ceiling.bps);
  });

  it('the excess is data released in order inside the window when a hole is filled: bulk 1 and 2 each deliver over 400 kB at one instant in the window’s first second, more than the excess over the ceiling', () => {
    const window = r.window;
    const jumps = r.flows.slice(0, 4).map((f) => {
      const d = f.series!.delivered as unknown as { t: ArrayLike<number>; bytes: ArrayLike<number>; n?: number };
      const n = d.n ?? d.t.length;
      let big = 0;
      for (let i = 1; i < n; i++) if (d.t[i] >= window.from && d.t[i] < window.from + 1) big = Math.max(big, d.bytes[i] - d.bytes[i - 1]);
      return big;
    });
    expect(jumps[0]).toBeGreaterThan(400e3);
    expect(jumps[1]).toBeGreaterThan(400e3);
    const excessBytes = ((system - ceiling.bps) * (window.to - window.from)) / 8;
    expect(jumps[0] + jumps[1]).toBeGreaterThan(excessBytes);
  });

  it('the note says the two figures and why, from the catalogue; a goodput below the ceiling and a figure that is not a goodput get none', () => {
    const note = aboveCeilingNote(metricById('run.systemGoodput'), system, sc)!;
    expect(note).toContain('9.91 Mbit/s is above the 9.73 Mbit/s of payload a 10.00 Mbit/s link carries (1460 of each 1500 bytes)');
    expect(note).toContain('delivered in order');
    expect(aboveCeilingNote(metricById('run.systemGoodput'), 9.6e6, sc)).toBeNull();
    expect(aboveCeilingNote(metricById('link.utilization'), 20e6, sc)).toBeNull();
    expect(aboveCeilingNote(metricById('flow.windowGoodput'), 9.8e6, sc)).not.toBeNull();
    // A value that rounds to the ceiling is said with the digits that tell them apart (bufferbloat trial 07:50, step 33: "9.77 … above the 9.77").
    expect(aboveCeilingNote(metricById('run.systemGoodput'), 9.7345e6, sc)).toContain('9.735 Mbit/s is above the 9.733 Mbit/s of payload a 10.00 Mbit/s link');
  });
});
