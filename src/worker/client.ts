import { type Scenario } from '../sim-core';
import * as Comlink from 'comlink';
import { batchBuffers, type Batch, type RunErrorKind } from './protocol';
import type { SimWorkerApi } from './sim.worker';
import { SupervisedWorker, type WorkerFailure, type WorkerLike } from './supervised-worker';
import { browserClock, type WatchdogClock } from './watchdog';

export interface RunCallbacks {
  /**
   * A batch of the current run. Its arrays go back to the worker when this returns (their
   * buffers carry later batches): copy what is kept, never hold on to the arrays themselves.
   */
  onBatch(b: Batch): void;
  /** The run was refused before it started (its validation message). */
  onError(runId: number, message: string): void;
  /**
   * The run failed: the worker threw, failed outside the run, or stopped answering (it has been
   * terminated and replaced; the next start() runs in the fresh one).
   */
  onFailure(runId: number, failure: WorkerFailure): void;
}

type WorkerWithPort = WorkerLike & Comlink.Endpoint;

function spawnSimWorker(): WorkerWithPort {
  return new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-sim' });
}

/**
 * Main-thread side of the simulation worker. start() cancels whatever is running and returns the
 * new run's id; batches of older runs that were already in flight are dropped here. The worker
 * sends a batch at least every ~100 ms of work, so a worker that owes a run and stays silent
 * for the watchdog's bound is stuck: it is terminated and a fresh one started.
 */
export class SimClient {
  private readonly supervisor: SupervisedWorker<WorkerWithPort>;
  private api: Comlink.Remote<SimWorkerApi>;
  private runId = 0;

  constructor(
    private readonly cb: RunCallbacks,
    spawn: () => WorkerWithPort = spawnSimWorker,
    clock: WatchdogClock = browserClock,
  ) {
    this.supervisor = new SupervisedWorker(spawn, (f) => this.lost(f), clock);
    this.api = Comlink.wrap<SimWorkerApi>(this.supervisor.current);
  }

  private lost(f: WorkerFailure): void {
    // Calls to the old worker never settle; the fresh worker gets a fresh proxy.
    this.api = Comlink.wrap<SimWorkerApi>(this.supervisor.current);
    this.cb.onFailure(this.runId, f);
  }

  start(scenario: Scenario): number {
    const id = ++this.runId;
    const api = this.api;
    // Batches and errors come over the callbacks' own channels, not the worker's port: each is a
    // sign of life of the worker they were sent to.
    const onBatch = Comlink.proxy((b: Batch) => {
      if (api === this.api) this.supervisor.alive();
      try {
        if (b.runId === this.runId) this.cb.onBatch(b);
      } finally {
        // Copied (or dropped, for an older run): hand the buffers back for the next batches.
        if (api === this.api) {
          const returned = batchBuffers(b);
          // A worker that cannot take them (being replaced) only costs the reuse.
          if (returned.length > 0) api.recycle(Comlink.transfer(returned, returned)).catch(() => undefined);
        }
      }
    });
    const onError = Comlink.proxy((message: string, kind: RunErrorKind) => {
      if (api === this.api) this.supervisor.alive();
      if (id !== this.runId) return;
      if (kind === 'refused') this.cb.onError(id, message);
      else this.cb.onFailure(id, { kind: 'crashed', detail: message });
    });
    // Owed until run() returns (done, cancelled or error), even after a newer start(): a worker
    // stuck inside an old run cannot take the new one either.
    this.supervisor.owe();
    void api.run(scenario, id, onBatch, onError).then(
      () => {
        if (api === this.api) this.supervisor.settle();
      },
      (e: unknown) => {
        if (api !== this.api) return;
        this.supervisor.settle();
        if (id === this.runId) this.cb.onFailure(id, { kind: 'crashed', detail: e instanceof Error ? e.message : String(e) });
      },
    );
    return id;
  }

  get currentRun(): number {
    return this.runId;
  }

  cancel(): void {
    this.runId++;
    void this.api.cancel();
  }

  terminate(): void {
    this.supervisor.terminate();
  }
}
