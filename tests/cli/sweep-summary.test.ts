/**
 * `sweep --summary` (issue 34, item 2; issue 30, item 5): unfinished runs are censored, not left
 * out; n and the unfinished count are said; medians among unfinished runs are "> T"; the sweep
 * exits 5 unless --allow-incomplete, with its outputs written either way. And the statistics
 * module on its own: censored quantiles and the order-statistic interval of the median.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCensored, medianCiRanks } from '../../src/sim-core/experiments/statistics';
import { applyOverride } from '../../src/sim-core/scenario/overrides';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { replicate } from '../../src/sim-core/experiments/replicate';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { sim } from './sim-cli-helpers';

describe('censored statistics', () => {
  it('the 95 % order-statistic interval of the median: ranks 6 and 15 of 20, none below n = 6', () => {
    expect(medianCiRanks(20)).toEqual([6, 15]);
    expect(medianCiRanks(6)).toEqual([1, 6]);
    expect(medianCiRanks(5)).toBeNull();
  });

  it('unfinished runs sort above the finished ones: the median stays defined below half, then is censored', () => {
    const few = describeCensored([1, 2, 3, 4, 5], [15, 13]);
    expect([few.n, few.unfinished, few.median, few.above]).toEqual([7, 2, 4, 13]);
    // The catalogue's rule: mean and sd cover the finished runs; the maximum is censored.
    expect(few.mean).toBe(3);
    expect(few.max).toBe(Number.POSITIVE_INFINITY);
    const most = describeCensored([12.39], Array.from({ length: 19 }, () => 13));
    expect(most.median).toBe(Number.POSITIVE_INFINITY);
    expect(most.above).toBe(13);
    expect(most.ciLow).toBe(Number.POSITIVE_INFINITY);
    const all = describeCensored([1, 2, 3], []);
    expect([all.mean, all.median, all.max]).toEqual([2, 2, 3]);
  });

  it('the interval of the median is the 6th and 15th of 20 sorted values, censored where it reaches the unfinished', () => {
    const twenty = Array.from({ length: 20 }, (_, k) => k + 1);
    const d = describeCensored(twenty, []);
    expect([d.ciLow, d.ciHigh]).toEqual([6, 15]);
    const open = describeCensored(twenty.slice(0, 14), Array.from({ length: 6 }, () => 30));
    expect([open.ciLow, open.ciHigh]).toEqual([6, Number.POSITIVE_INFINITY]);
    expect(describeCensored([1, 2, 3, 4, 5], []).ciLow).toBeNaN();
  });
});

describe('sweep with unfinished runs', () => {
  it('shows n, the unfinished count and "> T", writes its summary, and exits 5 (0 with --allow-incomplete)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-cens-'));
    const args = ['sweep', 'seed000-droptail', '--set', 'duration=15', '--param', 'flows.2.start', '--values', '0,2', '--reps', '6', '--summary', join(dir, 's.csv')];
    const r = sim(...args);
    expect(r.code).toBe(5);
    expect(r.err).toMatch(/flow 3 did not finish in \d+ of 12 runs \(counted as longer than the simulated time\); the outputs are written; --allow-incomplete makes this exit 0/);
    expect(r.out).toMatch(/^2\s+> 1\d\.\d\d \[> 1\d\.\d\d, > 1\d\.\d\d\] \(1 of 6 finished\)$/m);
    const rows = readFileSync(join(dir, 's.csv'), 'utf8').trim().split(/\r?\n/);
    const head = rows[0].split(',');
    const at2 = rows[2].split(',');
    expect(at2[head.indexOf('n')]).toBe('6');
    expect(at2[head.indexOf('completed')]).toBe('1');
    expect(at2[head.indexOf('median')]).toBe('');
    expect(Number(at2[head.indexOf('censoredAbove')])).toBeGreaterThan(12.5);
    expect(Number(at2[head.indexOf('censoredAbove')])).toBeLessThan(13.1);
    expect(sim(...args, '--allow-incomplete').code).toBe(0);
  }, 120_000);
});

describe('one rule for sweeps and replications', () => {
  it('the CLI sweep summary of a point equals the replication statistics of the same runs (the catalogue\'s censoring)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-one-rule-'));
    for (const metric of ['flow.elapsed', 'flow.dataTransmit']) {
      const file = join(dir, `${metric}.json`);
      const r = sim('sweep', 'seed000-droptail', '--set', 'duration=15', '--param', 'flows.2.start', '--values', '2', '--reps', '6', '--metric', metric, '--summary', file, '--allow-incomplete');
      expect(r.code, r.err).toBe(0);
      const row = JSON.parse(readFileSync(file, 'utf8')).rows[0];
      let input = applyOverride(findPreset('seed000-droptail')!.build(), 'duration', 15) as ScenarioInput;
      input = applyOverride(input, 'flows.2.start', 2) as ScenarioInput;
      const d = replicate(input, 6).flows[2][metric];
      const file1 = (x: number) => (Number.isFinite(x) ? x : null);
      expect(row.n).toBe(d.n);
      expect(row.censored).toBe(d.unfinished);
      expect(row.censored).toBeGreaterThan(0);
      for (const k of ['median', 'q1', 'q3', 'mean', 'sd', 'ciLow', 'ciHigh'] as const) expect(row[k], k).toBe(file1(d[k]));
      expect(row.censoredAbove).toBeCloseTo(d.above, 9);
    }
  }, 120_000);
});
