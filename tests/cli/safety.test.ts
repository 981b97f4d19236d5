/**
 * The CLI refuses bad input and unwritable output in one line with exit status 2, refuses the
 * unsafe links of issue 12 before running, and a run cut by a budget exits 3 with its message
 * (no silent "truncated" warning).
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sim } from './sim-cli-helpers';


const oneLine = (s: string) => s.trim().split('\n').length === 1;

describe('npm run sim refuses clearly', () => {
  it('an --out that cannot be a directory: one line naming it, exit 2, before any table', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cl-')), 'plain-file');
    writeFileSync(file, 'x');
    const r = sim('seed000-droptail', '--out', join(file, 'series'));
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toBe(true);
    expect(r.err).toMatch(/^--out .*plain-file\/series: .*plain-file is not a directory/);
    expect(r.out).toBe('');
  });

  it('an --out under /proc (cannot be created): one line, exit 2', () => {
    const r = sim('seed000-droptail', '--out', '/proc/no-such-dir/series');
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toBe(true);
    expect(r.err).toMatch(/^--out \/proc\/no-such-dir\/series: cannot write there \(E[A-Z]+\)/);
  });

  it('a directory given as the scenario says so', () => {
    const r = sim(join(ROOT, 'tests'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/tests is a directory; give a scenario file \(\.json\) or a preset name/);
  });

  it('--set duration=1e999 names the problem: must be finite', () => {
    const r = sim('seed000-droptail', '--set', 'duration=1e999');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/duration: must be finite \(got Infinity\)/);
  });

  it.each([
    ['onoff-tiny-sojourn', /meanOn: must be at least 0\.000001 s \(1 µs\)/],
    ['cbr-huge-queue', /a queue limit above 150000000 is refused/],
    ['legal-maximum', /record\.maxValues: at most 50000000 values/],
  ])('the unsafe link %s is refused before running, exit 2', (name, message) => {
    const r = sim(join(ROOT, `tests/fixtures/unsafe-links/${name}.json`));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.out).toBe('');
  });

  it('a run cut by its event budget prints its table, then the reason, and exits 3', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const r = sim('seed000-droptail', '--set', 'maxEvents=2000', '--out', dir);
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/handshake \(s\)\s+elapsed \(s\)/);
    expect(r.err).toMatch(/run cut short: stopped at .* s of 600 s: the run reached its event budget of 2000 events \(maxEvents\)/);
    expect(readdirSync(dir)).toContain('summary.json');
  });

  it('series cut by record.maxValues: a note saying when, exit 0 (the run itself completed)', () => {
    const r = sim('seed000-droptail', '--set', 'record.maxValues=1000');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/note: the series stopped recording at [\d.]+ s \(record\.maxValues, 1000 values\); the summary covers the whole run/);
  });

  it('replications cut by a budget exit 3 too, naming how many', () => {
    const r = sim('seed000-droptail', '--reps', '2', '--set', 'maxEvents=2000');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^2 of 2 runs were cut by a budget; first, seed 1: stopped at/m);
  });
});
