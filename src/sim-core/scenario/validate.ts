import type { z } from 'zod';
import { migrateScenario, OLDEST_READABLE_VERSION } from './migrate';
import { costProblems } from './cost-estimate';
import { ScenarioSchema, SCENARIO_VERSION, type Scenario } from './schema';

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

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // JSON cannot carry Infinity or NaN, but --set and scripts can ("1e999" parses to Infinity);
  // say so in words instead of zod's "Invalid input".
  const v = valueAt(input, issue.path);
  if (typeof v === 'number' && !Number.isFinite(v)) return `${pathText(issue.path)}: must be finite (got ${v})`;
  return `${pathText(issue.path)}: ${issue.message}`;
}

/**
 * Validate untrusted input as a scenario. Errors name the offending field, e.g.
 * `flows[2].start: time -1 s is outside [0, 3600]`. A scenario that is well formed but would
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
  const r = ScenarioSchema.safeParse(migrateScenario(input, SCENARIO_VERSION));
  if (r.success) {
    const tooCostly = costProblems(r.data);
    return tooCostly.length === 0 ? { ok: true, scenario: r.data } : { ok: false, errors: tooCostly };
  }
  return { ok: false, errors: r.error.issues.slice(0, 20).map((i) => describeIssue(i, input)) };
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
