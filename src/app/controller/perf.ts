import { results } from '../results/results-store';
import { onAfterFrame } from '../plots/scheduler';

/**
 * Performance API instrumentation: `edit-<run>` is marked when an edit starts a run, and
 * `edit-to-plots` is measured when the first frame that shows that run complete has drawn.
 * Benchmarks read these entries (performance.getEntriesByName('edit-to-plots')).
 */
let pending: { runId: number; mark: string } | null = null;

export function markEdit(runId: number): void {
  const mark = `edit-${runId}`;
  performance.mark(mark);
  pending = { runId, mark };
}

export function installPerfHooks(): () => void {
  return onAfterFrame((full) => {
    if (!full || !pending) return;
    const run = results.current;
    if (!run || run.runId < pending.runId || !run.done) return;
    if (run.runId === pending.runId) {
      performance.measure('edit-to-plots', { start: pending.mark, detail: { runId: run.runId, workMs: run.workMs, batches: run.batches } });
    }
    pending = null;
  });
}
