/**
 * Leftovers of the researcher trial 0300 (issue 34): a baseline configuration (tail drop in a
 * max_p grid) ran, was shown and was counted at every value of the setting it lacks; the --reps
 * table's mean and sd left unfinished runs out without saying so.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvParse } from 'd3';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

const dir = mkdtempSync(join(tmpdir(), 'cl-baseline-once-'));
const f = (name: string) => join(dir, name);

describe('a baseline configuration runs, shows and counts once', () => {
  // duration 15 s: some late flows do not finish, so the unfinished count is exercised too.
  const args = ['sweep', 'seed000-droptail', 'seed000-red', '--param', 'flows.2.start', '--values', '0,2', '--param', 'topology.bottleneckQueue.maxP', '--values', '0.02,0.5', '--reps', '2', '--set', 'duration=15', '--workers', '1'];
  const r = sim(...args, '--out', f('runs.csv'), '--jsonl', f('runs.jsonl'), '--summary', f('s.csv'));

  it('tail drop runs once per start time and seed (4 runs), RED at every max_p (8): 12 runs, not 16', () => {
    expect(r.err).toContain('sweep: 12 runs');
    const lines = readFileSync(f('runs.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(12);
    const drop = lines.filter((l) => l.meta.config === 'seed000-droptail');
    expect(drop.map((l) => [l.meta.values, l.meta.seed])).toEqual([
      [{ 'flows.2.start': 0 }, 1],
      [{ 'flows.2.start': 0 }, 2],
      [{ 'flows.2.start': 2 }, 1],
      [{ 'flows.2.start': 2 }, 2],
    ]);
    const rows = csvParse(readFileSync(f('runs.csv'), 'utf8')).filter((x) => x.flow === '3');
    expect(rows.filter((x) => x.config === 'seed000-droptail')).toHaveLength(4);
  }, 120_000);

  it('the terminal shows the baseline once, in a table of its own keyed by the setting it has', () => {
    const out = r.out;
    const [sweep, baseline] = out.split(/\n\nbaseline /);
    expect(sweep).not.toContain('seed000-droptail');
    expect(sweep.match(/^\d, 0\.(02|5) /gm)).toHaveLength(4);
    expect(baseline).toMatch(/^\(no topology\.bottleneckQueue\.maxP: it ran once, the same at every value of it\):\nflows\.2\.start +seed000-droptail\n/);
    expect(baseline.match(/^[02] +/gm)).toHaveLength(2);
  });

  it('the unfinished count counts each run once (of 12 runs), as the run table does', () => {
    const rows = csvParse(readFileSync(f('runs.csv'), 'utf8')).filter((x) => x.flow === '3');
    const open = rows.filter((x) => x.completed === 'false').length;
    expect(open).toBeGreaterThan(0);
    expect(r.code).toBe(5);
    expect(r.err).toContain(`flow 3 did not finish in ${open} of 12 runs`);
    // The summary's censored counts add up to the same runs.
    const summary = csvParse(readFileSync(f('s.csv'), 'utf8'));
    expect(summary.reduce((a, x) => a + Number(x.censored), 0)).toBe(open);
  });
});

describe('mean and sd say they cover the finished runs only', () => {
  it('--reps: a row with unfinished runs says "(k of n finished)" in its mean, a note says why, no finished run gives a dash', () => {
    const r = sim('seed000-droptail', '--reps', '3', '--set', 'duration=15', '--allow-incomplete', '--workers', '1');
    expect(r.code, r.err).toBe(0);
    const row = (flow: number, metric: string) => r.out.split('\n').find((l) => l.startsWith(`flow ${flow} `) && l.includes(` ${metric} (s) `))!;
    // Flow 3 (the late flow) finished in 1 of 3 runs at 15 s, the big flows in none.
    expect(row(3, 'elapsed')).toMatch(/ 3 +2 .* 12\.39 \(1 of 3 finished\) +— *$/);
    expect(row(1, 'elapsed')).toMatch(/ 3 +3 .*> 14\.95 +— +— *$/);
    expect(row(1, 'handshake')).not.toContain('finished');
    expect(r.out).toContain('mean and sd: over the finished runs only');
  }, 120_000);

  it('--reps with every run finished prints no such note', () => {
    const r = sim('seed000-red', '--reps', '2', '--workers', '1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain(' finished)');
    expect(r.out).not.toContain('over the finished runs only');
  }, 120_000);

  it('sweep --summary: meanOver is n − censored beside mean and sd', () => {
    const rows = csvParse(readFileSync(f('s.csv'), 'utf8'));
    expect(rows.columns.slice(rows.columns.indexOf('mean'), rows.columns.indexOf('mean') + 3)).toEqual(['mean', 'sd', 'meanOver']);
    for (const x of rows) expect(Number(x.meanOver)).toBe(Number(x.n) - Number(x.censored));
  });
});
