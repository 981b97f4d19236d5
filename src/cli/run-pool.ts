/**
 * Runs many scenarios on a pool of worker threads (piscina: it starts, replaces and ends the
 * threads). At most one run per worker is in flight, so a run's timeout counts its own running
 * time only; a run that throws, crashes its thread or times out gives an error outcome for that
 * run, and the pool goes on with a fresh thread.
 */
import { type Scenario } from '../sim-core';
import { availableParallelism } from 'node:os';
import type { RunSummaryObject } from './output';

export interface RunJob {
  /** Position in the caller's list: outcomes are reported with it. */
  index: number;
  scenario: Scenario;
}

export type RunOutcome = { ok: true; summary: RunSummaryObject } | { ok: false; error: string };

export interface PoolOptions {
  /** Worker threads (default: one per core). */
  workers?: number;
  /** Seconds a run may take before its thread is ended (default: no limit). */
  timeoutS?: number;
  /** Heap limit of each worker thread in MB (default: Node's). */
  memoryMb?: number;
  /** Called as each run ends, in completion order. */
  onOutcome: (index: number, outcome: RunOutcome) => void;
  /** An interrupt: no further runs start, those running are ended and get no outcome. */
  signal?: AbortSignal;
}

export const defaultWorkers = (): number => availableParallelism();

/** The task module next to this one: the bundled .mjs, or the .ts source when run through tsx. */
function taskFile(): string {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.mjs';
  return new URL(`./run-task${ext}`, import.meta.url).href;
}

function describeError(e: unknown, timeoutS: number | undefined, signal: AbortSignal): string {
  if (signal.aborted && timeoutS !== undefined) return `timed out after ${timeoutS} s (--timeout)`;
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ERR_WORKER_OUT_OF_MEMORY') return `the worker ran out of memory (${err.message})`;
  return `the run failed: ${err?.message ?? String(e)}`;
}

/** Run every job; resolves when all have an outcome, or soon after an interrupt. */
export async function runInPool(jobs: readonly RunJob[], opts: PoolOptions): Promise<void> {
  if (jobs.length === 0) return;
  const workers = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), jobs.length));
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: taskFile(),
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
    resourceLimits: opts.memoryMb ? { maxOldGenerationSizeMb: opts.memoryMb } : undefined,
  });
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length && !opts.signal?.aborted) {
      const job = jobs[next++];
      const timeout = new AbortController();
      const timer = opts.timeoutS !== undefined ? setTimeout(() => timeout.abort(), opts.timeoutS * 1000) : undefined;
      const signal = opts.signal ? AbortSignal.any([timeout.signal, opts.signal]) : timeout.signal;
      let outcome: RunOutcome;
      try {
        outcome = { ok: true, summary: await pool.run(job.scenario, { signal }) };
      } catch (e) {
        outcome = { ok: false, error: describeError(e, opts.timeoutS, timeout.signal) };
      } finally {
        clearTimeout(timer);
      }
      if (opts.signal?.aborted) return;
      opts.onOutcome(job.index, outcome);
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, lane));
  } finally {
    await pool.destroy();
  }
}
