import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (args: string[]) => execFileSync('npx', ['tsx', 'scripts/per-sweep.ts', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

describe('the PER sweep script (scaled down: 10 simulated seconds)', () => {
  it('writes one CSV row per value, queue and seed', () => {
    const lines = run(['--exp', 'e2', '--values', '0,0.01', '--duration', '10']).trim().split('\n');
    expect(lines[0]).toMatch(/^experiment,per,queue,seed,system_goodput_bps,/);
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(','))).toEqual(['0,droptail', '0,red', '0.01,droptail', '0.01,red']);
    const lossy = lines[3].split(',');
    expect(Number(lossy[12])).toBeGreaterThan(0); // link losses at PER 0.01
  }, 60_000);

  it('refuses an unknown experiment', () => {
    expect(() => run(['--exp', 'e9'])).toThrow();
  });
});
