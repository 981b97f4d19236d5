import { validateScenario } from '../sim-core';
import * as Comlink from 'comlink';
import { BufferPool } from '../sim-core';
import { batchBuffers, type Batch, type RunErrorKind, type RunOutcome } from './protocol';
import { StreamingRun } from './streaming-run';
import { WarmUp } from './warm-up';

/**
 * Wall-clock ms of simulation between batches (the first batch comes sooner). A newer run or a
 * cancel is seen only between batches, so this (plus one slice of at most SLICE_EVENTS) bounds
 * how long an edit waits for the worker: at 40 ms, half of what 100 ms allowed. A batch's summary
 * costs 0.1–1.3 ms of the worker's time, a few % of 40 ms (npm run bench:ui, docs/benchmarks.md).
 */
const FIRST_BATCH_MS = 25;
const BATCH_MS = 40;

/** Yield to the worker's event loop (so a newer run or a cancel can arrive) without setTimeout clamping. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}

/**
 * The sim worker's API (exposed over Comlink by sim.worker.ts) and its warm-up. Pure of worker
 * globals, so the same code is unit-tested in Node.
 */
export function createSimApi({ warmUp = true }: { warmUp?: boolean } = {}) {
  let generation = 0;
  /** Buffers of sent batches that the app has handed back (recycle), filled again by the next batches. */
  const buffers = new BufferPool();
  const warm = new WarmUp();

  const api = {
    /**
     * Simulate `scenario` from t = 0, streaming batches to `onBatch` (arrays transferred). A newer
     * call of run() or cancel() stops this one at its next batch boundary.
     */
    async run(scenario: unknown, runId: number, onBatch: (b: Batch) => void, onError: (message: string, kind: RunErrorKind) => void): Promise<RunOutcome> {
      const mine = ++generation;
      await yieldToEvents();
      if (mine !== generation) return 'cancelled';
      const v = validateScenario(scenario);
      if (!v.ok) {
        onError(v.errors.join('\n'), 'refused');
        return 'error';
      }
      let run: StreamingRun;
      try {
        run = new StreamingRun(runId, v.scenario, undefined, buffers.take);
      } catch (e) {
        onError(e instanceof Error ? e.message : String(e), 'crashed');
        return 'error';
      }
      let first = true;
      for (;;) {
        let batch: Batch;
        try {
          batch = run.step(first ? FIRST_BATCH_MS : BATCH_MS);
        } catch (e) {
          onError(e instanceof Error ? e.message : String(e), 'crashed');
          return 'error';
        }
        first = false;
        onBatch(Comlink.transfer(batch, batchBuffers(batch)));
        if (batch.done) {
          // Its packets serve the next run (Simulation.releasePackets). Idle again: the warm-up goes on until the next call.
          run.sim.releasePackets();
          void startWarmUp();
          return 'done';
        }
        await yieldToEvents();
        if (mine !== generation) {
          // Dropped between two slices, where every packet is in its place: its packets serve the next run.
          run.sim.releasePackets();
          return 'cancelled';
        }
      }
    },

    cancel(): void {
      generation++;
    },

    /** The app has copied a batch's rows: its buffers (transferred back) may carry later batches. */
    recycle(returned: ArrayBuffer[]): void {
      buffers.give(returned);
    },
  };

  /**
   * Warm the core (warm-up.ts) while the worker is idle: from its start, and again after each
   * run done, until the warm-up is finished. Any run() or cancel() bumps the generation and the
   * warm-up stops at its next slice, so a real run waits for one slice of it at most. Resolves
   * with the slices run so far; sends nothing. Without `warmUp` (a benchmark's build without
   * it) it runs no slice.
   */
  async function startWarmUp(): Promise<number> {
    if (!warmUp) return 0;
    const at = generation;
    await warm.spell(() => generation === at, yieldToEvents).catch(() => undefined);
    return warm.slices;
  }

  return { api, startWarmUp, warmFinished: () => warm.finished };
}

export type SimWorkerApi = ReturnType<typeof createSimApi>['api'];
