import { create } from 'zustand';
import { type WebBatchJob, webRunLabel, type WebRunSummary } from '../../sim-core';
import { jobFailure } from '../results/run-problem';
import { runPool, type PoolHandle } from '../sweep/job-pool';
import { jobAnswerBoundMs } from '../sweep/job-bound';
import { sweepWorkerCount } from '../sweep/sweep-run';
import { supervisedRunner, type SupervisedRunner } from '../sweep/supervised-runner';

export type WebBatchStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** The batch's runs so far and its progress (results are plain data; nothing is rendered as HTML). */
export interface WebBatchState {
  status: WebBatchStatus;
  total: number;
  rows: WebRunSummary[];
  error: string | null;
  /** The scenario link of the run that failed (to report it), if any. */
  errorLink: string | null;
  startedAt: number;
  finishedAt: number;
}

export const useWebBatch = create<WebBatchState>(() => ({ status: 'idle', total: 0, rows: [], error: null, errorLink: null, startedAt: 0, finishedAt: 0 }));

let active: { pool: PoolHandle; workers: SupervisedRunner<WebBatchJob, WebRunSummary>[] } | null = null;

function spawn(): SupervisedRunner<WebBatchJob, WebRunSummary> {
  // The sweep worker runs web jobs too (runWeb), so batches share its pool, cancel and watchdog.
  return supervisedRunner<WebBatchJob, WebRunSummary>(
    () => new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-web-batch' }),
    (api, job) => api.runWeb(job),
    (job) => jobAnswerBoundMs(job.scenario),
    (job, f) => jobFailure(`Run ${job.index + 1} (${webRunLabel(job.queue, job.variant)}, load ${job.load})`, job.scenario, f),
  );
}

function stopWorkers(): void {
  if (!active) return;
  for (const w of active.workers) w.terminate();
  active = null;
}

export function startWebBatch(jobs: WebBatchJob[]): void {
  cancelWebBatch();
  useWebBatch.setState({ status: 'running', total: jobs.length, rows: [], error: null, errorLink: null, startedAt: performance.now(), finishedAt: 0 });
  const spawned = Array.from({ length: Math.min(sweepWorkerCount(), jobs.length) }, spawn);
  const pool = runPool(jobs, spawned.map((s) => s.run), (row) => useWebBatch.setState((s) => ({ rows: [...s.rows, row] })));
  const mine = { pool, workers: spawned };
  active = mine;
  void pool.finished.then((o) => {
    if (active === mine) stopWorkers();
    const now = performance.now();
    if (o.kind === 'done') useWebBatch.setState({ status: 'done', finishedAt: now });
    else if (o.kind === 'error') useWebBatch.setState({ status: 'error', error: o.message, errorLink: o.link ?? null, finishedAt: now });
    else useWebBatch.setState({ status: 'cancelled', finishedAt: now });
  });
}

export function cancelWebBatch(): void {
  if (!active) return;
  active.pool.cancel();
  stopWorkers();
}

export function refuseWebBatch(message: string): void {
  useWebBatch.setState({ status: 'error', total: 0, rows: [], error: message, errorLink: null });
}
