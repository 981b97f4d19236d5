import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPreset, validateScenario, type Scenario } from '../../src/sim-core';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { Batch } from '../../src/worker/protocol';
import { createSimApi } from '../../src/worker/sim-api';
import { StreamingRun, stripSeries } from '../../src/worker/streaming-run';
import { WARM_UP_SLICES, warmUp } from '../../src/worker/warm-up';

/** Presets on the warm-up's paths (tail drop, the app's first preset, RED, series on) and one off them. */
const PRESETS = ['seed000-droptail', 'ns3-s2-droptail', 'ns3-s2-red', 'dumbbell-5-red'].filter((n) => findPreset(n));

describe('the sim worker warm-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a run after the warm-up gives exactly the result digest of the same run in a fresh process', async () => {
    // Fresh process: the scripts' digest, computed before anything has run in it.
    const fresh = JSON.parse(execFileSync('node_modules/.bin/tsx', ['scripts/preset-hashes.ts', '--only', PRESETS.join(',')], { encoding: 'utf8' })) as Record<string, { result: string }>;
    const slices = await warmUp(() => true, () => Promise.resolve(), () => 0);
    expect(slices).toBeGreaterThan(WARM_UP_SLICES / 2);
    expect(slices).toBeLessThanOrEqual(WARM_UP_SLICES);
    for (const name of PRESETS) expect({ name, result: resultDigest(runScenario(findPreset(name)!.build())) }).toEqual({ name, result: fresh[name].result });
  });

  it("a run requested while the warm-up runs preempts it at its next slice, completes with the run's result; the warm-up goes on once the worker is idle and posts nothing", async () => {
    const posted = vi.fn();
    vi.stubGlobal('postMessage', posted);
    const { api, startWarmUp, warmFinished } = createSimApi();
    const log: string[] = [];
    const warm = startWarmUp().then((n) => {
      log.push('warm-up ended');
      return n;
    });
    const v = validateScenario(findPreset('seed000-droptail')!.build());
    if (!v.ok) throw new Error(v.errors.join());
    const scenario: Scenario = v.scenario;
    const batches: Batch[] = [];
    const outcome = await api.run(
      scenario,
      7,
      (b) => {
        if (batches.length === 0) log.push('first batch');
        batches.push(structuredClone(b));
      },
      (m) => {
        throw new Error(m);
      },
    );
    const slices = await warm;
    expect(outcome).toBe('done');
    // Stopped by the run, after a slice or two, before the run's first batch.
    expect(slices).toBeGreaterThan(0);
    expect(slices).toBeLessThan(WARM_UP_SLICES);
    expect(log).toEqual(['warm-up ended', 'first batch']);
    expect(batches.every((b) => b.runId === 7)).toBe(true);
    // Idle again after the run: the warm-up went on from where it stopped, to its end.
    while (!(await startWarmUp().then(() => warmFinished()))) await new Promise((r) => setTimeout(r, 5));
    expect(posted).not.toHaveBeenCalled();
    // The run's final summary is the one of the same run streamed on its own.
    const alone = new StreamingRun(7, scenario, () => 0);
    while (!alone.finished) alone.step(0);
    expect(resultDigest(batches[batches.length - 1].summary)).toBe(resultDigest(stripSeries(alone.sim.result())));
  });

  it('a worker built without the warm-up (VITE_SIM_WARM_UP=off) runs no warm-up slice, at its start nor once idle after a run', async () => {
    const { api, startWarmUp, warmFinished } = createSimApi({ warmUp: false });
    expect(await startWarmUp()).toBe(0);
    const v = validateScenario(findPreset('seed000-droptail')!.build());
    if (!v.ok) throw new Error(v.errors.join());
    const outcome = await api.run(v.scenario, 1, () => undefined, (m) => {
      throw new Error(m);
    });
    expect(outcome).toBe('done');
    // A run done would resume the warm-up: give it the event loop, then ask again.
    await new Promise((r) => setTimeout(r, 20));
    expect(await startWarmUp()).toBe(0);
    expect(warmFinished()).toBe(false);
  });
});
