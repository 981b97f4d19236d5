import type { z } from 'zod';
import { migrateScenario, OLDEST_READABLE_VERSION } from './migrate';
import { costProblems } from './cost-estimate';
import { ScenarioSchema, SCENARIO_VERSION, type Scenario } from './schema';
import { QUEUE_DISCIPLINES } from '../queues/registry';
import { expandSpecProfiles } from '../settings-profile';

/** The profiles of the discipline a spec's `type` names (none for other objects). */
function queueProfilesOf(type: string) {
  return QUEUE_DISCIPLINES.find((d) => d.name === type)?.profiles;
}

/** The scenario with every queue's profile expanded (queues live in its topology only). */
function withQueueProfilesExpanded(s: unknown): unknown {
  if (typeof s !== 'object' || s === null || !('topology' in s)) return s;
  const topology = expandSpecProfiles((s as { topology: unknown }).topology, queueProfilesOf);
  return topology === (s as { topology: unknown }).topology ? s : { ...s, topology };
}

export type ValidationResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

function pathText(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? String(p) : `.${String(p)}`;
  return s === '' ? '(scenario)' : s;
}

/** The input value an issue is about (undefined when the path does not lead anywhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** How the editor names a flow's fields (the rest keep their key). */
const FLOW_FIELD_LABELS: Record<string, string> = {
  start: 'start',
  bytes: 'size',
  rate: 'rate',
  packetSize: 'packet size',
  duration: 'duration',
  accessDelay: 'access delay',
  variant: 'TCP variant',
  cc: 'congestion control',
  recovery: 'loss recovery',
};

/**
 * The queue parameter the field at `path` of `input` sets (from the discipline's descriptor, by
 * the queue's `type`), with the queue's buffer unit, or null when the path is not one.
 */
export function queueParamAt(input: unknown, path: readonly PropertyKey[]): { param: (typeof QUEUE_DISCIPLINES)[number]['params'][number]; unit: string | undefined } | null {
  const key = path[path.length - 1];
  if (typeof key !== 'string' || path.length < 2) return null;
  const parent = valueAt(input, path.slice(0, -1)) as { type?: unknown; unit?: unknown } | undefined;
  if (!parent || typeof parent !== 'object') return null;
  const param = QUEUE_DISCIPLINES.find((q) => q.name === parent.type)?.params.find((q) => q.key === key);
  return param ? { param, unit: typeof parent.unit === 'string' ? parent.unit : undefined } : null;
}

/**
 * The label the user sees for the field at `path` of `input`, or null: a queue parameter's label
 * from its discipline's descriptor (the queue's `type` says which), or "flow 3 start".
 */
export function fieldLabel(input: unknown, path: readonly PropertyKey[]): string | null {
  const q = queueParamAt(input, path);
  if (q) return q.param.label;
  if (path.length === 3 && path[0] === 'flows' && typeof path[1] === 'number' && typeof path[2] === 'string' && path[2] in FLOW_FIELD_LABELS) {
    return `flow ${path[1] + 1} ${FLOW_FIELD_LABELS[path[2]]}`;
  }
  return null;
}

/** The path of an error message ("flows[2].start: …" → ['flows', 2, 'start']) and its message, or null. */
export function splitError(error: string): { path: PropertyKey[]; message: string } | null {
  const m = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): (.*)$/s.exec(error);
  if (!m) return null;
  const path: PropertyKey[] = [];
  for (const part of m[1].matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)) path.push(part[1] ?? Number(part[2]));
  return { path, message: m[2] };
}

/**
 * A validation message as the editor shows it: the field's label (from the registry's
 * descriptors, for the scenario the message is about) instead of its path: "min_th (70) must be
 * below max_th (50)", "max_p: must be at most 1", "flow 3 start: …". Fields without a label keep
 * their path.
 */
export function messageForUser(error: string, input: unknown): string {
  const e = splitError(error);
  const label = e && fieldLabel(input, e.path);
  if (!e || label === null) return error;
  return e.message.startsWith(label) ? e.message : `${label}: ${e.message}`;
}

/** The message with the field's label beside its path, for the CLI and links: "topology.bottleneckQueue.maxP (max_p): …". */
export function withFieldLabel(error: string, input: unknown): string {
  const e = splitError(error);
  const label = e && fieldLabel(input, e.path);
  return !e || label === null ? error : `${pathText(e.path)} (${label}): ${e.message}`;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // JSON cannot carry Infinity or NaN, but --set and scripts can ("1e999" parses to Infinity);
  // say so in words instead of zod's "Invalid input".
  const v = valueAt(input, issue.path);
  if (typeof v === 'number' && !Number.isFinite(v)) return `${pathText(issue.path)}: must be finite (got ${v})`;
  return `${pathText(issue.path)}: ${issue.message}`;
}

/**
 * Validate untrusted input as a scenario. Errors name the offending field by its path, e.g.
 * `flows[2].start: time -1 s is outside [0, 3600]`; `messageForUser` turns the path into the
 * label the editor shows, `withFieldLabel` adds the label beside it (CLI, links). A scenario that is well formed but would
 * cost more than the limits allow (cost-estimate.ts) is refused here too, in words, so the URL,
 * the file loader and the CLI all refuse it before running.
 */
export function validateScenario(input: unknown): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['(scenario): expected a JSON object'] };
  }
  const v = (input as { version?: unknown }).version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < OLDEST_READABLE_VERSION || v > SCENARIO_VERSION) {
    return {
      ok: false,
      errors: [`version: this build reads scenario version ${SCENARIO_VERSION} and older ones (migrated) down to scenario version ${OLDEST_READABLE_VERSION}, got ${JSON.stringify(v ?? null)}`],
    };
  }
  // A queue's profile gives its values before the defaults fill the rest (settings beside it win).
  const migrated = withQueueProfilesExpanded(migrateScenario(input, SCENARIO_VERSION));
  const r = ScenarioSchema.safeParse(migrated);
  if (r.success) {
    const tooCostly = costProblems(r.data);
    return tooCostly.length === 0 ? { ok: true, scenario: r.data } : { ok: false, errors: tooCostly };
  }
  return { ok: false, errors: r.error.issues.slice(0, 20).map((i) => describeIssue(i, migrated)) };
}

/** Validate or throw an Error whose message lists every problem. */
export function parseScenario(input: unknown): Scenario {
  const r = validateScenario(input);
  if (!r.ok) throw new ScenarioError(r.errors);
  return r.scenario;
}

export class ScenarioError extends Error {
  constructor(readonly errors: string[]) {
    super(`invalid scenario:\n  ${errors.join('\n  ')}`);
    this.name = 'ScenarioError';
  }
}
