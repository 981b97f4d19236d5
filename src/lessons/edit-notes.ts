import { diffLeaves, flattenLeaves, formatLeaf, valueAt, type Leaf } from '../sim-core/scenario/overrides';
import type { Scenario } from '../sim-core/scenario/schema';
import { queueDiscipline } from '../sim-core/queues/registry';
import { resolveTcpConfig } from '../sim-core/scenario/simulation';
import type { Param } from '../sim-core/queues/params';
import { DISCIPLINES, changeDiscipline, disciplineOf } from '../scenario-edit/queue-edit';
import { lossSweepOptions } from '../scenario-edit/link-errors';
import { RUN_LENGTH_LABEL } from '../scenario-edit/run-length';
import type { LeafQueueSpec } from '../sim-core/scenario/schema';
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

/** A change with where its setting is in the scenario ("topology.bottleneck.queue.limit"): the page's heading tells by it what its own words already say. */
export type PlacedChange = EditChange & { path: string };

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
  // The testbed's (seed 000) bottleneck: the same two fields of the editor.
  if (path === 'topology.bottleneckRate') return LINK_KEYS.rate;
  if (path === 'topology.delay') return LINK_KEYS.delay;
  // The editor's Run length ("duration 30 → 120" named the field by its key: bloat trial 04:30).
  if (path === 'duration') return [RUN_LENGTH_LABEL, 's'];
  // The stack's settings for every flow (tcp.ecn, switched on with the queue's ECN).
  const t = /^tcp\.([A-Za-z]+)$/.exec(path);
  if (t) return [`TCP ${t[1] === 'ecn' ? 'ECN' : t[1]} (every flow)`, ''];
  // The link errors and the window cap, as the editor's Link errors fields name them ("PER in bad
  // state on receivers' last links (wireless) 20 %"; a raw path was said before: lecturer trial 23:10).
  const loss = lossSweepOptions(sc).find((o) => o.path === path);
  if (loss) return [loss.name, loss.unit, loss.scale];
  // The discipline itself: the editor's "Queue" menu.
  if (path.endsWith('.type') && queueAt(sc, path.slice(0, -'.type'.length)) !== null) return [`Queue${whereOf(path)}`, ''];
  return queueLabel(sc, path) ?? [path, ''];
}

/** Which queue a path is in, as the editor says it (the bottleneck's own needs no words). */
function whereOf(path: string): string {
  return /reverse/i.test(path) ? ' (reverse direction)' : /access/i.test(path) ? ' (access links)' : '';
}

/** The leaf queue at `prefix` (the object holding `type`), or null when there is none or its discipline is unknown. */
function queueAt(sc: Scenario, prefix: string): LeafQueueSpec | null {
  const type = valueAt(sc, `${prefix}.type`);
  if (typeof type !== 'string') return null;
  try {
    queueDiscipline(type);
  } catch {
    return null;
  }
  return valueAt(sc, prefix) as LeafQueueSpec;
}

/** The discipline as the editor's Queue menu names it ("Tail drop", "Gentle RED"). */
function disciplineWords(q: LeafQueueSpec): string {
  const v = disciplineOf(q);
  return DISCIPLINES.find((d) => d.value === v)?.label ?? q.type;
}

/**
 * Queues whose discipline the student switched, by the path of the queue: each with the queue as
 * the switch alone leaves it (the editor's changeDiscipline from the step's queue). A setting that
 * came with the switch (CoDel's target gone, tail drop's "Linux 2.4 admission" filled in with its
 * default) is not the student's edit: a trial read "Linux 2.4 admission not set → fits" after
 * changing only the Queue menu (bloat trial 20:10, s21).
 */
function switchedQueues(base: Scenario, scenario: Scenario, paths: Iterable<string>): Map<string, { from: LeafQueueSpec; to: LeafQueueSpec; switched: Record<string, unknown> }> {
  const out = new Map<string, { from: LeafQueueSpec; to: LeafQueueSpec; switched: Record<string, unknown> }>();
  for (const path of paths) {
    if (!path.endsWith('.type')) continue;
    const prefix = path.slice(0, -'.type'.length);
    const from = queueAt(base, prefix);
    const to = queueAt(scenario, prefix);
    if (from === null || to === null || disciplineOf(from) === disciplineOf(to)) continue;
    out.set(prefix, { from, to, switched: changeDiscipline(from, disciplineOf(to)) as unknown as Record<string, unknown> });
  }
  return out;
}

/** The value a queue parameter has when a spec leaves it out (its default), undefined when it has none. */
function defaultOf(type: string, key: string): unknown {
  const p: Param | undefined = queueDiscipline(type).params.find((x) => x.key === key);
  return p?.default;
}

/**
 * A setting's name as its editor field says it ("Buffer", "flow 2 (Reno) congestion control",
 * "Queue"): the same words in every list of what a student changed (a sweep's "since then …
 * changed" read config paths such as "bottleneck.queue.limit").
 */
export function settingName(sc: Scenario, path: string): string {
  return labelOf(sc, path)[0];
}

