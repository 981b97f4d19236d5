import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Is Debian's tshark on this machine (.ci/run installs it)? */
export const HAS_TSHARK = spawnSync('tshark', ['--version'], { encoding: 'utf8' }).status === 0;

const dir = HAS_TSHARK ? mkdtempSync(join(tmpdir(), 'capture-')) : '';

export function writeTemp(name: string, bytes: Uint8Array): string {
  const f = join(dir, name);
  writeFileSync(f, bytes);
  return f;
}

function tshark(args: string[]): string {
  const r = spawnSync('tshark', args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`tshark ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** One row per frame: the named fields (FT_NONE analysis flags read "1" when set, "" when not). */
export function frames(file: string, fields: string[]): Record<string, string>[] {
  const out = tshark(['-r', file, '-T', 'fields', '-E', 'separator=\t', '-E', 'aggregator=;', '-E', 'occurrence=a', ...fields.flatMap((f) => ['-e', f])]);
  return out
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => {
      const v = l.split('\t');
      return Object.fromEntries(fields.map((f, i) => [f, v[i] ?? '']));
    });
}

/** Expert-info lines of a severity and above ('error', 'warn'), as tshark's summary prints them. */
export function expertEntries(file: string, severity: 'error' | 'warn'): string[] {
  const out = tshark(['-r', file, '-q', '-z', `expert,${severity}`]);
  return out.split('\n').filter((l) => /^\s+\d+\s+\S/.test(l));
}
