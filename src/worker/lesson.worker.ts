/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { runScenario } from '../sim-core/scenario/run';
import type { SimResult } from '../sim-core/scenario/result';

/** One run of a lesson check's sweep (series off, summaries only); the pool hands them out. */
const api = {
  run(scenario: unknown): SimResult {
    return runScenario(scenario);
  },
};

export type LessonWorkerApi = typeof api;

Comlink.expose(api);
