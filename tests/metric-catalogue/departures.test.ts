/**
 * Issue 30, item 4: a flow's throughput over time is its bits leaving the bottleneck per bin
 * (metric catalogue `flow.throughputSeries`, recorded by metrics/departure-bins.ts). Over every
 * preset, in every bin of every monitored link, the flows' sum (and any other traffic's) is at
 * most the link's rate × the bin's width + one packet, as the definition states.
 */
import { describe, expect, it } from 'vitest';
import { DepartureBins, departureBinWidth } from '../../src/sim-core/metrics/departure-bins';
import { rebin, seriesMetricById } from '../../src/sim-core/metric-catalogue/series-metrics';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { expectDeparturesBounded } from '../helpers/departure-bound';

/** Presets of every kind: tail drop, RED, CoDel with voice, a web batch, Vegas/Reno, a lossy link, ten flows. */
const SAMPLE = ['seed000-droptail', 'seed000-red', 'voice-fq-codel', 'seed001-80', 'seed002-a-vr-droptail', 'seed003-e2-red', 'dumbbell-10-droptail'];

// Every preset is checked in tests/scenario/compat-hashes.test.ts (the same run as its digest).
describe('bits leaving the bottleneck per bin never exceed its rate × bin + one packet', () => {
  it('every preset runs through the check (compat-hashes covers them all)', () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(80);
    for (const name of SAMPLE) expect(PRESETS.some((p) => p.name === name), name).toBe(true);
  });

  it.each(SAMPLE)('preset %s: bounded, reached, and the catalogue series read the same bins', (name) => {
    const r = runScenario(PRESETS.find((p) => p.name === name)!.build());
    const fullest = expectDeparturesBounded(r);
    // Not vacuous: the bottleneck's fullest bin comes within 5 % of rate × bin.
    expect(fullest.get(r.aggregate.bottleneck)!).toBeGreaterThan(0.95);
    const total = seriesMetricById('link.departureSeries').read(r, {})!;
    const b = r.links[r.aggregate.bottleneck];
    const w = total.binWidth;
    for (let k = 0; k < total.values.length; k++) {
      const cut = Math.min(w, r.endTime - k * w);
      if (cut > 0) expect(total.values[k]).toBeLessThanOrEqual(b.rateBps + (b.series!.departures.largestPacket * 8) / cut + 1e-6);
    }
    const sum = new Float64Array(total.values.length);
    r.flows.forEach((f, i) => {
      if (f.kind === 'web') return;
      const s = seriesMetricById('flow.throughputSeries').read(r, { flow: i })!;
      expect(s.values.length).toBe(total.values.length);
      s.values.forEach((v, k) => (sum[k] += v));
      // Goodput over time may exceed the link (a repaired hole releases its bytes at once); its bins cover the same run.
      expect(seriesMetricById('flow.goodputSeries').read(r, { flow: i })!.values.length).toBe(total.values.length);
    });
    for (let k = 0; k < sum.length; k++) expect(sum[k]).toBeLessThanOrEqual(total.values[k] * (1 + 1e-12) + 1e-9);
  }, 120_000);
});

describe('departure bins', () => {
  it('count a packet in the bin where its transmission ends, and not at all if the run ends first', () => {
    const bins = new DepartureBins(1, 2); // 1 s / 400 = 2.5 ms, rounded to 2 ms bins
    expect(departureBinWidth(1)).toBe(0.002);
    bins.add(0, 0.0019, 1000); // ends in bin 0
    bins.add(1, 0.0021, 500); // ends in bin 1
    bins.add(5, 0.0041, 40); // not a scenario flow (a web connection): "other"
    bins.add(0, 1.2, 1500); // still on the wire at the end (run ends at 0.9 s)
    const d = bins.result(0.9);
    expect([d.flows[0][0], d.flows[1][1], d.other[2], d.largestPacket]).toEqual([1000, 500, 40, 1500]);
    expect(d.flows[0].reduce((a, x) => a + x, 0)).toBe(1000);
  });

  it('rebinned series keep the bits: ten 0.1 s bins at 1 Mbit/s are one 1 s bin at 1 Mbit/s', () => {
    const s = { binWidth: 0.1, values: new Float64Array(20).fill(1e6) };
    const wide = rebin(s, 10, 2);
    expect(wide.binWidth).toBeCloseTo(1, 12);
    for (const v of wide.values) expect(v).toBeCloseTo(1e6, 6);
  });
});
