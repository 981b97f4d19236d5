/** Runs one job somewhere (a worker) and resolves with its result. */
export type JobRunner<J, R> = (job: J) => Promise<R>;

/** An error outcome carries the failed job's scenario link when the runner gave one (a JobFailure). */
export type PoolOutcome = { kind: 'done' } | { kind: 'cancelled' } | { kind: 'error'; message: string; link?: string };

export interface PoolHandle {
  cancel(): void;
  readonly finished: Promise<PoolOutcome>;
}

/**
 * Hand jobs out one at a time to whichever runner is free (so fast and slow jobs balance across
 * workers), in order. `onResult` is called for each result as it arrives, never after cancel()
 * or the first error.
 */
export function runPool<J, R>(jobs: readonly J[], runners: readonly JobRunner<J, R>[], onResult: (result: R, job: J) => void): PoolHandle {
  let next = 0;
  let stopped = false;
  let cancelled = false;
  let failure: { message: string; link?: string } | null = null;
  const loop = async (run: JobRunner<J, R>) => {
    while (!stopped && next < jobs.length) {
      const job = jobs[next++];
      let r: R;
      try {
        r = await run(job);
      } catch (e) {
        if (!stopped) {
          stopped = true;
          const link = (e as { link?: unknown } | null)?.link;
          failure = { message: e instanceof Error ? e.message : String(e), ...(typeof link === 'string' ? { link } : {}) };
        }
        return;
      }
      if (stopped) return;
      onResult(r, job);
    }
  };
  if (runners.length === 0) throw new Error('no runners');
  // Cancelling settles at once: jobs in flight may never answer (their worker is terminated).
  let onCancel: (o: PoolOutcome) => void = () => {};
  const cancelledP = new Promise<PoolOutcome>((r) => (onCancel = r));
  const allDone = Promise.all(runners.map(loop)).then((): PoolOutcome => {
    if (failure !== null) return { kind: 'error', ...failure };
    return cancelled ? { kind: 'cancelled' } : { kind: 'done' };
  });
  const finished = Promise.race([allDone, cancelledP]);
  return {
    cancel() {
      if (stopped) return;
      stopped = true;
      cancelled = true;
      onCancel({ kind: 'cancelled' });
    },
    finished,
  };
}
