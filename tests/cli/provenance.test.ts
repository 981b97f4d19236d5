/**
 * Issue 34, item 3: a single run's --out folder and --reps --json carry their provenance like the
 * sweep and batch files do: tool version and commit, the command, the preset or file, the --set
 * edits, the seed, the scenario's hash (as validated) and the trace hash; no clock, no host.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asEdited } from '../../src/cli/common';
import { scenarioHash } from '../../src/cli/provenance';
import { replicationScenario } from '../../src/cli/run-all';
import { presetInput } from '../../src/scenario-edit/catalog';
import { applyOverride } from '../../src/sim-core/scenario/overrides';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { sim } from './sim-cli-helpers';

/** seed000-droptail with duration 5 and seed `seed`, validated as the CLI validates it (a replication records no series). */
function hashOf(seed: number, replication = false): string {
  // As the CLI edits it: an edited preset takes its catalogue title and says it was edited (common.ts).
  const edited = asEdited(applyOverride(applyOverride(presetInput('seed000-droptail'), 'duration', 5), 'seed', seed) as object, ['duration', 'seed'], 'seed000-droptail');
  const v = validateScenario(replication ? replicationScenario(edited, seed) : edited);
  if (!v.ok) throw new Error(v.errors.join('; '));
  return scenarioHash(v.scenario);
}

const NO_CLOCK = /"(time|date|timestamp|host|hostname|user)"\s*:/i;

describe('provenance of single runs and replications', () => {
  it('--out writes provenance.json and summary.json with the command, source, edits, seed, scenario and trace hash', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cl-prov-')), 'out');
    const args = ['seed000-droptail', '--set', 'duration=5', '--seed', '3', '--out', dir];
    const r = sim(...args);
    expect(r.code, r.err).toBe(0);
    const text = readFileSync(join(dir, 'provenance.json'), 'utf8');
    const p = JSON.parse(text);
    expect(p.tool.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(p.tool.commit).toMatch(/^([0-9a-f]{40}(\+modified)?|unknown)$/);
    expect(p.command).toEqual(args);
    expect(p.source).toBe('seed000-droptail');
    expect(p.sets).toEqual({ duration: 5, seed: 3 });
    expect(p.seed).toBe(3);
    expect(p.scenarioHash).toBe(hashOf(3));
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
    expect(p.traceHash).toBe(summary.traceHash);
    expect(summary.provenance).toEqual({ ...p, files: undefined, traceHash: summary.traceHash });
    expect(text).not.toMatch(NO_CLOCK);
  }, 60_000);

  it('--reps --json states its provenance once and each run its own scenario hash (seed 3, 4)', () => {
    const r = sim('seed000-droptail', '--set', 'duration=5', '--seed', '3', '--reps', '2', '--json', '--allow-incomplete');
    expect(r.code, r.err).toBe(0);
    const o = JSON.parse(r.out);
    expect(o.provenance.source).toBe('seed000-droptail');
    expect(o.provenance.command).toEqual(['seed000-droptail', '--set', 'duration=5', '--seed', '3', '--reps', '2', '--json', '--allow-incomplete']);
    expect(o.provenance.scenarioHash).toBe(hashOf(3));
    expect(o.runs.map((x: { seed: number }) => x.seed)).toEqual([3, 4]);
    expect(o.runs.map((x: { scenarioHash: string }) => x.scenarioHash)).toEqual([hashOf(3, true), hashOf(4, true)]);
    expect(r.out).not.toMatch(NO_CLOCK);
  }, 60_000);
});
