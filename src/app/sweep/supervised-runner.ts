import * as Comlink from 'comlink';
import type { SweepWorkerApi } from '../../worker/sweep.worker';
import { SupervisedWorker, type WorkerFailure, type WorkerLike } from '../../worker/supervised-worker';
import { browserClock, type WatchdogClock } from '../../worker/watchdog';
import type { JobRunner } from './job-pool';

type PoolWorker = WorkerLike & Comlink.Endpoint;

export interface SupervisedRunner<J, R> {
  run: JobRunner<J, R>;
  terminate(): void;
}

/**
 * A pool worker under a watchdog: each job must be answered within `boundMs(job)` (a job runs
 * to its end in one call, so the bound covers the whole job), and a job that throws, a worker
 * error or an unreadable message fail the job with the error `describe(job, failure)` makes
 * (which names the job and carries its scenario link). A failed worker is terminated; the pool stops at its first failure.
 */
export function supervisedRunner<J, R>(
  spawn: () => PoolWorker,
  call: (api: Comlink.Remote<SweepWorkerApi>, job: J) => Promise<R>,
  boundMs: (job: J) => number,
  describe: (job: J, f: WorkerFailure) => Error,
  clock: WatchdogClock = browserClock,
): SupervisedRunner<J, R> {
  let inFlight: { job: J; reject: (e: Error) => void } | null = null;
  const supervisor = new SupervisedWorker(
    spawn,
    (f) => {
      const j = inFlight;
      inFlight = null;
      j?.reject(describe(j.job, f));
    },
    clock,
    undefined,
    false,
  );
  const api = Comlink.wrap<SweepWorkerApi>(supervisor.current);
  const run: JobRunner<J, R> = (job) =>
    new Promise<R>((resolve, reject) => {
      const mine = { job, reject };
      inFlight = mine;
      supervisor.owe(boundMs(job));
      call(api, job).then(
        (r) => {
          if (inFlight !== mine) return;
          inFlight = null;
          supervisor.settle();
          resolve(r);
        },
        (e: unknown) => {
          // Reported like a silent worker (onFailure above rejects this job).
          if (inFlight === mine) supervisor.fail({ kind: 'crashed', detail: e instanceof Error ? e.message : String(e) });
        },
      );
    });
  return { run, terminate: () => supervisor.terminate() };
}
