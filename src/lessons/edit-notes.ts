import { diffLeaves, flattenLeaves, formatLeaf, valueAt, type Leaf } from '../sim-core/scenario/overrides';
import type { Scenario } from '../sim-core/scenario/schema';
import { queueDiscipline } from '../sim-core/queues/registry';
import { stepScenario, type Step } from './schema';

/**
 * What a student changed in a step's scenario, in words: "Buffer 20000 → 10000 bytes",
 * "flow 3 start 2 → 3 s". A verdict on an edited run says so and lists these, so a check that
 * flips after an edit is explained instead of silently turning red.
 */
export interface EditChange {
  /** The setting, e.g. "Buffer (bottleneck)" or "flow 3 (third) start". */
  label: string;
  from: string;
  to: string;
}

export type EditSummary =
  /** The run is the step's own scenario. */
  | { kind: 'none' }
  | { kind: 'changes'; changes: EditChange[] }
  /** Not comparable setting by setting: another demo, or flows added or removed. */
  | { kind: 'other'; what: string };

/** Words for the flow settings the editor shows; other keys are shown as they are named. */
const FLOW_KEYS: Record<string, [string, string]> = {
  start: ['start', 's'],
  bytes: ['size', 'bytes'],
  variant: ['TCP variant', ''],
  cc: ['congestion control', ''],
  recovery: ['loss recovery', ''],
  rate: ['rate', 'bit/s'],
};

/** The queue a path points into (…queue.maxP, bottleneckQueue.limit), labelled from the queue registry. */
function queueLabel(sc: Scenario, path: string): [string, string] | null {
  const dot = path.lastIndexOf('.');
  const parentPath = path.slice(0, dot);
  const key = path.slice(dot + 1);
  const type = valueAt(sc, `${parentPath}.type`);
  if (typeof type !== 'string') return null;
  let param;
  try {
    param = queueDiscipline(type).params.find((p) => p.key === key);
  } catch {
    return null;
  }
  if (!param) return null;
  const where = /reverse/i.test(parentPath) ? ' (reverse direction)' : /access/i.test(parentPath) ? ' (access links)' : '';
  const unitOf = valueAt(sc, `${parentPath}.unit`);
  const own = param.kind === 'number' ? param.unit : undefined;
  const inQueueUnit = param.kind === 'number' && (param.inQueueUnit === true || own === 'queue');
  const unit = inQueueUnit ? (typeof unitOf === 'string' ? unitOf : '') : (own ?? '');
  return [`${param.label}${where}`, unit];
}

function labelOf(sc: Scenario, path: string): [string, string] {
  const f = /^flows\.(\d+)\.([A-Za-z]+)$/.exec(path);
  if (f) {
    const i = Number(f[1]);
    const name = sc.flows[i]?.name;
    const [what, unit] = FLOW_KEYS[f[2]] ?? [f[2], ''];
    return [`flow ${i + 1}${name ? ` (${name})` : ''} ${what}`, unit];
  }
  // The stack's settings for every flow (tcp.ecn, switched on with the queue's ECN).
  const t = /^tcp\.([A-Za-z]+)$/.exec(path);
  if (t) return [`TCP ${t[1] === 'ecn' ? 'ECN' : t[1]} (every flow)`, ''];
  return queueLabel(sc, path) ?? [path, ''];
}

/** How `scenario` (the run that was checked) differs from the step's own scenario. */
export function describeEdits(step: Step, scenario: Scenario, preset: string | null): EditSummary {
  const base = stepScenario(step);
  if (!base.ok) return { kind: 'other', what: 'a scenario the step does not set up' };
  const diff = diffLeaves(base.scenario, scenario);
  if (diff === null) {
    if (preset !== null && preset !== step.scenario.preset) return { kind: 'other', what: `another demo (${scenario.name ?? preset})` };
    const settings = settingChanges(base.scenario, scenario);
    return settings === null ? { kind: 'other', what: 'flows or links added or removed' } : { kind: 'changes', changes: settings };
  }
  if (diff.length === 0) return { kind: 'none' };
  const changes = diff.map(([path, to]): EditChange => {
    const [label, unit] = labelOf(scenario, path);
    const from = valueAt(base.scenario, path);
    const u = unit ? ` ${unit}` : '';
    return { label, from: formatLeaf(from as Leaf), to: `${formatLeaf(to)}${u}` };
  });
  return { kind: 'changes', changes };
}

/** A setting the step's scenario leaves unset, or the run leaves out. */
const NOT_SET = 'not set';

/**
 * The settings that differ when a setting was added or removed (ECN switched on where the step
 * leaves it unset), with the same flows and links: each one named, as an edit of a value is (a
 * trial's RED + ECN edit read "flows or links added or removed"). Null when flows or links differ.
 */
function settingChanges(base: Scenario, scenario: Scenario): EditChange[] | null {
  if (base.flows.length !== scenario.flows.length) return null;
  const a = flattenLeaves(base);
  const b = flattenLeaves(scenario);
  const counts = (m: Map<string, unknown>) => [...m.keys()].filter((k) => /^topology\.(links|nodes)\.\d+$/.test(k.split('.').slice(0, 3).join('.'))).map((k) => k.split('.').slice(0, 3).join('.'));
  if (new Set(counts(a)).size !== new Set(counts(b)).size) return null;
  const out: EditChange[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const from = a.get(path);
    const to = b.get(path);
    if (Object.is(from, to) || (typeof from === 'object' && typeof to === 'object' && from !== null && to !== null)) continue;
    const [label, unit] = labelOf(scenario, path);
    const u = unit && to !== undefined ? ` ${unit}` : '';
    const words = (v: unknown) => (v === undefined ? NOT_SET : typeof v === 'object' ? NOT_SET : formatLeaf(v as Leaf));
    out.push({ label, from: words(from), to: `${words(to)}${u}` });
  }
  return out.length > 0 ? out : null;
}

/** "Buffer 20000 → 10000 bytes; flow 3 (third) start 2 → 3 s" — one line for the verdict. */
export function editsText(e: EditSummary): string {
  if (e.kind === 'none') return '';
  if (e.kind === 'other') return e.what;
  return e.changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join('; ');
}
