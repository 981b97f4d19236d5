/**
 * docs/cli.md: every output file's `commit` is the git commit of the checkout the CLI runs from,
 * ending in "+modified" when a tracked file under src/ differs from it. A researcher's clone
 * whose node_modules was a symlink into another checkout always reported that other checkout's
 * clean commit (the bundle lives under node_modules/.cache/ and found its project by walking up
 * from its real path). This test makes such a clone: its own commit, node_modules linked to ours.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './sim-cli-helpers';

const clone = join(mkdtempSync(join(tmpdir(), 'cl-modified-')), 'clone');
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], { cwd: clone, encoding: 'utf8' }).trim();

function simIn(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(cwd, 'scripts/sim.mjs'), ...args], { cwd, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The commit stated by each output file of a sweep and of a single run's --out folder. */
function statedCommits(tag: string): string[] {
  const out = join(clone, `out-${tag}`);
  const sweep = simIn(clone, 'sweep', 'seed000-droptail', '--param', 'flows.2.start', '--values', '1', '--reps', '1', '--set', 'duration=3', '--allow-incomplete',
    '--summary', `${out}-summary.json`, '--summary', `${out}-summary.csv`, '--out', `${out}-runs.csv`, '--jsonl', `${out}.jsonl`);
  expect(sweep.code, sweep.err).toBe(0);
  const single = simIn(clone, 'seed000-droptail', '--set', 'duration=3', '--out', `${out}-single`);
  expect(single.code, single.err).toBe(0);
  const csvCommit = (file: string) => {
    const [head, row] = readFileSync(file, 'utf8').split('\n').filter((l) => !l.startsWith('#'));
    return row.split(',')[head.split(',').indexOf('commit')];
  };
  return [
    JSON.parse(readFileSync(`${out}-summary.json`, 'utf8')).tool.commit,
    csvCommit(`${out}-summary.csv`),
    csvCommit(`${out}-runs.csv`),
    JSON.parse(readFileSync(`${out}.jsonl`, 'utf8').split('\n')[0]).tool.commit,
    JSON.parse(readFileSync(join(`${out}-single`, 'provenance.json'), 'utf8')).tool.commit,
  ];
}

describe('provenance commit of a checkout whose node_modules is shared', () => {
  afterAll(() => {
    // The clone's bundle folder (one per checkout) lives in our node_modules: remove it with the clone.
    const dir = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/cli-bundle-dir.mjs').then((m) => process.stdout.write(m.BUNDLE_DIR))"], { cwd: clone, encoding: 'utf8' }).stdout;
    if (dir.includes('congestion-lab-cli')) rmSync(dir, { recursive: true, force: true });
    rmSync(join(clone, '..'), { recursive: true, force: true });
    // A node start and the removal of a clone: seconds on a busy machine (10 s ran out at load 41).
  }, 60_000);

  it('every output file names the clone\'s own commit, and ends in +modified once a tracked src/ file is edited', () => {
    execFileSync('git', ['clone', '-q', '--shared', ROOT, clone]);
    // The sources as they are in this working tree (they may not be committed yet), committed in the clone.
    for (const d of ['src', 'scripts']) cpSync(join(ROOT, d), join(clone, d), { recursive: true });
    cpSync(join(ROOT, 'package.json'), join(clone, 'package.json'));
    git('add', '-A', 'src', 'scripts', 'package.json');
    git('commit', '-q', '--allow-empty', '-m', 'the working tree under test');
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
    const head = git('rev-parse', 'HEAD');

    expect(statedCommits('clean')).toEqual(Array(5).fill(head));

    appendFileSync(join(clone, 'src/figures/sweep-figure.ts'), '\n// an edit the researcher made\n');
    expect(statedCommits('edited')).toEqual(Array(5).fill(`${head}+modified`));
  }, 400_000);
});
