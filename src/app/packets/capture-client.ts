import * as Comlink from 'comlink';
import type { CaptureSelection } from '../../capture/capture-file';
import type { Recording } from '../../capture/recording';
import type { Scenario } from '../../sim-core';
import type { CaptureWorkerApi } from '../../worker/capture.worker';

/**
 * The capture worker, started on first use and replaced when a newer recording is asked for
 * while one is running (a recording of an old scenario is of no use).
 */
let worker: Worker | null = null;
let api: Comlink.Remote<CaptureWorkerApi> | null = null;
let busy = false;

function fresh(): Comlink.Remote<CaptureWorkerApi> {
  if (worker && busy) {
    worker.terminate();
    worker = null;
  }
  if (!worker) {
    worker = new Worker(new URL('../../worker/capture.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-capture' });
    api = Comlink.wrap<CaptureWorkerApi>(worker);
  }
  return api!;
}

export async function recordInWorker(scenario: Scenario): Promise<Recording> {
  const a = fresh();
  busy = true;
  try {
    return await a.record(scenario);
  } finally {
    if (api === a) busy = false;
  }
}

export function captureFileInWorker(sel: CaptureSelection): Promise<Uint8Array> {
  if (!api) return Promise.reject(new Error('nothing recorded yet'));
  return api.file(sel);
}
