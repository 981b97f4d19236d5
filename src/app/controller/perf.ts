import { results } from '../results/results-store';
import { onAfterFrame } from '../plot-base/scheduler';

/**
 * Performance API instrumentation: `edit-<run>` is marked when an edit starts a run, and
 * `edit-to-plots` is measured when the first frame that shows that run complete has drawn.
 * `edit-to-run-start` is the time from the edit until the worker began simulating the new run
 * (while an older run may still have been busy in it): the first batch's arrival less the
 * simulation time it reports (workMs). `edit-to-first-frame` ends at the first frame that drew any
 * of the new run (its first streamed batch). Benchmarks read these entries
 * (performance.getEntriesByName('edit-to-plots')).
 */
let pending: { runId: number; mark: string } | null = null;
let starting: { runId: number; mark: string; at: number } | null = null;
let firstFrame: { runId: number; mark: string } | null = null;

export function markEdit(runId: number, editedAt: number = performance.now()): void {
  const mark = `edit-${runId}`;
  const at = performance.mark(mark, { startTime: editedAt }).startTime;
  pending = { runId, mark };
  firstFrame = { runId, mark };
  starting = { runId, mark, at };
}

export function installPerfHooks(): () => void {
  const unsubscribe = results.subscribe(() => {
    const run = results.current;
    if (!starting || !run || run.runId !== starting.runId || run.batches !== 1) return;
    const duration = Math.max(0, performance.now() - starting.at - run.workMs);
    performance.measure('edit-to-run-start', { start: starting.at, duration, detail: { runId: run.runId } });
    starting = null;
  });
  const stopFrames = onAfterFrame((full) => {
    const shown = results.current;
    if (firstFrame && full && shown && shown.runId >= firstFrame.runId && shown.batches >= 1) {
      if (shown.runId === firstFrame.runId) performance.measure('edit-to-first-frame', { start: firstFrame.mark, detail: { runId: shown.runId } });
      firstFrame = null;
    }
    if (!full || !pending) return;
    const run = results.current;
    if (!run || run.runId < pending.runId || !run.done) return;
    if (run.runId === pending.runId) {
      performance.measure('edit-to-plots', { start: pending.mark, detail: { runId: run.runId, workMs: run.workMs, batches: run.batches } });
    }
    pending = null;
  });
  return () => {
    unsubscribe();
    stopFrames();
  };
}
