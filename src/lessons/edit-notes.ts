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

/**
 * A setting in words, in the unit its editor field shows (a trial read "Target 0.015 → 0.2 s"
 * beside a field in ms): `scale` turns the stored value (s, bit/s) into that unit.
 */
type Named = [label: string, unit: string, scale?: number];

/** Words for the flow settings the editor shows (rates in kbit/s, as FlowList.tsx); other keys are shown as they are named. */
const FLOW_KEYS: Record<string, Named> = {
  start: ['start', 's'],
  bytes: ['size', 'bytes'],
  variant: ['TCP variant', ''],
  cc: ['congestion control', ''],
  recovery: ['loss recovery', ''],
  rate: ['rate', 'kbit/s', 1e-3],
};

/** The bottleneck link's own fields, as the editor labels them (BottleneckEditor.tsx: kbit/s and ms). */
const LINK_KEYS: Record<string, Named> = {
  rate: ['Bottleneck rate', 'kbit/s', 1e-3],
  delay: ['Bottleneck propagation delay', 'ms', 1e3],
};

/** A stored value in the shown unit, without the float noise of the product (0.015 × 1000). */
function scaled(v: unknown, scale: number | undefined): unknown {
  return typeof v === 'number' && scale !== undefined ? Number((v * scale).toPrecision(12)) : v;
}

/** The queue a path points into (…queue.maxP, bottleneckQueue.limit), labelled from the queue registry. */
function queueLabel(sc: Scenario, path: string): Named | null {
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
  // The editor's unit (target and interval in ms), not the stored one (s).
  if (param.kind === 'number' && param.display && !inQueueUnit) return [`${param.label}${where}`, param.display.unit, param.display.scale];
  const unit = inQueueUnit ? (typeof unitOf === 'string' ? unitOf : '') : (own ?? '');
  return [`${param.label}${where}`, unit];
}

function labelOf(sc: Scenario, path: string): Named {
  const f = /^flows\.(\d+)\.([A-Za-z]+)$/.exec(path);
  if (f) {
    const i = Number(f[1]);
    const name = sc.flows[i]?.name;
    const [what, unit, scale] = FLOW_KEYS[f[2]] ?? [f[2], ''];
    return [`flow ${i + 1}${name ? ` (${name})` : ''} ${what}`, unit, scale];
  }
  const b = /^topology\.bottleneck\.([A-Za-z]+)$/.exec(path);
  if (b && LINK_KEYS[b[1]]) return LINK_KEYS[b[1]];
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
    const [label, unit, scale] = labelOf(scenario, path);
    const from = valueAt(base.scenario, path);
    const u = unit ? ` ${unit}` : '';
    return { label, from: formatLeaf(scaled(from, scale) as Leaf), to: `${formatLeaf(scaled(to, scale) as Leaf)}${u}` };
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
    const [label, unit, scale] = labelOf(scenario, path);
    const u = unit && to !== undefined ? ` ${unit}` : '';
    const words = (v: unknown) => (v === undefined ? NOT_SET : typeof v === 'object' ? NOT_SET : formatLeaf(scaled(v, scale) as Leaf));
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
