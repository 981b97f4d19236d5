import * as Comlink from 'comlink';
import type { Scenario } from '../sim-core/scenario/schema';
import type { Batch } from './protocol';
import type { SimWorkerApi } from './sim.worker';

export interface RunCallbacks {
  onBatch(b: Batch): void;
  onError(runId: number, message: string): void;
}

/**
 * Main-thread side of the simulation worker. start() cancels whatever is running and returns the
 * new run's id; batches of older runs that were already in flight are dropped here.
 */
export class SimClient {
  private readonly worker: Worker;
  private readonly api: Comlink.Remote<SimWorkerApi>;
  private runId = 0;

  constructor(private readonly cb: RunCallbacks) {
    this.worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-sim' });
    this.api = Comlink.wrap<SimWorkerApi>(this.worker);
  }

  start(scenario: Scenario): number {
    const id = ++this.runId;
    const onBatch = Comlink.proxy((b: Batch) => {
      if (b.runId === this.runId) this.cb.onBatch(b);
    });
    const onError = Comlink.proxy((message: string) => {
      if (id === this.runId) this.cb.onError(id, message);
    });
    void this.api
      .run(scenario, id, onBatch, onError)
      .catch((e: unknown) => {
        if (id === this.runId) this.cb.onError(id, e instanceof Error ? e.message : String(e));
      });
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
    this.worker.terminate();
  }
}
