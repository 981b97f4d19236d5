import type { z } from 'zod';
import { migrateScenario, OLDEST_READABLE_VERSION } from './migrate';
import { ScenarioSchema, SCENARIO_VERSION, type Scenario } from './schema';

export type ValidationResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

function pathText(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? String(p) : `.${String(p)}`;
  return s === '' ? '(scenario)' : s;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${pathText(issue.path)}: ${issue.message}`;
}

/**
 * Validate untrusted input as a scenario. Errors name the offending field, e.g.
 * `flows[2].start: time -1 s is outside [0, 3600]`.
 */
export function validateScenario(input: unknown): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['(scenario): expected a JSON object'] };
  }
  const v = (input as { version?: unknown }).version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < OLDEST_READABLE_VERSION || v > SCENARIO_VERSION) {
    return {
      ok: false,
      errors: [`version: this build reads scenario version ${SCENARIO_VERSION} or the older scenario version ${OLDEST_READABLE_VERSION}, got ${JSON.stringify(v ?? null)}`],
    };
  }
  const r = ScenarioSchema.safeParse(migrateScenario(input, SCENARIO_VERSION));
  if (r.success) return { ok: true, scenario: r.data };
  return { ok: false, errors: r.error.issues.slice(0, 20).map(describeIssue) };
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
