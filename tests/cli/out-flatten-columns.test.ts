/**
 * Researcher trial 0300, confusion 1: `flatten` and `sweep --out` had different columns (only
 * --out had source and sets; only flatten had stop, error, size_bytes, link and run columns),
 * although docs/cli.md says they share the flow columns. They now share one definition: the
 * --out table is flatten's table of the sweep's own output lines.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('sweep --out and flatten share one column definition', () => {
  it('sweep --out is byte for byte flatten of the same sweep\'s --jsonl, with source, sets, stop, error and the catalogue columns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-out-flatten-'));
    const r = sim('sweep', 'seed000-droptail', 'seed000-red', '--param', 'flows.2.start', '--values', '0,1', '--reps', '2', '--set', 'duration=30', '--allow-incomplete', '--out', join(dir, 'runs.csv'), '--jsonl', join(dir, 'runs.jsonl'));
    expect(r.code, r.err).toBe(0);
    const f = sim('flatten', join(dir, 'runs.jsonl'));
    expect(f.code, f.err).toBe(0);
    const out = readFileSync(join(dir, 'runs.csv'), 'utf8');
    expect(out).toBe(f.out);
    const head = out.split('\n')[0].split(',');
    expect(head).toEqual(expect.arrayContaining(['index', 'config', 'source', 'sets', 'flows.2.start', 'seed', 'tool', 'commit', 'scenarioHash', 'traceHash', 'stop', 'error', 'flow', 'name', 'start_s', 'size_bytes', 'flow_kind', 'completed', 'elapsed_s']));
    expect(out.split('\n').filter((l) => l !== '')).toHaveLength(1 + 8 * 3);
    expect(out.split('\n')[1]).toContain('{""duration"":30}');
  }, 120_000);
});
