import { formatMetric } from '../../lessons/metrics';
import type { SimResult } from '../../sim-core';
import { flowName as nameOfFlow } from '../util/flow-name';

/**
 * The words the live region says. Figures are the metric catalogue's (src/lessons/metrics.ts), so
 * "took 33.1 s" is the same number, with the same rounding, as a lesson check reads.
 */

/** At most this many flows are named one by one; more are said as a range. */
const NAMED_FLOWS = 4;

/** What is said instead of any figure while a lesson step waits for a prediction. */
export const VEILED_RUN_TEXT = 'Run finished. Answer the question to see the results.';

/** "flow 3 (third)": numbered from 1, as everywhere a person reads a flow. */
export function flowName(r: SimResult, index: number): string {
  return nameOfFlow(index, r.flows[index].name);
}

/** The flows' completion times: "flow 1 (big 1) took 30.2 s, …, flow 3 (third) took 33.1 s". */
export function completionText(r: SimResult): string {
  // Flows that can finish: sized TCP transfers (not unlimited ones, not UDP or web traffic).
  const sized = r.flows.filter((f) => f.kind === 'tcp' && f.bytes !== null);
  if (sized.length === 0) return '';
  const took = (i: number) => {
    const f = r.flows[i];
    return f.summary.completed ? `${flowName(r, i)} took ${formatMetric('flow.elapsed', f.summary.elapsedTime)}` : `${flowName(r, i)} did not finish`;
  };
  if (sized.length <= NAMED_FLOWS) return sized.map((f) => took(f.index)).join(', ');
  const done = sized.filter((f) => f.summary.completed).sort((a, b) => a.summary.elapsedTime - b.summary.elapsedTime);
  const unfinished = sized.length - done.length;
  const parts: string[] = [];
  if (done.length > 0) {
    parts.push(`${done.length} of ${sized.length} flows finished, between ${formatMetric('flow.elapsed', done[0].summary.elapsedTime)} and ${formatMetric('flow.elapsed', done[done.length - 1].summary.elapsedTime)}`);
    parts.push(`the slowest, ${took(done[done.length - 1].index)}`);
  }
  if (unfinished > 0) parts.push(`${unfinished} did not finish`);
  return parts.join('; ');
}

/** "Run finished: 37.6 s simulated; flow 1 (big 1) took 30.2 s, …". */
export function runFinishedText(r: SimResult): string {
  const times = completionText(r);
  return `Run finished: ${r.endTime.toFixed(1)} s simulated${times ? `; ${times}` : ''}.`;
}

/** A/B: each side's completion times, named by its queue. */
export function compareFinishedText(a: SimResult, b: SimResult, labelA: string, labelB: string): string {
  const side = (name: string, label: string, r: SimResult) => {
    const times = completionText(r);
    return `${name}, ${label}: ${r.endTime.toFixed(1)} s simulated${times ? `; ${times}` : ''}.`;
  };
  return `A/B runs finished. ${side('A', labelA, a)} ${side('B', labelB, b)}`;
}

/** Sweep progress, said at each quarter (not per run: a sweep has hundreds). */
export function sweepProgressText(done: number, total: number): string {
  return `Sweep: ${done} of ${total} runs done.`;
}
