/**
 * `sweep` takes the run pool's limits as `batch` does (a researcher read about --timeout in
 * docs/cli.md and found it missing from sweep --help), and its help lists every option it takes.
 */
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('sweep: --timeout, --memory and the help that names them', () => {
  it('sweep --help lists --timeout, --memory and --y-range', () => {
    const r = sim('sweep', '--help');
    expect(r.code).toBe(0);
    for (const opt of ['--timeout S', '--memory MB', '--y-range MIN:MAX']) expect(r.out).toContain(opt);
  });

  it('a run that outlives --timeout is a failed run, named in the message, and the sweep exits 4', () => {
    // An hour of 50 flows at 40 Mbit/s (over 100 M events): no machine runs it in 3 s.
    const r = sim('sweep', 'dumbbell-50-red', '--set', 'duration=3600', '--set', 'topology.bottleneck.rate=40000000', '--param', 'flows.0.start', '--values', '0', '--reps', '1', '--timeout', '3', '--workers', '1');
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/1 of 1 runs failed; first, run 1 \(.*\): timed out after 3 s \(--timeout\)/);
  });

  it('--timeout and --memory are checked before any run', () => {
    const t = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0', '--timeout', '0');
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/--timeout must be a positive number of seconds/);
    const m = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0', '--memory', '3');
    expect(m.code).toBe(2);
    expect(m.err).toMatch(/--memory must be a whole number of MB/);
  });
});
