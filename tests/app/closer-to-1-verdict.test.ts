/**
 * Phone trial 15:10, steps 17/19: A/B's tally said "A is better on Vegas goodput / Reno goodput",
 * calling a higher ratio better, which is right only below 1. The catalogue declares such a ratio's
 * direction once (`better: 'closer-to-1'`), and every surface judging B against A says "fairer" /
 * "less fair" for it, above 1 as below.
 */
import { describe, expect, it } from 'vitest';
import { directionWord, row, verdict } from '../../src/app/compare/compare-rows';
import { headlineTally } from '../../src/app/compare/headline-tally';
import { metricById } from '../../src/sim-core';
import { METRIC_CATALOGUE } from '../../src/sim-core/metric-catalogue/registry';

const ratio = (a: number, b: number) => row('Headline numbers', metricById('run.vegasRenoRatio'), a, b);
const jain = (a: number, b: number) => row('Headline numbers', metricById('run.jainGoodput'), a, b);
const utilization = (a: number, b: number) => row('Headline numbers', metricById('link.utilization'), a, b);
const goodput = (a: number, b: number) => row('Headline numbers', metricById('run.systemGoodput'), a, b);
const tally = (rows: Parameters<typeof headlineTally>[0]) => headlineTally(rows)?.text;

describe("a ratio whose ideal is 1 is judged 'closer to 1 is fairer', in words, above 1 and below", () => {
  it('the catalogue says it once, as the direction of every ratio of two shares', () => {
    expect(metricById('run.vegasRenoRatio').better).toBe('closer-to-1');
    expect(metricById('run.atgr').better).toBe('closer-to-1');
    for (const m of METRIC_CATALOGUE) if (m.kind === 'ratio' && m.glossary !== 'jain') expect(m.better, m.id).toBe('closer-to-1');
  });

  it('below 1 (0.281 → 0.811): higher is fairer, and the tally says "fairer", not "better"', () => {
    expect(verdict(ratio(0.281, 0.811))).toBe('better');
    expect(directionWord(ratio(0.281, 0.811))).toBe('B higher · much fairer');
    expect(tally([ratio(0.811, 0.281), jain(0.989, 0.76), utilization(0.99, 0.994), goodput(1.42e6, 1.43e6)])).toBe(
      'On the headline figures, A is fairer on Vegas goodput / Reno goodput and fairness (Jain); A and B are about the same on utilization and system goodput.',
    );
  });

  it('above 1 (1.2 → 3.0): higher is less fair, and the tally says B is less fair', () => {
    expect(verdict(ratio(1.2, 3))).toBe('worse');
    expect(directionWord(ratio(1.2, 3))).toBe('B higher · much less fair');
    expect(tally([ratio(1.2, 3), utilization(0.99, 0.994)])).toBe('On the headline figures, A is fairer on Vegas goodput / Reno goodput; A and B are about the same on utilization.');
    expect(tally([ratio(1.2, 3), goodput(1.2e6, 1.6e6)])).toBe('On the headline figures, a trade-off: B is better on system goodput and less fair on Vegas goodput / Reno goodput.');
  });
});
