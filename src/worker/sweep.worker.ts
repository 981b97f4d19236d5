/// <reference lib="webworker" />
import '../browser/zod-jitless';
import { runScenario, runSweepJob, runWebJob, type SimResult, type SweepJob, type SweepRow, type WebBatchJob, type WebRunSummary } from '../sim-core';
import * as Comlink from 'comlink';

/** One pool job at a time (a short run without series): sweeps, web batches and lesson checks; the pool on the main thread hands them out. */
const api = {
  run(job: SweepJob): SweepRow {
    return runSweepJob(job);
  },
  /** One run of a seed-001 web batch (response times come back as a typed array). */
  runWeb(job: WebBatchJob): WebRunSummary {
    return runWebJob(job);
  },
  /** One whole run of a lesson check's sweep (the scenario says to record no series). */
  runScenario(scenario: unknown): SimResult {
    return runScenario(scenario);
  },
};

export type SweepWorkerApi = typeof api;

Comlink.expose(api);
