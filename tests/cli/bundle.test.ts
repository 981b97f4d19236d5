/**
 * `npm run sim` runs the esbuild bundle through scripts/sim.mjs, which rebuilds it when any file
 * it was built from is newer than the build (or the bundle is missing).
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DIR } from '../../scripts/cli-bundle-dir.mjs';
import { ROOT, sim } from './sim-cli-helpers';

const BUNDLE = BUNDLE_DIR;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

describe('the CLI bundle', () => {
  it('npm run sim runs the launcher, and install builds the bundle (prepare)', () => {
    expect(pkg.scripts.sim).toBe('node scripts/sim.mjs');
    expect(pkg.scripts.prepare).toMatch(/node scripts\/build-cli\.mjs/);
  });

  it('is rebuilt when its build is older than a source file, and not otherwise', () => {
    const stampPath = join(BUNDLE, 'build.json');
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
    expect(stamp.inputs).toContain('src/cli/main.ts');
    expect(stamp.inputs).toContain('src/sim-core/scenario/simulation.ts');
    // Pretend the build predates every source (written atomically: other tests run the CLI too).
    const tmp = `${stampPath}.test-${process.pid}`;
    writeFileSync(tmp, JSON.stringify({ ...stamp, startedAt: 0 }));
    renameSync(tmp, stampPath);
    const r = sim('--list');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/dumbbell-red/);
    const rebuilt = JSON.parse(readFileSync(stampPath, 'utf8'));
    expect(rebuilt.startedAt).toBeGreaterThan(statSync(join(ROOT, 'src/cli/main.ts')).mtimeMs);
    // Fresh now: the next run leaves the bundle alone.
    const mtime = statSync(join(BUNDLE, 'main.mjs')).mtimeMs;
    expect(sim('--list').code).toBe(0);
    expect(statSync(join(BUNDLE, 'main.mjs')).mtimeMs).toBe(mtime);
  });
});
