import { spawn } from 'node:child_process';

/**
 * Instructions executed by `node --single-threaded ...nodeArgs` (Valgrind cachegrind's I refs,
 * cache simulation off): a count that does not drift with the host's load, for the A/B
 * benchmarks (bench-core-ab.ts, bench-worker-ab.ts). Single-threaded, so that V8's compiler and
 * collector run on the counted thread.
 */
export function countInstructions(nodeArgs: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const p = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', ...nodeArgs]);
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', () => {
      const m = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (m) resolve(Number(m[1].replace(/,/g, '')));
      else reject(new Error(`valgrind failed: ${err.slice(-500)}`));
    });
  });
}
