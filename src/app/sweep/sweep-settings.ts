import { z } from 'zod';
import { findMetric, LeafQueueSpec, LIMITS, parseValues, REPLICATED_METRICS, REPLICATED_RUN_METRICS, validateScenario } from '../../sim-core';
import { useScenarioStore } from '../state/scenario-store';
import { DEFAULT_JITTER, defaultConfigs } from './sweep-configs';
import { sweepParamOptions, toShown } from './sweep-params';
import { DEFAULT_SWEEP, USER_CHOSEN, useSweepStore, type SweepState } from './sweep-store';

/** More configurations than anyone compares in one figure; a link with more is refused. */
export const MAX_LINKED_CONFIGS = 50;

/** A whole scenario inside the sweep settings (a snapshot configuration), checked by the core. */
const SnapshotScenario = z.unknown().transform((v, ctx) => {
  const r = validateScenario(v);
  if (r.ok) return r.scenario;
  for (const e of r.errors.slice(0, 3)) ctx.addIssue({ code: 'custom', message: e });
  return z.NEVER;
});

const ConfigName = z.string().min(1, 'a configuration needs a name').max(80);

const ConfigChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ name: ConfigName, kind: z.literal('queue'), queue: LeafQueueSpec }).strict(),
  z.object({ name: ConfigName, kind: z.literal('snapshot'), scenario: SnapshotScenario }).strict(),
]);

const JitterSchema = z
  .object({
    startJitter: z.number().min(0).max(LIMITS.maxDuration),
    hostJitter: z.number().min(0).max(LIMITS.maxDuration),
  })
  .strict();

/**
 * The sweep's settings as a link carries them: only what differs from the defaults, every field
 * checked (unknown fields refused, as in a scenario). `jitter` is there only when the user typed
 * one; `configs` only when they are not the current scenario's default pair.
 */
export const SweepSettingsSchema = z
  .object({
    param: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, "must be a setting's path such as flows.2.start"),
    /** The values in the setting's shown unit (ms, kbit/s, %: the editor's), as typed. */
    values: z.string().max(2000),
    /** Former links: the values in the stored unit (s, bit/s, a fraction), read into `values`. */
    valuesText: z.string().max(2000),
    replications: z.number().int().min(1).max(200),
    firstSeed: z.number().int().min(0).max(0xffffffff),
    configs: z.array(ConfigChoiceSchema).min(1).max(MAX_LINKED_CONFIGS),
    jitterOn: z.boolean(),
    jitter: JitterSchema,
    // Former names (elapsedTime…) read as the catalogue id they now have.
    // Every metric the Sweep's menu offers: the flows' and the run's (system goodput, Jain, ratios).
    metric: z.preprocess((v) => (typeof v === 'string' ? (findMetric(v)?.id ?? v) : v), z.enum([...REPLICATED_METRICS, ...REPLICATED_RUN_METRICS])),
    flow: z.number().int().min(-1).max(LIMITS.maxFlows - 1),
  })
  .partial()
  .strict();

export type SweepSettings = z.output<typeof SweepSettingsSchema>;

const PLAIN_KEYS = ['replications', 'firstSeed', 'jitterOn'] as const;

/**
 * The four a sweep derives from the scenario until the user chooses (sweep-defaults.ts), with
 * their link keys: a link leaves out what is still the default, and the receiver derives the same.
 */
const CHOSEN_KEYS = [
  ['param', 'param'],
  ['valuesText', 'values'],
  ['metric', 'metric'],
  ['flow', 'flow'],
] as const;

/** The sweep store's settings that differ from the defaults. */
export function currentSweepSettings(): SweepSettings {
  const st = useSweepStore.getState();
  const out: SweepSettings = {};
  for (const k of PLAIN_KEYS) if (st[k] !== DEFAULT_SWEEP[k]) (out as Record<string, unknown>)[k] = st[k];
  if (st.auto === USER_CHOSEN) for (const [k, link] of CHOSEN_KEYS) (out as Record<string, unknown>)[link] = st[k];
  else for (const [k, link] of CHOSEN_KEYS) if (st.linked[k] !== undefined) (out as Record<string, unknown>)[link] = st.linked[k];
  if (st.jitterEdited) out.jitter = { ...st.jitter };
  if (st.configs !== null) {
    const { valid, preset } = useScenarioStore.getState();
    const same = valid !== null && JSON.stringify(st.configs) === JSON.stringify(defaultConfigs(valid, preset));
    if (!same) out.configs = st.configs;
  }
  return out;
}

/** Former links' values (stored unit: a delay in s, a PER as a fraction) in the setting's shown unit. */
function shownFromStored(text: string, param: string): string {
  const { valid, draft } = useScenarioStore.getState();
  const o = sweepParamOptions(valid ?? draft).find((x) => x.path === param);
  if (!o || o.scale === 1) return text;
  try {
    return parseValues(text)
      .map((v) => toShown(v, o))
      .join(',');
  } catch {
    return text;
  }
}

/** Put a link's sweep settings into the sweep store; what the link leaves out takes its default (the scenario's, for what to vary and show). */
export function applySweepSettings(s: SweepSettings): void {
  const param = s.param ?? DEFAULT_SWEEP.param;
  const values = s.values ?? (s.valuesText !== undefined ? shownFromStored(s.valuesText, param) : undefined);
  const linked: SweepState['linked'] = Object.fromEntries(
    (
      [
        ['param', s.param],
        ['valuesText', values],
        ['metric', s.metric],
        ['flow', s.flow],
      ] as const
    ).filter(([, v]) => v !== undefined),
  );
  useSweepStore.getState().set({
    ...DEFAULT_SWEEP,
    ...Object.fromEntries(PLAIN_KEYS.filter((k) => s[k] !== undefined).map((k) => [k, s[k]])),
    ...linked,
    // Derived again from the scenario (by the Sweep panel), with the link's choices over them.
    auto: null,
    linked,
    jitter: s.jitter ? { ...s.jitter } : DEFAULT_JITTER,
    jitterEdited: s.jitter !== undefined,
    configs: s.configs ? structuredClone(s.configs) : null,
  });
}
