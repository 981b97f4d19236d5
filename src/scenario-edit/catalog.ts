import { dumbbell, findPreset, PRESETS } from '../sim-core/scenario/presets';
import { QueueSpec, type Scenario, type ScenarioInput } from '../sim-core/scenario/schema';
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
 * A preset's bottleneck queue as written, its discipline's defaults filled in: all its title
 * needs. Validating the whole scenario instead cost ~1.2 ms a preset (zod without eval, as the
 * Content-Security-Policy requires), ~0.1 s of every fresh page for the menu's titles.
 * `undefined`: no single bottleneck queue to name (a graph, HTB); null: not found as written (the
 * caller validates the scenario).
 */
function writtenBottleneckQueue(input: ScenarioInput): BottleneckQueue | undefined | null {
  const t = input.topology as { kind?: string; bottleneck?: { queue?: unknown }; bottleneckQueue?: unknown } | undefined;
  // A graph has no single bottleneck queue to name (getBottleneck's answer for it too).
  if (t?.kind === 'graph') return undefined;
  const raw = t?.kind === 'dumbbell' ? t.bottleneck?.queue : t?.kind === 'testbed' ? t.bottleneckQueue : undefined;
  if (raw === undefined) return null;
  const q = QueueSpec.safeParse(raw);
  if (!q.success) return null;
  return q.data.type === 'htb' ? undefined : (q.data as BottleneckQueue);
}
type BottleneckQueue = NonNullable<ReturnType<typeof getBottleneck>> extends { queue: infer Q } ? Q : never;

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
        const written = writtenBottleneckQueue(p.build());
        const sc = written === null ? presetScenarioShared(p.name) : null;
        title = titleWithQueueLabel(p.title, written ?? (sc ? getBottleneck(sc)?.queue : undefined));
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

/** The reasoning behind a preset's short description (PresetInfo.reasoning), or null. */
export function presetReasoning(name: string): string | null {
  return findPreset(name)?.reasoning ?? null;
}

/** The one sentence that explains a preset's finding (PresetInfo.why), else null. */
export function presetWhy(name: string): string | null {
  return findPreset(name)?.why ?? null;
}

/** The demo whose control run `control` is (PresetInfo.control), or null: where the control's "← Back to …" leads when it was not opened from the demo. */
export function demoOfControl(control: string): string | null {
  return PRESETS.find((p) => p.control?.preset === control)?.name ?? null;
}

/** A preset's title without its finding, where its title states one (PresetInfo.neutralTitle), else null. */
export function presetNeutralTitle(name: string): string | null {
  return findPreset(name)?.neutralTitle ?? null;
}

/** The presets whose titles state a finding: each name with its neutral title. */
export const NEUTRAL_TITLED: readonly { name: string; neutral: string }[] = CATALOG.flatMap((c) => {
  const n = presetNeutralTitle(c.name);
  return n === null ? [] : [{ name: c.name, neutral: n }];
});
