import { presetScenarioShared } from '../scenario-edit/catalog';
import type { Scenario } from '../sim-core/scenario/schema';
import { validateScenario } from '../sim-core/scenario/validate';
import { setLeafFromText } from '../sim-core/scenario/overrides';

/** The value at a dotted path of a scenario (undefined when there is none): the override engine's reader. */
export { valueAt as readPath } from '../sim-core/scenario/overrides';

/**
 * Every scenario a lesson touches is built here: a preset plus "path=value" edits in the same
 * syntax and with the same typing rules as a readable share link (flows.2.start=3). This is
 * the only place lessons call the override engine.
 */
export type Built = { ok: true; scenario: Scenario } | { ok: false; error: string };

/** Split "flows.2.start=3" into its path and value text. */
export function splitEdit(edit: string): [string, string] | null {
  const eq = edit.indexOf('=');
  if (eq <= 0) return null;
  return [edit.slice(0, eq).trim(), edit.slice(eq + 1).trim()];
}

/** Apply edits to a copy of `base` and validate the result. */
export function applyEdits(base: Scenario, edits: readonly (string | [string, string])[]): Built {
  const draft: unknown = structuredClone(base);
  for (const e of edits) {
    const pair = typeof e === 'string' ? splitEdit(e) : e;
    if (pair === null) return { ok: false, error: `"${String(e).slice(0, 80)}" is not in path=value form` };
    const err = setLeafFromText(draft, pair[0], pair[1]);
    if (err !== null) return { ok: false, error: err };
  }
  const r = validateScenario(draft);
  return r.ok ? { ok: true, scenario: r.scenario } : { ok: false, error: r.errors.slice(0, 4).join('; ') };
}

/** A preset with edits, validated. */
export function buildScenario(preset: string, edits: readonly (string | [string, string])[] = []): Built {
  const base = presetScenarioShared(preset);
  if (base === null) return { ok: false, error: `there is no preset called "${preset.slice(0, 80)}"` };
  return applyEdits(base, edits);
}

/** The scenarios of a sweep: `base` with `param` set to each value. */
export function sweepScenarios(base: Scenario, param: string, values: readonly number[]): { value: number; built: Built }[] {
  return values.map((value) => ({ value, built: applyEdits(base, [[param, String(value)]]) }));
}
