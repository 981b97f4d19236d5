import { pairing } from '../tcp/registry';

/** The oldest scenario version this build still reads (and migrates). */
export const OLDEST_READABLE_VERSION = 1;

type Json = Record<string, unknown>;

/**
 * Version 1 → 2: a TCP flow's `variant` (a congestion control welded to a loss recovery) becomes
 * its `cc` and `recovery` (tcp/registry.ts's pairings: 'sack' = Reno AIMD + SACK recovery,
 * 'vegas' = Vegas + Reno recovery, …). An unknown variant is left for the schema to refuse.
 */
function v1ToV2(s: Json): Json {
  const flows = Array.isArray(s.flows)
    ? s.flows.map((f: unknown) => {
        if (typeof f !== 'object' || f === null || Array.isArray(f)) return f;
        const flow = f as Json;
        const p = typeof flow.variant === 'string' ? pairing(flow.variant) : undefined;
        if (!p || flow.cc !== undefined || flow.recovery !== undefined) return flow;
        const { variant: _old, ...rest } = flow;
        return { ...rest, cc: p.cc, recovery: p.recovery };
      })
    : s.flows;
  return { ...s, version: 2, flows };
}

const STEPS: Record<number, (s: Json) => Json> = { 1: v1ToV2 };

/**
 * Bring a scenario of an older version up to `target` (files and links keep working). Objects
 * are copied where changed, never mutated; anything that is not an old-version object is returned
 * as is, for validation to refuse with its own message.
 */
export function migrateScenario(input: unknown, target: number): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  let s = input as Json;
  while (typeof s.version === 'number' && s.version < target && STEPS[s.version]) s = STEPS[s.version](s);
  return s;
}
