/**
 * Researcher trial 0300, confusion 10: `seed000-red --set flows.2.start=5` printed the title
 * "Late flow vs two downloads — RED (d = 2 s)", and --emit-batch lines carried "(d = 2 s)" for
 * every d. The preset's note of its own settings is dropped once an edit may have changed them.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('a preset\'s "(d = 2 s)" note after edits', () => {
  it('a single run with --set flows.2.start=5 has no "(d = 2 s)" in its title; --seed alone keeps it', () => {
    const edited = sim('seed000-red', '--set', 'flows.2.start=5', '--set', 'duration=10');
    expect(edited.code, edited.err).toBe(0);
    expect(edited.out.split('\n')[0]).toBe('Late flow vs two downloads — RED');
    // The seed changes nothing the note describes.
    const seeded = sim('seed000-red', '--seed', '4');
    expect(seeded.code, seeded.err).toBe(0);
    expect(seeded.out.split('\n')[0]).toBe('Late flow vs two downloads — RED (d = 2 s)');
    const shown = sim('show', 'seed000-red', '--set', 'seed=4');
    expect(JSON.parse(shown.out).name).toBe('Late flow vs two downloads — RED (d = 2 s)');
  }, 60_000);

  it('--emit-batch lines carry no "(d = 2 s)": the scenario\'s name without the note, the run\'s own in set.name', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cl-stale-')), 'runs.jsonl');
    const r = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0,5', '--reps', '1', '--emit-batch', file);
    expect(r.code, r.err).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.scenario.name, l.set.name])).toEqual([
      ['Late flow vs two downloads — RED', 'seed000-red, flows.2.start = 0'],
      ['Late flow vs two downloads — RED', 'seed000-red, flows.2.start = 5'],
    ]);
  }, 60_000);
});