/** How `scenario` (the run that was checked) differs from the step's own scenario. */
export function describeEdits(step: Step, scenario: Scenario, preset: string | null): EditSummary {
  const base = stepScenario(step);
  if (!base.ok) return { kind: 'other', what: 'a scenario the step does not set up' };
  if (preset !== null && preset !== step.scenario.preset && diffLeaves(base.scenario, scenario) === null) return { kind: 'other', what: `another demo (${scenario.name ?? preset})` };
  return summaryOf(settingChanges(base.scenario, scenario));
}

/**
 * How `after` differs from `before`, setting by setting, in the same words (the editor drawer's
 * "Re-running with min_th 2 packets…" after an edit).
 */
export function scenarioChanges(before: Scenario, after: Scenario): EditSummary {
  return summaryOf(settingChanges(before, after));
}

/** What flows or links added or removed are called where the changes cannot be listed one by one. */
export const FLOWS_OR_LINKS_CHANGED = 'flows or links added or removed';

function summaryOf(changes: PlacedChange[] | null): EditSummary {
  if (changes === null) return { kind: 'other', what: FLOWS_OR_LINKS_CHANGED };
  return changes.length === 0 ? { kind: 'none' } : { kind: 'changes', changes: changes.map(({ label, from, to }) => ({ label, from, to })) };
}

/** A setting the step's scenario leaves unset, or the run leaves out. */
const NOT_SET = 'not set';

/**
 * Every setting the student changed, each in the words and unit of its editor field (the one
 * describer for every list of a student's changes: the verdicts, the lesson panel, A/B's "your
 * edit of step N"): a value edited, a setting added or removed (ECN switched on where the step
 * leaves it unset), a queue discipline switched ("Queue CoDel → Tail drop", without the settings
 * that came or went with the switch). Null when flows or links were added or removed.
 */
export function settingChanges(base: Scenario, scenario: Scenario): PlacedChange[] | null {
  if (base.flows.length !== scenario.flows.length) return null;
  const a = flattenLeaves(base);
  const b = flattenLeaves(scenario);
  const counts = (m: Map<string, unknown>) => [...m.keys()].filter((k) => /^topology\.(links|nodes)\.\d+$/.test(k.split('.').slice(0, 3).join('.'))).map((k) => k.split('.').slice(0, 3).join('.'));
  if (new Set(counts(a)).size !== new Set(counts(b)).size) return null;
  const switched = switchedQueues(base, scenario, b.keys());
  // The switch itself first, as the Queue menu names it (RED → Gentle RED keeps its discipline type).
  const out: PlacedChange[] = [...switched].map(([prefix, sw]) => ({ label: labelOf(scenario, `${prefix}.type`)[0], from: disciplineWords(sw.from), to: disciplineWords(sw.to), path: `${prefix}.type` }));
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    let from = a.get(path);
    const to = b.get(path);
    if (Object.is(from, to) || (typeof from === 'object' && typeof to === 'object' && from !== null && to !== null)) continue;
    const dot = path.lastIndexOf('.');
    const sw = switched.get(path.slice(0, dot));
    if (sw) {
      const key = path.slice(dot + 1);
      if (key === 'type') continue;
      // Gone with the old discipline, or as the switch (or the new discipline's default) leaves it: not an edit.
      const untouched = sw.switched[key] ?? defaultOf(sw.to.type, key);
      if (to === undefined || Object.is(to, untouched)) continue;
      if (from === undefined) from = untouched;
    }
    // A stack setting for every flow written out at the value every flow had anyway (CoDel's "Use
    // them" sets ECN off where the step left it unset): no edit ("TCP ECN (every flow) not set →
    // false" was listed in the edited run's title: bloat trial 11:45, confusion 8).
    if ((from === undefined || to === undefined) && sameStackSetting(base, scenario, path)) continue;
    const [label, unit, scale] = labelOf(to === undefined ? base : scenario, path);
    const u = unit && to !== undefined ? ` ${unit}` : '';
    const words = (v: unknown) => (v === undefined ? NOT_SET : typeof v === 'object' ? NOT_SET : formatLeaf(scaled(v, scale) as Leaf));
    out.push({ label, from: words(from), to: `${words(to)}${u}`, path });
  }
  return out;
}

/** Whether `path`, a scenario-wide TCP setting (`tcp.ecn`), comes out the same for every TCP flow of both scenarios. */
function sameStackSetting(base: Scenario, scenario: Scenario, path: string): boolean {
  const key = /^tcp\.([A-Za-z]+)$/.exec(path)?.[1];
  if (key === undefined) return false;
  return base.flows.every((f, i) => {
    const g = scenario.flows[i];
    if (f.kind !== 'tcp' && f.kind !== 'web') return true;
    if (g.kind !== f.kind) return false;
    const a = (resolveTcpConfig(f, base.tcp) as unknown as Record<string, unknown>)[key];
    const b = (resolveTcpConfig(g, scenario.tcp) as unknown as Record<string, unknown>)[key];
    return Object.is(a, b);
  });
}

/** "Buffer 20000 → 10000 bytes; flow 3 (third) start 2 → 3 s" — one line for the verdict. */
export function editsText(e: EditSummary): string {
  if (e.kind === 'none') return '';
  if (e.kind === 'other') return e.what;
  return e.changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join('; ');
}
