import { expect } from 'vitest';
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
