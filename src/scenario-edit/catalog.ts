import { dumbbell, findPreset, PRESETS } from '../sim-core/scenario/presets';
import type { Scenario, ScenarioInput } from '../sim-core/scenario/schema';
import { validateScenario } from '../sim-core/scenario/validate';
import { getBottleneck } from './bottleneck';
import { titleWithQueueLabel } from './preset-title';

/** The preset the landing page opens: queue building, a sawtooth and drops within seconds. */
export const DEFAULT_PRESET = 'seed000-droptail';

export const MAX_DUMBBELL_FLOWS = 50;

/**
 * The queues the dumbbell builder offers (the parametric presets dumbbell-N-<value>), and how to
 * recognise a loaded scenario's queue as one of them; `choice` is the editor's discipline entry
 * (its label is what the builder's menu shows).
 */
export const DUMBBELL_QUEUES = [
  { value: 'droptail', choice: 'droptail', label: 'tail drop', matches: (q: { type: string; gentle?: boolean }) => q.type === 'droptail' },
  { value: 'red', choice: 'gentle', label: 'gentle RED', matches: (q: { type: string; gentle?: boolean }) => q.type === 'red' && q.gentle === true },
] as const;

export type DumbbellQueue = (typeof DUMBBELL_QUEUES)[number]['value'];

const DUMBBELL_RE = new RegExp(`^dumbbell-([1-9][0-9]?)-(${DUMBBELL_QUEUES.map((q) => q.value).join('|')})$`);

/**
 * Presets whose bottleneck queue is the usual one of its discipline on their topology: A/B mode
 * and the sweep take it when they switch a scenario on that topology to that discipline (the
 * thesis testbed's RED, rather than thresholds derived from the buffer).
 */
export const USUAL_QUEUE_PRESETS: readonly string[] = ['seed000-red'];

export interface CatalogEntry {
  name: string;
  title: string;
}

/**
 * The presets offered in the menu (the core's list; N-flow dumbbells are parametric). A title's
 * queue words name the discipline as the registry does (preset-title.ts); worked out on first
 * read, since it builds the preset.
 */
export const CATALOG: CatalogEntry[] = PRESETS.map((p) => {
  let title: string | null = null;
  return {
    name: p.name,
    get title(): string {
      if (title === null) {
        const sc = presetScenarioShared(p.name);
        title = titleWithQueueLabel(p.title, sc ? getBottleneck(sc)?.queue : undefined);
      }
      return title;
    },
  };
});

/** The parametric presets, as the CLI's list and error messages describe them. */
export const PARAMETRIC_PRESET_HELP = `${DUMBBELL_QUEUES.map((q) => `dumbbell-N-${q.value}`).join(', ')} (N = 1…${MAX_DUMBBELL_FLOWS} long NewReno flows)`;

/** Name of the parametric dumbbell preset with n flows. */
export function dumbbellPresetName(n: number, queue: DumbbellQueue): string {
  return `dumbbell-${n}-${queue}`;
}

/** A preset's scenario as written, or null for an unknown name. */
export function presetInput(name: string): ScenarioInput | null {
  const p = findPreset(name);
  if (p) return p.build();
  const m = DUMBBELL_RE.exec(name);
  if (m) {
    const n = Number(m[1]);
    if (n >= 1 && n <= MAX_DUMBBELL_FLOWS) return dumbbell(n, m[2] as DumbbellQueue);
  }
  return null;
}

const normalised = new Map<string, Scenario | null>();

/** Read-only, memoised normalised preset (do not mutate the result). */
export function presetScenarioShared(name: string): Scenario | null {
  if (!normalised.has(name)) {
    const input = presetInput(name);
    const r = input === null ? null : validateScenario(input);
    if (normalised.size > 64) normalised.clear();
    normalised.set(name, r && r.ok ? r.scenario : null);
  }
  return normalised.get(name) ?? null;
}

/** A preset normalised by the core's validator (every default filled in), or null. A fresh copy. */
export function presetScenario(name: string): Scenario | null {
  const s = presetScenarioShared(name);
  return s === null ? null : structuredClone(s);
}

export function presetTitle(name: string): string {
  const e = CATALOG.find((c) => c.name === name);
  if (e) return e.title;
  const m = DUMBBELL_RE.exec(name);
  if (m) return dumbbell(Number(m[1]), m[2] as DumbbellQueue).name ?? name;
  return name;
}
