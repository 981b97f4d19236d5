/**
 * Researcher trial 0300, confusion 10: `seed000-red --set flows.2.start=5` printed the title
 * "Late flow vs two downloads — RED (d = 2 s)", and --emit-batch lines carried "(d = 2 s)" for
 * every d. The preset's note of its own settings is dropped once an edit may have changed them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('an edited preset\'s description says it was edited, not "(here d = 2 s)"; the seed alone keeps the preset\'s words; a file keeps its author\'s', () => {
    const edited = JSON.parse(sim('show', 'seed000-red', '--set', 'flows.2.start=5').out);
    expect(edited.description).not.toMatch(/d = 2 s|min_th 5000/);
    expect(edited.description).toBe('The preset seed000-red with flows.2.start changed; its own description states the values it had (npm run -s sim -- show seed000-red prints it).');
    expect(JSON.parse(sim('show', 'seed000-red', '--seed', '4').out).description).toContain('(here d = 2 s)');
    // A scenario file is its author's: its words stay after an edit.
    const file = join(mkdtempSync(join(tmpdir(), 'cl-stale-')), 'mine.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(sim('show', 'seed000-red').out), name: 'Mine (d = 2 s)', description: 'my words (d = 2 s)' }));
    const mine = JSON.parse(sim('show', file, '--set', 'flows.2.start=5').out);
    expect([mine.name, mine.description]).toEqual(['Mine (d = 2 s)', 'my words (d = 2 s)']);
  }, 60_000);

  it('sweep lines carry no preset description stating the swept value', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cl-stale-')), 'runs.jsonl');
    expect(sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0,5', '--reps', '1', '--emit-batch', file).code).toBe(0);
    for (const l of readFileSync(file, 'utf8').trim().split('\n').map((x) => JSON.parse(x))) expect(l.scenario.description).not.toContain('d = 2 s');
  }, 60_000);
});

describe('--help shows numbers as numbers', () => {
  it('no floating-point junk in defaults or profile settings (DualPI2\'s α reads 0.15)', () => {
    const help = sim('--help').out;
    expect(help).not.toMatch(/\d\.\d*(0000000|9999999)\d/);
    expect(help).toContain('"alpha":0.15');
    expect(help).toMatch(/alpha: .*default 0\.15\)/);
  });
});
