import { create } from 'zustand';
import type { ReplicatedMetric } from '../../sim-core';
import { DEFAULT_JITTER, type ConfigChoice, type Jitter } from './sweep-configs';

/** What the user chose for a sweep (the results live in sweep-run.ts). */
export interface SweepState {
  param: string;
  valuesText: string;
  replications: number;
  firstSeed: number;
  /** null until the panel first sees a scenario (then the defaults are derived from it). */
  configs: ConfigChoice[] | null;
  jitterOn: boolean;
  /** The jitter the user typed (until then the panel uses the scenario's own, jitterFor). */
  jitter: Jitter;
  /** The user typed a jitter: stop following the scenario's own. */
  jitterEdited: boolean;
  metric: ReplicatedMetric;
  /** Flow whose metric is drawn; -1 = the late flow when roles apply, else the last flow. */
  flow: number;
  /**
   * Whose defaults `param`, `valuesText`, `metric` and `flow` hold: null until they are derived
   * from a scenario (sweep-defaults.ts), then the scenario's key (its preset's name, '' for an
   * edited one), or USER_CHOSEN once the user or a link chose any of them.
   */
  auto: string | null;
  /** A link's choices among those four, applied over the defaults when they are derived. */
  linked: Partial<Pick<SweepState, 'param' | 'valuesText' | 'metric' | 'flow'>>;
  set(patch: Partial<Omit<SweepState, 'set' | 'addConfig' | 'removeConfig' | 'renameConfig'>>): void;
  addConfig(c: ConfigChoice): void;
  removeConfig(index: number): void;
  renameConfig(index: number, name: string): void;
}

/** `auto` once the user (or a link) chose what to vary or show: the defaults no longer follow the scenario. */
export const USER_CHOSEN = '\u0000user';

export const DEFAULT_SWEEP = {
  param: 'flows.2.start',
  valuesText: '0:7:0.5',
  replications: 20,
  firstSeed: 1,
  jitterOn: true,
  jitter: DEFAULT_JITTER,
  jitterEdited: false,
  metric: 'flow.elapsed' as ReplicatedMetric,
  flow: -1,
  auto: null as string | null,
  linked: {} as SweepState['linked'],
};

const CHOICE_KEYS = ['param', 'valuesText', 'metric', 'flow'] as const;

/** A name not yet used by a configuration ("Current", "Current 2", …). */
export function uniqueName(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let k = 2; ; k++) if (!taken.includes(`${base} ${k}`)) return `${base} ${k}`;
}

export const useSweepStore = create<SweepState>()((set, get) => ({
  ...DEFAULT_SWEEP,
  configs: null,
  // Choosing what to vary or show stops the defaults from following the scenario (unless the patch says whose they are).
  set: (patch) => set(!('auto' in patch) && CHOICE_KEYS.some((k) => k in patch) ? { ...patch, auto: USER_CHOSEN, linked: {} } : patch),
  addConfig(c) {
    const cur = get().configs ?? [];
    set({ configs: [...cur, { ...c, name: uniqueName(c.name, cur.map((x) => x.name)) }] });
  },
  removeConfig(index) {
    set({ configs: (get().configs ?? []).filter((_, i) => i !== index) });
  },
  renameConfig(index, name) {
    set({ configs: (get().configs ?? []).map((c, i) => (i === index ? { ...c, name } : c)) });
  },
}));
