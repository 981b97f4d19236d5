import type { SweepJob, SweepRow } from '../../sim-core';
import { jobFailure } from '../results/run-problem';
import { runPool, type PoolHandle } from './job-pool';
import { jobAnswerBoundMs } from './job-bound';
import type { PlannedSweep } from './sweep-configs';
import { supervisedRunner, type SupervisedRunner } from './supervised-runner';
import { toShown } from './sweep-params';

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

type Listener = () => void;

/**
 * The sweep's results, outside React state: the planned sweep, the rows so far and the progress.
 * Views subscribe and read; nothing here is rendered as HTML.
 */
export class SweepRunStore {
  plan: PlannedSweep | null = null;
  rows: SweepRow[] = [];
  status: SweepStatus = 'idle';
  error: string | null = null;
  /** The scenario link of the run that failed (to report it), if any. */
  errorLink: string | null = null;
  startedAt = 0;
  finishedAt = 0;
  version = 0;
  private readonly listeners = new Set<Listener>();

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(): void {
    this.version++;
    for (const fn of [...this.listeners]) fn();
  }

  get total(): number {
    return this.plan?.jobs.length ?? 0;
  }

  get done(): number {
    return this.rows.length;
  }

  begin(plan: PlannedSweep, now: number): void {
    this.plan = plan;
    this.rows = [];
    this.status = 'running';
    this.error = null;
    this.startedAt = now;
    this.finishedAt = 0;
    this.emit();
  }

  add(row: SweepRow): void {
    this.rows.push(row);
    this.emit();
  }

  finish(status: Exclude<SweepStatus, 'idle' | 'running'>, now: number, error: string | null = null, errorLink: string | null = null): void {
    this.status = status;
    this.error = error;
    this.errorLink = errorLink;
    this.finishedAt = now;
    this.emit();
  }

  /** A plan that could not be made (bad value): no runs, just the message. */
  refuse(message: string): void {
    this.plan = null;
    this.rows = [];
    this.status = 'error';
    this.error = message;
    this.emit();
  }
}

export const sweepRun = new SweepRunStore();

/** Workers for a sweep: the machine's cores, at most four (two on a two-core machine). */
export function sweepWorkerCount(): number {
  const hc = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, hc));
}

let active: { pool: PoolHandle; workers: SupervisedRunner<SweepJob, SweepRow>[] } | null = null;

function spawn(plan: PlannedSweep): SupervisedRunner<SweepJob, SweepRow> {
  return supervisedRunner<SweepJob, SweepRow>(
    () => new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-sweep' }),
    (api, job) => api.run(job),
    (job) => jobAnswerBoundMs({ ...job.scenario, seed: job.seed }),
    (job, f) => jobFailure(`Run ${job.index + 1} (${job.config}, ${plan.paramLabel} = ${toShown(job.value, { scale: plan.paramScale })}, seed ${job.seed})`, { ...job.scenario, seed: job.seed }, f),
  );
}

function stopWorkers(): void {
  if (!active) return;
  for (const w of active.workers) w.terminate();
  active = null;
}

/** Run a planned sweep in a pool of workers; replaces (cancels) a sweep in progress. */
export function startSweep(plan: PlannedSweep): void {
  cancelSweep();
  sweepRun.begin(plan, performance.now());
  const n = Math.min(sweepWorkerCount(), Math.max(1, plan.jobs.length));
  const spawned = Array.from({ length: n }, () => spawn(plan));
  const pool = runPool(plan.jobs, spawned.map((s) => s.run), (row) => sweepRun.add(row));
  const mine = { pool, workers: spawned };
  active = mine;
  void pool.finished.then((o) => {
    if (active === mine) stopWorkers();
    if (sweepRun.plan !== plan) return;
    if (o.kind === 'done') sweepRun.finish('done', performance.now());
    else if (o.kind === 'error') sweepRun.finish('error', performance.now(), o.message, o.link ?? null);
    else sweepRun.finish('cancelled', performance.now());
  });
}

/** Stop a running sweep now (workers are terminated, so jobs in flight stop too); rows so far stay. */
export function cancelSweep(): void {
  if (!active) return;
  active.pool.cancel();
  stopWorkers();
}
