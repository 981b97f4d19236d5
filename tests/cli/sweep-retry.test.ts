/**
 * `sweep --retry-errors FILE` (researcher trial 0300, confusion 7): run again only the runs that
 * failed or timed out in an earlier run of the same sweep, keep the others from its --jsonl, and
 * refuse a file that another sweep (or another build) wrote, before anything runs.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

const dir = mkdtempSync(join(tmpdir(), 'cl-retry-'));
const f = (name: string) => join(dir, name);
const SWEEP = ['sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0,2', '--reps', '2', '--set', 'duration=12', '--allow-incomplete', '--workers', '1'];

/** The earlier sweep's lines with run `k` (0-based) turned into a failed one, as a timeout writes it. */
function withFailed(text: string, k: number): string {
  const lines = text.split('\n');
  const at = lines[k].indexOf(',"summary":');
  lines[k] = `${lines[k].slice(0, at)},"error":"timed out after 0.01 s (--timeout)"}`;
  return lines.join('\n');
}

describe('sweep --retry-errors', () => {
  const clean = sim(...SWEEP, '--jsonl', f('clean.jsonl'), '--summary', f('clean.csv'), '--out', f('clean-runs.csv'));

  it('runs only the failed run again and writes what a sweep without failures writes, byte for byte', () => {
    expect(clean.code, clean.err).toBe(0);
    writeFileSync(f('b.jsonl'), withFailed(readFileSync(f('clean.jsonl'), 'utf8'), 2));
    const r = sim(...SWEEP, '--jsonl', f('b.jsonl'), '--retry-errors', f('b.jsonl'), '--summary', f('b.csv'), '--out', f('b-runs.csv'));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toContain(`--retry-errors ${f('b.jsonl')}: 3 of 4 runs kept, 1 that failed there run again`);
    expect(r.err).toContain('sweep: 1 run, using 1 worker');
    expect(readFileSync(f('b.jsonl'), 'utf8')).toBe(readFileSync(f('clean.jsonl'), 'utf8'));
    expect(readFileSync(f('b.csv'), 'utf8')).toBe(readFileSync(f('clean.csv'), 'utf8'));
    expect(readFileSync(f('b-runs.csv'), 'utf8')).toBe(readFileSync(f('clean-runs.csv'), 'utf8'));
    expect(r.out).toBe(clean.out);
  }, 120_000);

  it('after runs timed out, the failure names --retry-errors, and retrying gives the clean sweep', () => {
    const failed = sim(...SWEEP, '--timeout', '0.001', '--jsonl', f('t.jsonl'));
    expect(failed.code).toBe(4);
    expect(failed.err).toContain(`run the same command with --retry-errors ${f('t.jsonl')} to run only those again`);
    const r = sim(...SWEEP, '--jsonl', f('t.jsonl'), '--retry-errors', f('t.jsonl'), '--summary', f('t.csv'));
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(f('t.csv'), 'utf8')).toBe(readFileSync(f('clean.csv'), 'utf8'));
    // Without --jsonl, the failure says how to keep the finished runs.
    const bare = sim(...SWEEP, '--timeout', '0.001');
    expect(bare.code).toBe(4);
    expect(bare.err).toContain('with --jsonl FILE the finished runs are kept, and --retry-errors FILE runs only the failed ones again');
  }, 120_000);

  it('refuses, before any run and leaving the file as it is, a file of another sweep, a CSV, a missing file or another build\'s lines', () => {
    copyFileSync(f('clean.jsonl'), f('other.jsonl'));
    const before = readFileSync(f('other.jsonl'), 'utf8');
    const cases: [string[], RegExp][] = [
      [['--values', '0,3'], /other\.jsonl:3 is run "seed000-red flows\.2\.start=2 seed 1" where this sweep has "seed000-red flows\.2\.start=3 seed 1": it was written by a sweep with other parameters/],
      [['--reps', '3'], /holds 4 runs and this sweep has 6, so it was written by another sweep/],
      [['--set', 'duration=13'], /other\.jsonl:1 is run .* it was written by a sweep with other parameters/],
    ];
    for (const [change, message] of cases) {
      const args = [...SWEEP];
      const at = args.indexOf(change[0]);
      args[at + 1] = change[1];
      const r = sim(...args, '--retry-errors', f('other.jsonl'), '--jsonl', f('other.jsonl'));
      expect(r.code, change.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).not.toContain('sweep: ');
    }
    expect(readFileSync(f('other.jsonl'), 'utf8')).toBe(before);
    expect(sim(...SWEEP, '--retry-errors', f('clean-runs.csv')).err).toContain("give the sweep's --jsonl file: a CSV (--out's run table) holds the catalogue's columns");
    expect(sim(...SWEEP, '--retry-errors', f('nothing.jsonl')).err).toContain('no such file');
    writeFileSync(f('old.jsonl'), before.replace(/"commit":"[^"]*"/g, '"commit":"0000000000000000000000000000000000000000"'));
    const old = sim(...SWEEP, '--retry-errors', f('old.jsonl'));
    expect(old.code).toBe(2);
    expect(old.err).toMatch(/old\.jsonl:1 was written by .* at 0{40}, and this is .*: results of two builds would be mixed/);
    expect(sim(...SWEEP, '--retry-errors', f('clean.jsonl'), '--emit-batch', f('x.jsonl')).err).toContain('does not go with --emit-batch');
  }, 120_000);

  it('is in sweep --help', () => {
    expect(sim('sweep', '--help').out).toMatch(/--retry-errors FILE run again only the runs that failed or timed out in FILE/);
  });
});
