/**
 * One batch at a time per output file: `OUT.lock`, made with an exclusive create (O_EXCL) before
 * OUT is read or changed, removed when the batch ends (also on an error exit or an interrupt).
 * Two batches on one --out would otherwise interleave their lines (19 lines for 10 runs) and both
 * report success. A lock left by a process that no longer runs on this host (killed with -9, a
 * crash) is taken over; one from another host is left to the user to remove, as only they can know
 * whether that batch still runs (a shared file system).
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { fail } from './common';

export const lockPath = (out: string): string => `${out}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`);
    closeSync(fd);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    fail(`--out: cannot create the lock file ${path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/** Take the lock of `out` or exit (status 2) saying who holds it. The lock is released at exit. */
export function lockOutputOrExit(out: string): void {
  const path = lockPath(out);
  if (!tryCreate(path)) {
    let holder: { pid?: unknown; host?: unknown } = {};
    try {
      holder = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      // A lock being written this very moment, or not ours: treated as held.
    }
    const here = holder.host === hostname();
    if (here && typeof holder.pid === 'number' && !alive(holder.pid)) {
      rmSync(path, { force: true });
      if (!tryCreate(path)) fail(`${out} is being written by another batch (it took the lock ${path} just now)`);
    } else {
      const who = typeof holder.pid === 'number' ? `process ${holder.pid}${here ? '' : ` on ${String(holder.host)}`}` : 'unknown process';
      fail(`${out} is being written by another batch (${who}, lock file ${path}); wait for it, or delete the lock file if no batch runs`);
    }
  }
  process.once('exit', () => rmSync(path, { force: true }));
}
