/**
 * Output files of sweep (--out, --jsonl, --summary, --plot, --emit-batch): checked before the
 * first run, so that an unwritable path fails at once instead of after every run finished, and
 * written whole through a temporary file and a rename, so that an interrupted or failed write
 * never leaves half a file in place of an earlier good one.
 */
import { accessSync, constants, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail } from './common';
import { note } from './printable';

const reason = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** Exit (status 2) unless `path` can be written: its folder exists and is writable, and it is not a folder itself. */
export function writableFileOrExit(path: string, option: string): void {
  const full = resolve(path);
  try {
    if (existsSync(full)) {
      if (statSync(full).isDirectory()) fail(`${option} ${path}: is a directory; give a file name`);
      accessSync(full, constants.W_OK);
    }
    const dir = dirname(full);
    if (!existsSync(dir)) fail(`${option} ${path}: cannot write there (no folder ${dir})`);
    if (!statSync(dir).isDirectory()) fail(`${option} ${path}: cannot write there (${dir} is not a folder)`);
    accessSync(dir, constants.W_OK);
  } catch (e) {
    fail(`${option} ${path}: cannot write there (${reason(e)})`);
  }
}

/** Exit unless the output paths are different files (two outputs in one file would overwrite each other). */
export function distinctOutputsOrExit(outputs: readonly { option: string; path: string | null }[]): void {
  const seen = new Map<string, string>();
  for (const o of outputs) {
    if (o.path === null) continue;
    const full = resolve(o.path);
    const before = seen.get(full);
    if (before !== undefined) fail(`${before} and ${o.option} name the same file (${o.path}); give each its own`);
    seen.set(full, o.option);
  }
}

/** Write `text` (or bytes) to `path` whole: a temporary file beside it, then a rename. */
export function writeWholeOrExit(path: string, content: string | Uint8Array): void {
  const tmp = `${path}.writing-${process.pid}`;
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    fail(`${path}: cannot write there (${reason(e)})`);
  }
  note(`wrote ${path}\n`);
}
