import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

// Build the bundle now if the sources changed, so no test's time includes building it.
spawnSync(process.execPath, [join(ROOT, 'scripts/sim.mjs'), '--list'], { cwd: ROOT, stdio: 'ignore', timeout: 120_000 });

/** Run the CLI as `npm run sim` does: the bundle, through its launcher (which rebuilds it when stale). */
export function sim(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/sim.mjs'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The same, not waiting: for interrupting a run. */
export function simAsync(...args: string[]) {
  return spawn(process.execPath, [join(ROOT, 'scripts/sim.mjs'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}
