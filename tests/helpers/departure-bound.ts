import { expect } from 'vitest';
import { plotBins } from '../../src/app/plots/throughput';
import { resultSeriesSource } from '../../src/sim-core/metric-catalogue/series-metrics';
import type { SimResult } from '../../src/sim-core/scenario/result';

/**
 * Issue 30, item 4, as the metric catalogue defines `flow.throughputSeries`: in every bin of every
 * monitored link, the bits leaving it (every flow's and any other traffic's) are at most the
 * link's rate × the bin's width + one packet. Returns, per monitored link, how full its fullest
 * bin was (share of rate × width), so a caller can check the bound is not vacuous.
 */
export function expectDeparturesBounded(r: SimResult): Map<number, number> {
  const fullest = new Map<number, number>();
  for (const l of r.links) {
    const d = l.series?.departures;
    if (!d) continue;
    const capacity = (l.rateBps * d.binWidth) / 8;
    let most = 0;
    for (let k = 0; k < d.other.length; k++) {
      let sum: number = d.other[k];
      for (const f of d.flows) sum += f[k];
      if (sum > capacity + d.largestPacket + 1e-6) expect.fail(`${r.name}, ${l.name}, bin ${k} (from ${(k * d.binWidth).toFixed(3)} s): ${sum} B > rate × bin ${capacity} B + one packet ${d.largestPacket} B`);
      most = Math.max(most, sum);
    }
    fullest.set(l.index, most / capacity);
  }
  expect(fullest.size, `${r.name}: a monitored link records its departures`).toBeGreaterThan(0);
  return fullest;
}

/**
 * The throughput plot's own bins (app/plots/throughput.ts, plotBins: the catalogue series summed
 * into the bins it draws, over the run's span as the plot's time axis has it): in every plotted
 * bin, the flows' throughput sums to at most the bottleneck's rate plus one packet per bin (the
 * bin's own width, cut at the end of the run). Returns the fullest bin's share of the rate.
 */
export function expectPlottedThroughputBounded(r: SimResult): number {
  const b = plotBins(resultSeriesSource(r), r.flows.length, Math.max(r.endTime, 1e-3));
  const link = r.links[r.aggregate.bottleneck];
  const d = link.series?.departures;
  if (!b || !d) return expect.fail(`${r.name}: the throughput plot has no bins`);
  const n = Math.max(0, ...b.throughput.map((s) => s?.length ?? 0));
  let fullest = 0;
  for (let k = 0; k < n; k++) {
    const span = Math.min(b.width, b.endTime - k * b.width);
    if (span <= 0) continue;
    let sum = 0;
    for (const s of b.throughput) sum += s?.[k] ?? 0;
    const bound = link.rateBps + (d.largestPacket * 8) / span;
    if (sum > bound * (1 + 1e-12) + 1e-9) expect.fail(`${r.name}: plotted bin ${k} (${(k * b.width).toFixed(3)} s, ${b.width} s wide): flows' throughput ${sum} bit/s > rate ${link.rateBps} + one packet per bin`);
    fullest = Math.max(fullest, sum / link.rateBps);
  }
  return fullest;
}
