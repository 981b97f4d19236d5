/**
 * What one worker thread of the run pool (run-pool.ts) does: run a validated scenario to its end
 * and hand back the summary (the whole result less its series); or run a chunk of them one after
 * the other (runChunk), so that short runs do not each wait for a round trip to the main thread.
 * Loaded by piscina in each worker; nothing runs at import.
 */
import { threadId, type MessagePort } from 'node:worker_threads';
import { type Scenario } from '../sim-core';
import { BufferPool, releaseRecording, runToEnd } from '../sim-core';
import { summaryObject, type RunSummaryObject } from './output';

/**
 * This thread's recording storage, used again run after run: only a run's summary leaves the
 * thread, so its series' buffers are handed back once the summary is taken, and the next run
 * writes into them instead of allocating and zeroing its own (a batch or sweep runs hundreds of
 * scenarios per thread; docs/benchmarks.md, issue 38, twentieth session).
 */
const storage = new BufferPool(256 * 1024 * 1024, 'exact');

export default function runTask(scenario: Scenario): RunSummaryObject {
  const r = runToEnd(scenario, storage.take);
  const summary = summaryObject(r);
  releaseRecording(r, storage);
  return summary;
}

export type ChunkOutcome = { ok: true; summary: RunSummaryObject } | { ok: false; error: string };

export interface ChunkResult {
  outcomes: ChunkOutcome[];
  /** The worker thread, and when each run started and ended (ms since the epoch): for the idle-time benchmark. */
  threadId: number;
  spans: [number, number][];
}

/** Run each scenario in turn; a run that throws gives its own error outcome and the chunk goes on. */
export function runChunk(scenarios: Scenario[]): ChunkResult {
  const outcomes: ChunkOutcome[] = [];
  const spans: [number, number][] = [];
  for (const s of scenarios) {
    const start = performance.timeOrigin + performance.now();
    try {
      outcomes.push({ ok: true, summary: runTask(s) });
    } catch (e) {
      outcomes.push({ ok: false, error: `the run failed: ${(e as Error)?.message ?? String(e)}` });
    }
    spans.push([start, performance.timeOrigin + performance.now()]);
  }
  return { outcomes, threadId, spans };
}

/**
 * One timed run: say "started" on `port` first, so that the run's --timeout starts now, not when
 * the task was handed out (a fresh thread spends a while loading this module before it gets here;
 * that start-up is not the run's time).
 */
export function runTimed({ scenario, port }: { scenario: Scenario; port: MessagePort }): ChunkResult {
  port.postMessage('started');
  try {
    return runChunk([scenario]);
  } finally {
    port.close();
  }
}
