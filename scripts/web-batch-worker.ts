import { parentPort, workerData } from 'node:worker_threads';
import { runWebJob, type WebBatchJob } from '../src/sim-core/experiments/web-batch';

/** One run of scripts/web-batch.ts in its own thread. */
parentPort!.postMessage(runWebJob(workerData as WebBatchJob));
