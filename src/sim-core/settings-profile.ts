/**
 * Profiles of a module's settings: "as Linux runs it", "as the RFC says", "as ns-3.48 runs it",
 * one word instead of every option where the implementations depart from each other. A profile
 * is the set of settings it changes from the module's defaults; settings given beside it override
 * it key by key, and no profile leaves the defaults alone (docs/models.md "Profiles"). Each
 * module lists its own profiles in its file; the TCP registry says which module has which.
 */
import { z } from 'zod';

export const PROFILE_NAMES = ['linux', 'rfc', 'ns3'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** One profile of one module's settings. */
export interface SettingsProfile {
  name: ProfileName;
  /** What it reproduces, for help and docs. */
  label: string;
  /** The source files its departures come from (ns-3.48 paths for "ns3", Linux paths for "linux"). */
  sources: readonly string[];
  /** The settings it sets (partial, nested objects partial too). */
  settings: Readonly<Record<string, unknown>>;
}

type Settings = Record<string, unknown>;

function isPlainObject(v: unknown): v is Settings {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The settings of `other` that differ from `base`, nested objects compared key by key. */
export function departures(base: Settings, other: Settings): Settings {
  const out: Settings = {};
  for (const [k, v] of Object.entries(other)) {
    const b = base[k];
    if (isPlainObject(v) && isPlainObject(b)) {
      const d = departures(b, v);
      if (Object.keys(d).length > 0) out[k] = d;
    } else if (JSON.stringify(v) !== JSON.stringify(b)) out[k] = v;
  }
  return out;
}

/** The values `base` has at the keys `shape` names (the Linux side of an ns-3 departure). */
export function restrict(base: Settings, shape: Settings): Settings {
  const out: Settings = {};
  for (const [k, v] of Object.entries(shape)) out[k] = isPlainObject(v) && isPlainObject(base[k]) ? restrict(base[k] as Settings, v) : base[k];
  return out;
}

/**
 * A module's two profiles when ns-3 is its only departure from Linux: "ns3" sets ns-3's values
 * where they differ from the defaults, "linux" states the defaults at the same keys.
 */
export function linuxAndNs3Profiles(defaults: object, ns3: object, linux: Omit<SettingsProfile, 'name' | 'settings'>, ns3Profile: Omit<SettingsProfile, 'name' | 'settings'>): SettingsProfile[] {
  const d = defaults as Settings;
  const changed = departures(d, ns3 as Settings);
  return [
    { name: 'linux', ...linux, settings: restrict(d, changed) },
    { name: 'ns3', ...ns3Profile, settings: changed },
  ];
}

/** Settings overridden key by key, nested objects too (`undefined` leaves a key alone). */
export function mergeSettings(base: Settings, over: Settings): Settings {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) if (v !== undefined) out[k] = isPlainObject(v) && isPlainObject(out[k]) ? mergeSettings(out[k] as Settings, v) : v;
  return out;
}

/** The profile of that name, or a clear error. */
export function findProfile(profiles: readonly SettingsProfile[], name: string, what: string): SettingsProfile {
  const p = profiles.find((x) => x.name === name);
  if (!p) throw new Error(`${what} has no profile "${name}" (it has ${profiles.map((x) => x.name).join(', ') || 'none'})`);
  return p;
}

/**
 * A module's settings with a profile: its defaults, then the profile, then the settings given
 * beside it. Without a profile, the defaults then the given settings (today's behaviour).
 */
export function expandProfile(defaults: Settings, profiles: readonly SettingsProfile[], given: Settings, what: string): Settings {
  const { profile, ...explicit } = given;
  const base = typeof profile === 'string' ? mergeSettings(defaults, findProfile(profiles, profile, what).settings) : defaults;
  return mergeSettings(base, explicit);
}

/** A module's `profile` setting in the scenario schema: the names of its profiles, each described. */
export function profileSchema(profiles: readonly SettingsProfile[], what: string) {
  const names = profiles.map((p) => p.name) as [string, ...string[]];
  return z
    .enum(names)
    .describe(`${what}: settings as one implementation runs it (${profiles.map((p) => `'${p.name}' ${p.label}`).join('; ')}); settings given beside it override it`);
}

/** How deep expandSpecProfiles looks for specs (far below any nesting the schema accepts). */
const MAX_SPEC_DEPTH = 64;

/**
 * Every queue spec in a scenario input (any object whose `type` names a discipline with
 * profiles) with its profile expanded: the profile's settings, then the ones written beside it.
 * Runs before validation, so the defaults fill only what neither gives; `profile` stays in the
 * spec (links and files keep it). An unknown profile is left for the schema to refuse.
 */
export function expandSpecProfiles(input: unknown, profilesOf: (type: string) => readonly SettingsProfile[] | undefined, depth = 0): unknown {
  // Specs sit a few levels deep (HTB classes nest); deeper junk is left for the schema to refuse.
  if (depth > MAX_SPEC_DEPTH) return input;
  // Untouched subtrees are returned as they are, and copies are made with own data properties
  // only (spread, fromEntries), so a "__proto__" key stays a key for the schema to refuse.
  if (Array.isArray(input)) {
    const mapped = input.map((x) => expandSpecProfiles(x, profilesOf, depth + 1));
    return mapped.some((x, i) => x !== input[i]) ? mapped : input;
  }
  if (!isPlainObject(input)) return input;
  let changed = false;
  const entries = Object.entries(input).map(([k, v]) => {
    const x = expandSpecProfiles(v, profilesOf, depth + 1);
    if (x !== v) changed = true;
    return [k, x] as const;
  });
  const out: Settings = changed ? Object.fromEntries(entries) : input;
  const profiles = typeof out.type === 'string' ? profilesOf(out.type) : undefined;
  const chosen = typeof out.profile === 'string' ? profiles?.find((p) => p.name === out.profile) : undefined;
  // Queue parameters are flat: the profile's values, then the spec's own.
  return chosen ? { ...chosen.settings, ...out } : out;
}
