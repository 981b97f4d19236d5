/**
 * lecturer-2045, confusion 4: the throughput plot can draw goodput (ThroughputQuantityToggle), so a
 * lecturer can show the quantity the headline gives. Its bins are the metric catalogue's
 * flow.goodputSeries summed like the throughput plot's, and over the measurement window they
 * average to the summary's system goodput, the headline figure.
 */
import { describe, expect, it } from 'vitest';
import { plotBins, shownBins, sumOfFlows } from '../../src/app/plots/throughput';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { resultSeriesSource } from '../../src/sim-core/metric-catalogue/series-metrics';
import { runScenario } from '../../src/sim-core/scenario/run';

/** The mean of per-bin rates over [from, to], each bin weighted by its overlap with the window. */
function meanOver(bins: Float64Array, width: number, from: number, to: number): number {
  let bits = 0;
  for (let k = 0; k < bins.length; k++) {
    const overlap = Math.max(0, Math.min(to, (k + 1) * width) - Math.max(from, k * width));
    bits += bins[k] * overlap;
  }
  return bits / (to - from);
}

describe('goodput over time on the throughput plot', () => {
  const scenario = presetScenario('wifi-droptail')!;
  const r = runScenario(structuredClone(scenario));
  const src = resultSeriesSource(r);
  const bins = plotBins(src, r.flows.length, r.endTime, 40, true)!;
  const run = { timeEnd: r.endTime, batches: 1, done: true, flows: r.flows, seriesSource: src, scenario };

  it('wifi-droptail (tail drop, B of the Wi-Fi demo): the summed goodput bins average to the system goodput over the window, within 0.01 %', () => {
    const total = sumOfFlows(bins.goodput!, () => true)!;
    const { from, to } = r.window;
    // The window's edges fall on bin edges here (a bin is a whole number of seconds; the window
    // starts and ends on whole seconds), so the bytes are the same bytes: the bound is rounding.
    expect(Number.isInteger(from / bins.width) && Number.isInteger(to / bins.width)).toBe(true);
    const mean = meanOver(total, bins.width, from, to);
    expect(Math.abs(mean - r.aggregate.totalGoodputBps) / r.aggregate.totalGoodputBps).toBeLessThan(1e-4);
    // And the throughput the plot drew before sits well above it: retransmitted copies count there.
    const thr = meanOver(sumOfFlows(bins.throughput, () => true)!, bins.width, from, to);
    expect(thr - mean).toBeGreaterThan(0.5e6);
  }, 120_000);

  it('each flow’s goodput bins average to its goodput over the window (the catalogue’s flow.windowGoodput), within 0.01 %', () => {
    const { from, to } = r.window;
    r.flows.forEach((f, i) => {
      const g = bins.goodput![i]!;
      expect(Math.abs(meanOver(g, bins.width, from, to) - f.summary.goodputBps)).toBeLessThanOrEqual(1e-4 * Math.max(f.summary.goodputBps, 1));
    });
  });

  it('the plot draws the goodput bins in the throughput plot’s bins when goodput is chosen, throughput by default', () => {
    const good = shownBins(run, 'goodput')!;
    const thr = shownBins(run, 'throughput')!;
    expect(good.width).toBe(thr.width);
    expect(good.series.id).toBe('flow.goodputSeries');
    expect(thr.series.id).toBe('flow.throughputSeries');
    expect(Array.from(good.perFlow[0]!)).toEqual(Array.from(bins.goodput![0]!));
    expect(Array.from(thr.perFlow[0]!)).toEqual(Array.from(bins.throughput[0]!));
  });
});
