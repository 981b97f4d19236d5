/**
 * Issue 34, item 5: `flatten` writes one row per run × flow with the metric catalogue's columns,
 * and its values are the catalogue's: the same run's --out flows.csv and run.csv hold the same
 * cells under the same names.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowCsvColumns, runCsvColumns } from '../../src/sim-core/metric-catalogue/registry';
import { csvObjects } from '../helpers/csv';
import { sim } from './sim-cli-helpers';

const rowsOf = csvObjects;

describe('flatten: the catalogue\'s columns and values', () => {
  it('a sweep run flattened equals the same run\'s --out flows.csv and run.csv, cell for cell', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-flat-'));
    const jsonl = join(dir, 'runs.jsonl');
    const s = sim('sweep', 'seed000-droptail', '--set', 'duration=20', '--param', 'flows.2.start', '--values', '2', '--reps', '1', '--jsonl', jsonl, '--allow-incomplete');
    expect(s.code, s.err).toBe(0);
    const f = sim('flatten', jsonl, '--out', join(dir, 'flat.csv'));
    expect(f.code, f.err).toBe(0);
    const flat = rowsOf(readFileSync(join(dir, 'flat.csv'), 'utf8'));
    expect(flat).toHaveLength(3);
    const one = sim('seed000-droptail', '--set', 'duration=20', '--set', 'flows.2.start=2', '--seed', '1', '--out', join(dir, 'one'));
    expect(one.code, one.err).toBe(0);
    const flows = rowsOf(readFileSync(join(dir, 'one', 'flows.csv'), 'utf8'));
    const run = rowsOf(readFileSync(join(dir, 'one', 'run.csv'), 'utf8'))[0];
    expect(flat.map((r) => r.traceHash)).toEqual(Array(3).fill(JSON.parse(readFileSync(join(dir, 'one', 'summary.json'), 'utf8')).traceHash));
    flat.forEach((r, i) => {
      for (const c of flowCsvColumns()) expect(r[c], `flow ${i + 1} ${c}`).toBe(flows[i][c]);
      for (const c of runCsvColumns()) expect(r[c], c).toBe(run[c]);
      expect(r.flow_kind).toBe('tcp');
    });
    expect(flat.map((r) => r.completed)).toEqual(flat.map((r) => (r.elapsed_s === '' ? 'false' : 'true')));
  }, 120_000);
});
