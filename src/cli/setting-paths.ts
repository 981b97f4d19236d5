/**
 * Checks of a setting path (--set, --param) against the scenario it is applied to, before any
 * edit: a flow that does not exist is named as such (instead of the schema's "Invalid
 * discriminator value" for the empty flow an edit would create), and a path written for another
 * topology kind says where that setting lives in this one (a dumbbell's bottleneck queue is
 * topology.bottleneck.queue, a testbed's topology.bottleneckQueue).
 */
import { fieldLabel, queueParamAt, valueAt } from '../sim-core';
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

/** Units of settings by their last name (the scenario schema's stored units; docs/scenario.md). */
const SETTING_UNITS: Record<string, string> = {
  start: 's',
  duration: 's',
  delay: 's',
  accessDelay: 's',
  rate: 'bit/s',
  bottleneckRate: 'bit/s',
  bytes: 'bytes',
  packetSize: 'bytes',
};

/** Labels of the settings a sweep most often varies that the schema's field labels do not cover. */
const TOPLEVEL_LABELS: Record<string, string> = {
  duration: 'duration',
  'topology.rate': 'bottleneck rate',
  'topology.bottleneckRate': 'bottleneck rate',
  'topology.delay': 'bottleneck delay',
  'tcp.initialWindow': 'initial window (segments)',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A swept setting as an axis or a legend names it, with its unit: "Flow 3 ("third") start time
 * (s)", "max_p", "Buffer limit (packets)". Flows numbered from 1; labels from the schema's field
 * labels and the queue disciplines' descriptors (their units); the path itself, with a unit
 * where known, for a setting that has no label.
 */
export function settingAxisLabel(scenario: unknown, path: string): string {
  const keys: PropertyKey[] = path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  const last = String(keys[keys.length - 1]);
  const q = queueParamAt(scenario, keys);
  if (q) {
    const own = 'unit' in q.param ? q.param.unit : undefined;
    const inQueueUnit = 'inQueueUnit' in q.param && q.param.inQueueUnit;
    const unit = own === 'queue' || inQueueUnit ? q.unit : own;
    return `${q.param.label}${unit ? ` (${unit})` : ''}`;
  }
  if (last === 'limit') {
    const parent = valueAt(scenario, path.split('.').slice(0, -1).join('.')) as { unit?: unknown } | undefined;
    const unit = typeof parent?.unit === 'string' ? parent.unit : null;
    return `Buffer limit${unit ? ` (${unit})` : ''}`;
  }
  const m = /^flows\.(\d+)\.(\w+)$/.exec(path);
  if (m) {
    const name = (scenario as Shape | null)?.flows?.[Number(m[1])]?.name;
    const what = m[2] === 'start' ? 'start time' : (fieldLabel(scenario, keys)?.replace(/^flow \d+ /, '') ?? m[2]);
    const unit = SETTING_UNITS[m[2]];
    return `Flow ${Number(m[1]) + 1}${name ? ` (${JSON.stringify(name)})` : ''} ${what}${unit ? ` (${unit})` : ''}`;
  }
  const label = fieldLabel(scenario, keys) ?? TOPLEVEL_LABELS[path.replace(/^topology\.bottleneck\./, 'topology.')] ?? null;
  const unit = SETTING_UNITS[last];
  return `${label ? capitalised(label) : path}${unit ? ` (${unit})` : ''}`;
}
