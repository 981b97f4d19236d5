/**
 * "About the same" within a metric's negligible difference (trial phone-0100, s21): tail drop's
 * 99.4 % utilization against RED 3/5's 98.7 % read "+0.7 · B better" in A/B, as if tail drop won.
 * The catalogue gives each figure where one makes sense a bound (`negligible`), and the one
 * direction-word function says "about the same" within it, for the table and the glance alike.
 */
import { describe, expect, it } from 'vitest';
import { directionWord, negligibleDiff, row, verdict } from '../../src/app/compare/compare-rows';
import { metricById } from '../../src/sim-core';
import { METRIC_CATALOGUE } from '../../src/sim-core/metric-catalogue/registry';

describe('a difference within the metric’s negligible bound reads "about the same" (issue 37)', () => {
  it('utilization 98.7 % against 99.4 %: no verdict, "about the same"', () => {
    const r = row('Bottleneck', metricById('link.utilization'), 0.987, 0.994);
    expect(verdict(r)).toBe('');
    expect(directionWord(r)).toBe('about the same');
  });

  // A direction in the catalogue's own words, never a verdict (bloat-2045 C11: busier is not better by itself).
  it('utilization 97.0 % against 99.4 % is a direction: "B busier"', () => {
    expect(directionWord(row('Bottleneck', metricById('link.utilization'), 0.97, 0.994))).toBe('B busier');
  });

  it("Jain's index within 0.01, the Vegas/Reno ratio within 0.02, system goodput within 1 %: about the same; beyond: a direction", () => {
    expect(directionWord(row('', metricById('run.jainActiveGoodput'), 0.995, 1.0))).toBe('about the same');
    expect(directionWord(row('', metricById('run.jainActiveGoodput'), 0.76, 1.0))).toBe('B better · much fairer');
    expect(directionWord(row('', metricById('run.vegasRenoRatio'), 0.975, 0.96))).toBe('about the same');
    expect(directionWord(row('', metricById('run.vegasRenoRatio'), 0.975, 0.281))).toBe('B lower · much less fair');
    expect(directionWord(row('', metricById('run.systemGoodput'), 1.42e6, 1.43e6))).toBe('about the same');
    expect(directionWord(row('', metricById('run.systemGoodput'), 1.2e6, 1.43e6))).toBe('B better');
  });

  it('a count has no bound: one drop more is still a direction', () => {
    expect(negligibleDiff(row('f', metricById('flow.timeouts'), 3, 4))).toBe(false);
  });

  it('every bound in the catalogue is positive and well under the figure’s scale', () => {
    const bounded = METRIC_CATALOGUE.filter((m) => m.negligible);
    expect(bounded.map((m) => m.id)).toEqual(expect.arrayContaining(['link.utilization', 'run.jainActiveGoodput', 'run.vegasRenoRatio', 'run.systemGoodput', 'flow.goodput']));
    for (const m of bounded) {
      expect(m.negligible!.within, m.id).toBeGreaterThan(0);
      expect(m.negligible!.within, m.id).toBeLessThanOrEqual(0.02);
    }
  });
});
