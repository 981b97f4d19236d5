import { appliesTo, metricById, type FlowMetric, type Scenario } from '../../sim-core';

/**
 * The metric a sweep shows for the chosen flow: the one asked for when it exists for that flow,
 * else goodput (issue 37: Sweep opened on the elapsed time of a download of unlimited size, which
 * never finishes, and showed an empty plot). A run metric (Jain's index, a ratio) exists for any
 * flow. A censored metric (a completion time) needs a flow that can finish: a TCP flow with a size.
 */
export function metricForFlow(id: string, flow: Scenario['flows'][number] | undefined): { id: string; replaced: boolean } {
  const m = metricById(id);
  if (m.scope !== 'flow' || !flow) return { id, replaced: false };
  const fm = m as FlowMetric;
  const canFinish = flow.kind === 'tcp' && flow.bytes !== null && flow.bytes !== undefined;
  if (appliesTo(fm, flow.kind) && (!fm.censored || canFinish)) return { id, replaced: false };
  return { id: flow.kind === 'web' ? 'run.systemGoodput' : 'flow.goodput', replaced: true };
}
