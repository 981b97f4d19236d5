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
import { censoredSummary, medianCiRanks } from '../../src/sim-core/experiments/censored-summary';
import { sim } from './sim-cli-helpers';

describe('censored statistics', () => {
  it('the 95 % order-statistic interval of the median: ranks 6 and 15 of 20, none below n = 6', () => {
    expect(medianCiRanks(20)).toEqual([6, 15]);
    expect(medianCiRanks(6)).toEqual([1, 6]);
    expect(medianCiRanks(5)).toBeNull();
  });

  it('unfinished runs sort above the finished ones: the median stays defined below half, then is censored', () => {
    const obs = (values: number[], open: number) => [...values.map((v) => ({ value: v, completed: true, censoredAt: 15 })), ...Array.from({ length: open }, () => ({ value: Number.NaN, completed: false, censoredAt: 13 }))];
    const few = censoredSummary(obs([1, 2, 3, 4, 5], 2), 'above');
    expect([few.n, few.completed, few.censored, few.median]).toEqual([7, 5, 2, 4]);
    expect(few.mean).toBeNaN();
    expect(few.max).toBeNaN();
    const most = censoredSummary(obs([12.39], 19), 'above');
    expect(most.median).toBeNaN();
    expect(most.bound).toBe(13);
    const all = censoredSummary(obs([1, 2, 3], 0), 'above');
    expect([all.mean, all.median, all.max]).toEqual([2, 2, 3]);
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
