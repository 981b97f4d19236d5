/**
 * Runs many scenarios on a pool of worker threads (piscina: it starts, replaces and ends the
 * threads). Runs are handed out in chunks (a quarter of each worker's share of what is left, at most 64), so that
 * short runs keep the workers busy instead of each waiting for a round trip, and each worker holds
 * its next chunk while it runs the current one (pipelining); a run that throws
 * gives its own error outcome. With a timeout, runs go one at a time, so that a run's timeout
 * counts its own running time only, from the moment its worker starts it (not its thread's start-up). A run that crashes its thread or times out gives an error
 * outcome for that run (a crashed chunk's runs are run again one by one to find which), and the
 * pool goes on with a fresh thread.
 */
import { type Scenario } from '../sim-core';
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { RunSummaryObject } from './output';
import type { ChunkResult } from './run-task';

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
  /**
   * Runs handed to a worker at once (default: chosen from the number of runs left, at most 64;
   * always 1 with a timeout, so that a timeout counts its own run alone).
   */
  chunkSize?: number;
  /**
   * Hand each worker its next chunk while it still runs the current one (default: yes, without a
   * timeout), so that it starts the next run without waiting for a round trip to this thread.
   */
  pipeline?: boolean;
  /** Called with each run's thread and its start and end (ms since the epoch), for benchmarks. */
  onSpan?: (threadId: number, start: number, end: number) => void;
}

/** Runs per hand-out: a few per worker of what is left, so the last ones still spread over all workers. */
function chunkSize(opts: PoolOptions, left: number, workers: number): number {
  if (opts.timeoutS !== undefined) return 1;
  if (opts.chunkSize !== undefined) return Math.max(1, opts.chunkSize);
  return Math.max(1, Math.min(64, Math.floor(left / (workers * 4))));
}

/**
 * Tasks queued at each worker: two when pipelining, so that a worker's next chunk is already in its
 * message queue when the current one ends. With a timeout one, so that no run's timer starts
 * while it waits behind another.
 */
function tasksPerWorker(opts: PoolOptions): number {
  return opts.timeoutS === undefined && opts.pipeline !== false ? 2 : 1;
}

export const defaultWorkers = (): number => availableParallelism();

/**
 * A port as piscina's transferList: its type is inferred from MessagePort.postMessage, whose last
 * overload (the DOM library's options object) hides the array form Node takes.
 */
const transferPort = (port: import('node:worker_threads').MessagePort) => [port] as unknown as NonNullable<Parameters<import('piscina').Piscina['run']>[1]>['transferList'];

/** How long a worker thread may take to start a timed run (load the task module) before the run is given up. */
const STARTUP_LIMIT_MS = 60_000;

/** Threads the pool starts for `runs` runs when `requested` are asked for: no more than runs. */
export const workersUsed = (requested: number, runs: number): number => Math.max(1, Math.min(requested, runs));

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
  const workers = workersUsed(opts.workers ?? defaultWorkers(), jobs.length);
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: taskFile(),
    minThreads: workers,
    maxThreads: workers,
    // A run is synchronous in the worker, so a second task waits in its queue, not beside it.
    concurrentTasksPerWorker: tasksPerWorker(opts),
    idleTimeout: 60_000,
    resourceLimits: opts.memoryMb ? { maxOldGenerationSizeMb: opts.memoryMb } : undefined,
  });
  let next = 0;
  /**
   * One run alone: its own timeout; a crash or a timeout is its own error outcome. The timeout
   * counts the run itself: its timer starts when the worker says the run started (run-task.ts
   * runTimed), so a thread's start-up (loading the task module, a replaced thread after a
   * timeout) is not charged to the run. Start-up has its own, generous bound.
   */
  const single = async (job: RunJob): Promise<void> => {
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let channel: MessageChannel | undefined;
    let startedRun = false;
    if (opts.timeoutS !== undefined) {
      const limitMs = opts.timeoutS * 1000;
      channel = new MessageChannel();
      timer = setTimeout(() => timeout.abort(), Math.max(STARTUP_LIMIT_MS, limitMs));
      channel.port1.once('message', () => {
        startedRun = true;
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), limitMs);
      });
    }
    const signal = opts.signal ? AbortSignal.any([timeout.signal, opts.signal]) : timeout.signal;
    let outcome: RunOutcome;
    try {
      const r = (
        channel
          ? await pool.run({ scenario: job.scenario, port: channel.port2 }, { name: 'runTimed', signal, transferList: transferPort(channel.port2) })
          : await pool.run([job.scenario], { name: 'runChunk', signal })
      ) as ChunkResult;
      opts.onSpan?.(r.threadId, r.spans[0][0], r.spans[0][1]);
      outcome = r.outcomes[0];
    } catch (e) {
      const notStarted = channel !== undefined && !startedRun && timeout.signal.aborted;
      outcome = { ok: false, error: notStarted ? `its worker thread did not start within ${Math.max(STARTUP_LIMIT_MS, opts.timeoutS! * 1000) / 1000} s` : describeError(e, opts.timeoutS, timeout.signal) };
    } finally {
      clearTimeout(timer);
      channel?.port1.close();
    }
    if (opts.signal?.aborted) return;
    opts.onOutcome(job.index, outcome);
  };
  const lane = async (): Promise<void> => {
    while (next < jobs.length && !opts.signal?.aborted) {
      const size = chunkSize(opts, jobs.length - next, workers);
      const chunk = jobs.slice(next, next + size);
      next += chunk.length;
      if (chunk.length === 1) {
        await single(chunk[0]);
        continue;
      }
      let result: ChunkResult | null = null;
      try {
        result = (await pool.run(
          chunk.map((j) => j.scenario),
          { name: 'runChunk', signal: opts.signal },
        )) as ChunkResult;
      } catch {
        // The worker crashed (out of memory, a native error): which run did it is unknown, so
        // each run of the chunk is run again alone, as runs always were, and answers for itself.
        if (opts.signal?.aborted) return;
      }
      if (opts.signal?.aborted) return;
      if (result === null) {
        for (const job of chunk) await single(job);
        continue;
      }
      result.outcomes.forEach((o, k) => {
        opts.onSpan?.(result!.threadId, result!.spans[k][0], result!.spans[k][1]);
        opts.onOutcome(chunk[k].index, o);
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: workers * tasksPerWorker(opts) }, lane));
  } finally {
    await pool.destroy();
  }
}
