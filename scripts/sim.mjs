/**
 * `npm run sim`: start the bundled CLI (scripts/build-cli.mjs), rebuilding it first when it is
 * missing or any file it was built from changed since. The check is one stat per input file
 * (a few milliseconds); esbuild is loaded only to rebuild.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { BUNDLE_DIR, ROOT } from './cli-bundle-dir.mjs';

function fresh() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(BUNDLE_DIR, 'build.json'), 'utf8'));
    for (const f of ['main.mjs', 'run-task.mjs']) statSync(join(BUNDLE_DIR, f));
  } catch {
    return false;
  }
  for (const f of stamp.inputs) {
    let m;
    try {
      m = statSync(join(ROOT, f)).mtimeMs;
    } catch {
      return false;
    }
    if (m >= stamp.startedAt) return false;
  }
  return true;
}

/** A lock held while this process rebuilds older than this is left by a process that died: taken over. */
const STALE_LOCK_MS = 120_000;

/**
 * Take the rebuild lock (a file created exclusively), waiting while another process holds it. Two
 * launchers started together both found the bundle stale and both rebuilt it, one overwriting the
 * bundle the other had just started (two terminals; tests/cli/bundle.test.ts beside the other CLI
 * tests saw the bundle rewritten after its own rebuild).
 */
function lock() {
  const path = join(BUNDLE_DIR, 'build.lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      return () => rmSync(path, { force: true });
    } catch {
      try {
        if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) rmSync(path, { force: true });
      } catch {
        // Released between the two calls: try again.
      }
      Atomics.wait(pause, 0, 0, 50);
    }
  }
}

if (!fresh()) {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const release = lock();
  try {
    // Another launcher may have rebuilt it while this one waited for the lock.
    if (!fresh()) {
      const { buildCli } = await import('./build-cli.mjs');
      // Said on a terminal only: scripts and tests read stderr for the CLI's own messages.
      if (process.stderr.isTTY) process.stderr.write('(building the CLI bundle: it is missing or older than its sources)\n');
      await buildCli();
    }
  } finally {
    release();
  }
}
// `npm run sim` starts this in the project's folder; file names on its command line (scenarios,
// --out, --summary, …) mean the folder it was typed in, which npm passes as INIT_CWD. Only when
// npm runs this very script: a test or a script run by another npm script keeps its own folder.
if (process.env.npm_lifecycle_event === 'sim' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(pathToFileURL(join(BUNDLE_DIR, 'main.mjs')).href);
