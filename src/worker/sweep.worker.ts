/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { runSweepJob, type SweepJob, type SweepRow } from '../sim-core/experiments/sweep';

/** One sweep job at a time (a short run without series); the pool on the main thread hands them out. */
const api = {
  run(job: SweepJob): SweepRow {
    return runSweepJob(job);
  },
};

export type SweepWorkerApi = typeof api;

Comlink.expose(api);
