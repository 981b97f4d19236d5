import { describe, expect, it } from 'vitest';
import { BINNED_PERCENTILE_WORDS, DelayHistogram, PERCENTILE_RESOLUTION } from '../../src/sim-core/metrics/delay-histogram';
import { describeMetric, metricById } from '../../src/sim-core/metric-catalogue/registry';

/**
 * The delay percentiles' definitions say how they are computed and how far from exact they can be
 * (trial 10:00: 298.0 / 677.9 / 1167.4 ms on screen against 299.0 / 676.5 / 1168.7 ms from the
 * exported CSV, with nothing saying why). The bound the words state is checked against the method.
 */

/** A small deterministic generator (the test's own: no Math.random). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** The exact nearest-rank q-quantile of a sample. */
function nearestRank(sorted: number[], q: number): number {
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1];
}

const PERCENTILES = ['link.queueDelayP50', 'link.queueDelayP95', 'link.queueDelayP99', 'flow.oneWayDelayP95', 'flow.oneWayDelayP99'];

describe('binned delay percentiles', () => {
  it('every percentile is within the resolution its definition states of the exact nearest-rank value', () => {
    const rnd = lcg(7);
    for (const spread of [0.005, 0.3, 1.2]) {
      const h = new DelayHistogram();
      const xs: number[] = [];
      for (let i = 0; i < 21860; i++) {
        // Delays from 1 ms up to `spread` s, skewed like a queue's (many short, a tail of long ones).
        const d = 0.001 + spread * rnd() ** 2;
        xs.push(d);
        h.add(d);
      }
      xs.sort((a, b) => a - b);
      let worst = 0;
      for (const q of [0.5, 0.9, 0.95, 0.99, 0.999]) {
        const exact = nearestRank(xs, q);
        const rel = Math.abs(h.quantile(q) - exact) / exact;
        expect(rel, `q ${q}, spread ${spread}`).toBeLessThanOrEqual(PERCENTILE_RESOLUTION + 1e-12);
        worst = Math.max(worst, rel);
      }
      // The bound is not loose words: binning does move the figures (as the trial saw).
      expect(worst).toBeGreaterThan(PERCENTILE_RESOLUTION / 10);
      // The mean is exact, as its definition says.
      expect(h.mean).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / xs.length, 12);
    }
  });

  it('the definitions (tooltips, glossary table, docs/metrics.md) state the method and that bound, the mean says exact', () => {
    const bound = `within ${(PERCENTILE_RESOLUTION * 100).toFixed(1)} %`;
    expect(bound).toBe('within 0.4 %');
    expect(BINNED_PERCENTILE_WORDS).toContain(bound);
    expect(BINNED_PERCENTILE_WORDS).toContain('nearest-rank');
    expect(BINNED_PERCENTILE_WORDS).toContain('exported per-packet CSV');
    // "about ±1.2 ms at 300 ms" is the bound at 300 ms.
    expect((0.3 * PERCENTILE_RESOLUTION * 1000).toFixed(1)).toBe('1.2');
    expect(BINNED_PERCENTILE_WORDS).toContain('±1.2 ms at 300 ms');
    const run = { window: { from: 5, to: 30 }, endTime: 30 };
    for (const id of PERCENTILES) {
      const m = metricById(id);
      expect(m.definition, id).toContain(BINNED_PERCENTILE_WORDS);
      expect(describeMetric(m, run), id).toContain(bound);
    }
    expect(metricById('link.queueDelayMean').definition).toContain('exact');
    expect(metricById('link.queueDelayMean').definition).not.toContain('binned');
  });
});
