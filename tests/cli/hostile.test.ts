/**
 * Hostile input (issue 34, item 8): each of the six defects a review found, one test each.
 * - `batch --out` is never changed before it is known to be this batch's output, and an --out
 *   naming the input is refused;
 * - two batches cannot write one --out at once (an exclusive lock file);
 * - a flow that does not exist and an unwritable output are refused before the first run;
 * - control characters in names never reach the terminal, and the schema refuses them;
 * - empty sweep values are refused (Number('') is 0).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sim, simAsync } from './sim-cli-helpers';

const tmp = () => mkdtempSync(join(tmpdir(), 'cl-hostile-'));
const ESC = '\u001b';

function tinyBatch(dir: string, runs: number): string {
  const path = join(dir, 'runs.jsonl');
  const lines = Array.from({ length: runs }, (_, k) => JSON.stringify({ preset: 'dumbbell-1-droptail', set: { duration: 1, 'measure.from': 0, seed: k + 1 } }));
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('batch --out is never changed before it is known to be this batch output', () => {
  it('a file that is not a batch output, without a trailing newline, is left byte for byte', () => {
    const dir = tmp();
    const input = tinyBatch(dir, 2);
    const other = join(dir, 'notes.txt');
    const text = 'my notes, line one\nline two without a newline';
    writeFileSync(other, text);
    const r = sim('batch', input, '--out', other);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/notes\.txt/);
    expect(readFileSync(other, 'utf8')).toBe(text);
  });

  it('--out naming the input file is refused, and the input is left as it was', () => {
    const dir = tmp();
    const input = join(dir, 'runs.jsonl');
    const text = `${JSON.stringify({ preset: 'dumbbell-1-droptail', set: { duration: 1, 'measure.from': 0 } })}\n${JSON.stringify({ preset: 'dumbbell-1-red', set: { duration: 1, 'measure.from': 0 } })}`;
    writeFileSync(input, text);
    const r = sim('batch', input, '--out', join(dir, '.', 'runs.jsonl'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out .* is the batch file itself/);
    expect(readFileSync(input, 'utf8')).toBe(text);
  });
});

describe('one batch at a time per --out', () => {
  it('a second batch on the same --out is refused while the first runs; the first writes every line once', async () => {
    const dir = tmp();
    // Runs long enough (a few seconds each) that the first batch is still running when the second starts.
    const input = join(dir, 'slow.jsonl');
    writeFileSync(input, Array.from({ length: 10 }, (_, k) => `${JSON.stringify({ preset: 'dumbbell-4-red', set: { duration: 10, 'measure.from': 0, seed: k + 1 } })}\n`).join(''));
    const out = join(dir, 'out.jsonl');
    const first = simAsync('batch', input, '--out', out, '--workers', '1');
    const firstDone = new Promise<number | null>((res) => first.on('exit', (code) => res(code)));
    // Wait until the first batch holds its lock.
    for (let k = 0; k < 600 && !existsSync(`${out}.lock`); k++) await new Promise((res) => setTimeout(res, 50));
    expect(existsSync(`${out}.lock`)).toBe(true);
    const second = sim('batch', input, '--out', out, '--workers', '1');
    expect(second.code).toBe(2);
    expect(second.err).toMatch(/out\.jsonl is being written by another batch \(process \d+/);
    expect(await firstDone).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(10);
    expect(lines.map((l) => JSON.parse(l).index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 120_000);
});

describe('checked before the first run', () => {
  it('sweep --metric-flow naming a flow the scenario lacks: refused before running, naming it', () => {
    const r = sim('sweep', 'dumbbell-1-droptail', '--param', 'duration', '--values', '1', '--reps', '1', '--metric-flow', '5');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^flow 5 does not exist: dumbbell-1-droptail has 1 flow\b/);
    expect(r.err).not.toMatch(/TypeError|at .*\.mjs/);
    expect(r.err).not.toMatch(/runs in/);
  });

  it('sweep --out and --jsonl where nothing can be written: refused before running', () => {
    for (const opt of ['--out', '--jsonl']) {
      const r = sim('sweep', 'dumbbell-1-droptail', '--param', 'duration', '--values', '1,2', '--reps', '1', opt, '/no-such-dir/sweep.csv');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^${opt} /no-such-dir/sweep\\.csv: cannot write there`));
      expect(r.err).not.toMatch(/runs in/);
    }
  });
});

describe('control characters in names', () => {
  it('the schema refuses them in a scenario or flow name, and the message shows them escaped', () => {
    const dir = tmp();
    const file = join(dir, 'evil.json');
    writeFileSync(file, JSON.stringify({ version: 2, name: `clear${ESC}[2J${ESC}]0;title\u0007`, duration: 1, topology: { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '10ms', queue: { type: 'droptail', limit: 10 } } }, flows: [{ kind: 'tcp', name: `f${ESC}[31m` }] }));
    const r = sim(file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/name: .*control character/);
    expect(r.err).toMatch(/flows\.0 \(flow 1, .*\)\.name: must not contain control characters/);
    expect(r.err + r.out).not.toContain(ESC);
    expect(r.err + r.out).not.toContain('\u0007');
  });

  it('a sweep configuration name from the command line reaches the table escaped', () => {
    const r = sim('sweep', '--name', `x${ESC}[2Jy`, 'dumbbell-1-droptail', '--param', 'duration', '--values', '1', '--reps', '1', '--set', 'measure.from=0');
    expect(r.code).toBe(0);
    expect(r.out + r.err).not.toContain(ESC);
    expect(r.out).toContain('x\\x1b[2Jy');
  });
});

describe('empty sweep values', () => {
  it.each([['1,,2'], [''], [' '], ['1,']])('--values "%s" is refused, naming the empty item', (values) => {
    const r = sim('sweep', 'dumbbell-1-droptail', '--param', 'duration', '--values', values, '--reps', '1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/empty value/);
    expect(r.err).not.toMatch(/runs in/);
  });
});
