/**
 * Checks of a setting path (--set, --param) against the scenario it is applied to, before any
 * edit: a flow that does not exist is named as such (instead of the schema's "Invalid
 * discriminator value" for the empty flow an edit would create), and a path written for another
 * topology kind says where that setting lives in this one (a dumbbell's bottleneck queue is
 * topology.bottleneck.queue, a testbed's topology.bottleneckQueue).
 */
import { flowRef } from './common';

interface Shape {
  flows?: { name?: string }[];
  topology?: { kind?: string };
}

/** The same setting under the other topology kind: [dumbbell prefix, testbed prefix]. */
const TOPOLOGY_TWINS: readonly [string, string][] = [
  ['topology.bottleneck.queue', 'topology.bottleneckQueue'],
  ['topology.bottleneck.rate', 'topology.bottleneckRate'],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/** What is wrong with `path` for `scenario` (named `what` in the message), or null. */
export function settingPathProblem(scenario: unknown, path: string, what: string): string | null {
  const s = (typeof scenario === 'object' && scenario !== null ? scenario : {}) as Shape;
  const flow = /^flows\.(\d+)(?:\.|$)/.exec(path);
  if (flow && Array.isArray(s.flows)) {
    const i = Number(flow[1]);
    const n = s.flows.length;
    if (i >= n) return `${path}: flow ${i + 1} does not exist: ${what} has ${n} flow${n === 1 ? '' : 's'} (flows.0 … flows.${n - 1} in a path, flows 1 … ${n} in the tables; a path counts from 0)`;
  }
  const kind = s.topology?.kind;
  for (const [dumbbell, testbed] of TOPOLOGY_TWINS) {
    if (kind === 'testbed' && under(path, dumbbell))
      return `${path}: ${what} is a testbed: its bottleneck ${dumbbell.split('.').pop()} is ${testbed} (${path.replace(dumbbell, testbed)})`;
    if (kind === 'dumbbell' && under(path, testbed))
      return `${path}: ${what} is a dumbbell: its bottleneck ${dumbbell.split('.').pop()} is ${dumbbell} (${path.replace(testbed, dumbbell)})`;
  }
  return null;
}

/** The flow a path such as "flows.2.start" is about, as a message names it: "flows.2 (flow 3, "third")". */
export function describeFlowPath(scenario: unknown, path: string): string {
  const m = /^flows\.(\d+)/.exec(path);
  return m ? `${m[0]} (${flowRef(scenario as Shape, Number(m[1]))})${path.slice(m[0].length)}` : path;
}
