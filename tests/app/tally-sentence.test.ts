/**
 * Phone trial 08:20, confusion 5: A/B's glance said "On the headline figures, A is better on both
 * with a better direction." and the student read it twice. The tally is written as a person says
 * it, for every count: both, all N, some (named, with what the others did), one, a trade-off, none.
 */
import { describe, expect, it } from 'vitest';
import { applyBusyDirections, row } from '../../src/app/compare/compare-rows';
import { headlineTally } from '../../src/app/compare/headline-tally';
import { metricById } from '../../src/sim-core';

const at = (id: string) => (a: number, b: number) => row('Headline numbers', metricById(id), a, b);
const ratio = at('run.vegasRenoRatio');
const jain = at('run.jainGoodput');
const jainActive = at('run.jainActiveGoodput');
const utilization = at('link.utilization');
const goodput = at('run.systemGoodput');
const queueDelay = at('link.queueDelayMean');
const drops = at('link.queueDropsWholeRun');
const text = (rows: Parameters<typeof headlineTally>[0]) => headlineTally(rows)?.text;

describe('the A/B tally reads as a person would say it, for every count', () => {
  it('the trial\'s runs (gentle RED 4/6 against tail drop): the two fairness figures named, utilization and system goodput said to be about the same', () => {
    expect(text([ratio(0.811, 0.281), jain(0.989, 0.76), utilization(0.99, 0.994), goodput(1.42e6, 1.43e6)])).toBe(
      'On the headline figures, A is fairer on Vegas goodput / Reno goodput and fairness (Jain); A and B are about the same on utilization and system goodput.',
    );
  });

  it('both, and all N, when every headline figure has a verdict', () => {
    // Every figure a fairness one: "fairer" (a ratio whose ideal is 1 is never "better", phone trial 15:10).
    expect(text([ratio(0.811, 0.281), jain(0.989, 0.76)])).toBe('A is fairer on both headline figures.');
    expect(text([jain(0.989, 0.76), goodput(1.6e6, 1.2e6)])).toBe('A is better on both headline figures.');
    expect(text([ratio(0.811, 0.281), jain(0.989, 0.76), goodput(1.6e6, 1.2e6)])).toBe('On the headline figures, A is better on fairness (Jain) and system goodput and fairer on Vegas goodput / Reno goodput.');
    expect(text([jain(0.76, 0.989), goodput(1.2e6, 1.6e6), queueDelay(0.3, 0.03)])).toBe('B is better on all 3 headline figures.');
  });

  it('one figure with a verdict: named, with what the others did', () => {
    expect(text([goodput(9.27e6, 9.6e6), utilization(0.999, 0.995)])).toBe('On the headline figures, B is better on system goodput; A and B are about the same on utilization.');
    // A busier link that delivered less: utilization said in its row's word, as no verdict, and the line under the tally says why.
    const busy = headlineTally(applyBusyDirections([goodput(9.27e6, 9.42e6), utilization(0.999, 0.97)]))!;
    expect(busy.text).toBe('On the headline figures, B is better on system goodput; B is less busy on utilization (neither better nor worse).');
    expect(busy.busy).toMatch(/^A was busier but delivered less/);
  });

  it('more than three with a verdict are counted, of how many', () => {
    expect(text([goodput(1.6e6, 1.2e6), jain(0.99, 0.7), jainActive(0.99, 0.7), queueDelay(0.01, 0.3), utilization(0.99, 0.995)])).toBe('A is better on 4 of the 5 headline figures; A and B are about the same on utilization.');
  });

  it('a trade-off names both sides and what stayed the same', () => {
    const t = headlineTally([goodput(1.2e6, 1.6e6), jain(0.99, 0.7), utilization(0.99, 0.995)])!;
    expect(t.text).toBe('On the headline figures, a trade-off: B is better on system goodput and worse on fairness (Jain); A and B are about the same on utilization.');
    expect(t.mixed).toBe(true);
  });

  it('none: the same on every figure, or neither better', () => {
    expect(text([utilization(0.99, 0.995), goodput(1.42e6, 1.43e6)])).toBe('On both headline figures, A and B are about the same.');
    expect(text([utilization(0.99, 0.995), goodput(1.42e6, 1.43e6), jain(0.99, 0.995)])).toBe('On all 3 headline figures, A and B are about the same.');
    expect(text([utilization(0.99, 0.995), drops(527, 84)])).toBe('On the headline figures, neither A nor B is better: A and B are about the same on utilization, and B is lower on queue drops over the run (neither better nor worse).');
  });

  it('a figure whose label carries a parenthesis is named by its short label (words a student reads); a qualifier after a comma goes before the noun', () => {
    expect(text([jainActive(0.99, 0.7), queueDelay(0.01, 0.3), utilization(0.99, 0.995)])).toBe(
      'On the headline figures, A is better on goodput fairness (Jain) and mean queueing delay; A and B are about the same on utilization.',
    );
  });

  it('one headline figure says it alone; no sentence ever says "with a better direction"', () => {
    expect(headlineTally([goodput(1.2e6, 1.6e6)])).toBeNull();
    const cases = [[ratio(0.811, 0.281), jain(0.989, 0.76), goodput(1.42e6, 1.43e6)], [goodput(1.6e6, 1.2e6), utilization(0.9, 0.99), drops(1, 2)]];
    for (const c of cases) expect(text(c)).not.toMatch(/with a better direction/);
  });
});
