import type { z } from 'zod';
import type { SettingsProfile } from '../settings-profile';

/** A rule between a congestion control's own settings that a flow's values break: where, and what is wrong. */
export interface SettingsProblem {
  /** The setting it is reported at (inside the module's own object). */
  field: string;
  message: string;
}

/**
 * A congestion control's own settings (ns-3's TypeId attributes, Linux's module parameters), the
 * `tcp.<key>` object of scenarios and of TcpConfig. The module declares all of it in its own
 * file: the partial object scenarios write, its defaults, its profiles and the rules between its
 * values. The TCP registry lists the modules; the scenario schema, TcpConfig, TCP_DEFAULTS, the
 * validation and the run's merge are derived from these declarations and name no module.
 */
export interface CcSettings<K extends string = string, C extends object = object, S extends z.ZodType = z.ZodType> {
  /** Its key in a scenario's `tcp` and in TcpConfig. */
  key: K;
  /** What scenarios write (every field optional; unknown fields refused), `profile` included. */
  schema: S;
  /** Its values when nothing is written. */
  defaults: C;
  /**
   * Its profiles (`tcp.<key>.profile`: "linux", "rfc", "ns3" where implementations depart;
   * settings-profile.ts). None for a module without departures.
   */
  profiles: readonly SettingsProfile[];
  /** Rules between its values, checked on a flow's values as the run resolves them (defaults, profile, given). */
  check?(values: C): SettingsProblem[];
}
