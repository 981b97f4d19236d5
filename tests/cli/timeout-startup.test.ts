/**
 * Researcher trial 0300, step 17: `--timeout 0.3` failed 47 of 48 runs that take about 40 ms
 * each, because a run's timer started when it was handed to a worker thread, so a fresh thread's
 * start-up (loading the task module) counted, and each timed-out thread's cold replacement made
 * the next run time out too. The timer now starts when the worker starts the run.
 */
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('--timeout counts the run itself, not its worker thread\'s start-up', () => {
  it('runs of a few milliseconds all finish under --timeout 0.3 on fresh threads', () => {
    // 3 simulated seconds of seed000-droptail: a few hundred events, milliseconds of work.
    const r = sim('sweep', 'seed000-droptail', '--param', 'flows.2.start', '--values', '0,0.5', '--reps', '4', '--set', 'duration=3', '--allow-incomplete', '--timeout', '0.3', '--workers', '2');
    expect(r.err).not.toMatch(/timed out/);
    expect(r.code, r.err).toBe(0);
  }, 60_000);

  it('--help says what the timeout counts', () => {
    for (const cmd of ['sweep', 'batch']) expect(sim(cmd, '--help').out).toMatch(/--timeout S[\s\S]*from the moment its worker starts it[\s\S]*start-up/);
  });
});
