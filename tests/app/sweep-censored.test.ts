/**
 * Issue 30, item 5, in the web Sweep: a sweep whose late flow mostly does not finish shows, in
 * its table, n, the unfinished count and "> T" where the median lies among the unfinished runs,
 * and a plain median where fewer than half are unfinished. The cells are the table's own
 * (sweep-cells.ts), from the points the figure draws (sweep-stats.ts).
 */
import { describe, expect, it } from 'vitest';
import { exceptionsCell, statisticCell } from '../../src/app/sweep/sweep-cells';
import { sweepPoints } from '../../src/app/sweep/sweep-stats';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { runSweep } from '../../src/sim-core/experiments/sweep';

describe('web Sweep table with unfinished runs', () => {
  const sc = presetScenario('seed000-droptail')!;
  sc.duration = 15;
  const rows = runSweep({ configs: [{ name: 'Tail drop', scenario: sc }], param: 'flows.2.start', values: [2, 12], replications: 6 });
  const roles = { bigFlows: [0, 1] as [number, number], lateFlow: 2 };
  const points = sweepPoints(rows, ['Tail drop'], [2, 12], 'flow.elapsed', 2, roles);
  const at = (v: number) => points.find((p) => p.value === v)!;
  const m = metricById('flow.elapsed');

  it('most runs unfinished: "> T" for the median and quartiles, with n and the unfinished count', () => {
    const p = at(2);
    expect(p.stats.unfinished).toBeGreaterThan(3);
    const text = statisticCell(m, p);
    expect(text).toMatch(new RegExp(`^> (\\d+\\.\\d\\d) s \\[(> \\d+\\.\\d\\d s|\\d+\\.\\d\\d s), > \\d+\\.\\d\\d s\\] \\(n 6, ${p.stats.unfinished} unfinished\\)$`));
    // T is the shortest time an unfinished run was observed: from the late flow's start to the end of its run.
    expect(Number(/^> ([\d.]+)/.exec(text)![1])).toBeCloseTo(p.stats.above, 2);
    expect(p.stats.above).toBeLessThanOrEqual(15 - 2 + 1e-9);
    expect(exceptionsCell(p)).toMatch(/^\d+ \/ 6/);
  });

  it('no median among the unfinished: a number, still with its n', () => {
    // Started at 12 s the late flow has 3 s: whatever finished, a cell never reads NaN.
    const text = statisticCell(m, at(12));
    expect(text).not.toMatch(/NaN/);
    expect(text).toMatch(/\(n 6(, \d unfinished)?\)$/);
    const done = sweepPoints(rows, ['Tail drop'], [2], 'flow.goodput', 0, roles)[0];
    expect(statisticCell(metricById('flow.goodput'), done)).toMatch(/^\d+\.\d+ kbit\/s \[\d+\.\d+ kbit\/s, \d+\.\d+ kbit\/s\] \(n 6\)$/);
  });
});
