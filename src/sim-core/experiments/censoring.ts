import { describeCensored, type Describe } from './statistics';
import type { FlowMetric, FlowView } from '../metric-catalogue/metric';
import { appliesTo } from '../metric-catalogue/registry';

/**
 * The one rule for a flow that did not get far enough for a figure (an unfinished transfer's
 * elapsed time): its value is not missing but longer than the time it was observed, from where the
 * metric's interval began (`censored.since`) to the end of its run. Sweeps (web and CLI),
 * replications and their summaries all take their statistics from here.
 */

/** One flow of one run, as the statistics read it. */
export interface FlowOfRun extends FlowView {
  /** The run's end (s of simulated time). */
  endTime: number;
}

/** What an unknown value is known to exceed (s); null where the value is known, does not apply, or the metric is not censored. */
export function censoredBound(m: FlowMetric, f: FlowOfRun): number | null {
  if (!m.censored || !appliesTo(m, f.kind) || Number.isFinite(m.read(f))) return null;
  return f.endTime - m.censored.since(f);
}

/** A flow metric's statistics over runs: known values, and censored ones sorted above them (statistics.ts). */
export function describeFlowMetric(m: FlowMetric, flows: readonly FlowOfRun[]): Describe {
  const values: number[] = [];
  const above: number[] = [];
  for (const f of flows) {
    const bound = censoredBound(m, f);
    if (bound !== null) above.push(bound);
    else if (appliesTo(m, f.kind)) values.push(m.read(f));
  }
  return describeCensored(values, above);
}
