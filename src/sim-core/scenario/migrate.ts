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

/**
 * Version 2 → 3: Vegas's RTT measure became a setting whose default is the round's minimum
 * (Linux). Older scenarios ran with the mean of the round's samples, so they say so in their
 * scenario-wide TCP defaults: their runs stay as they were, and a flow switched to Vegas later
 * (an edit, a link's `flows.0.cc=vegas`) measures the same way whichever way it was written.
 */
function v2ToV3(s: Json): Json {
  // A malformed `tcp` or `tcp.vegas` is left as it is, for the schema to refuse.
  if (s.tcp !== undefined && !isObject(s.tcp)) return { ...s, version: 3 };
  const tcp = (s.tcp ?? {}) as Json;
  if (tcp.vegas !== undefined && !isObject(tcp.vegas)) return { ...s, version: 3 };
  return { ...s, version: 3, tcp: { ...tcp, vegas: { rttMeasure: 'epoch-mean', ...(tcp.vegas as Json | undefined) } } };
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const STEPS: Record<number, (s: Json) => Json> = { 1: v1ToV2, 2: v2ToV3 };

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
