import { COMPARE_PLOTS, defaultPresented, drawsBothRuns, MAX_PRESENTED_PLOTS, pairReplacedBy, PLOT_KINDS, type PlotId } from '../../plot-kinds/plot-kinds';
import { useScenarioStore } from './scenario-store';
import { findPreset } from '../../sim-core';
import { useViewStore } from './view-store';
import { useHeadlines } from './headline-refs';

/**
 * The plots a lecturer can put on the screen in presentation mode (and an embed), by kind, from
 * the plot registry (plot-kinds.ts). A kind names the Explore plot of that name and, in Compare
 * mode, its A and B panels (panelName).
 */
export const PLOT_CHOICES = PLOT_KINDS.filter((k) => k.presentable).map((k) => ({ id: k.id, label: k.label }));

export type PlotChoice = PlotId;

export const PLOT_CHOICE_IDS: readonly PlotChoice[] = PLOT_CHOICES.map((p) => p.id);

export { DEFAULT_PRESENTED, MAX_PRESENTED_PLOTS } from '../../plot-kinds/plot-kinds';

/** How many flows a scenario runs (a group counts as its members). */
function flowCount(flows: readonly { kind: string; count?: number }[]): number {
  return flows.reduce((n, f) => n + (f.kind === 'group' && typeof f.count === 'number' ? f.count : 1), 0);
}

/** How many flows the scenario in the editor runs (presentation's and A/B's default plots follow it). */
export function useFlowCount(): number {
  return useScenarioStore((s) => flowCount((s.valid ?? s.draft).flows as readonly { kind: string; count?: number }[]));
}

/**
 * The plots presentation mode shows: the lecturer's (or the link's) choice, else the run's default
 * (defaultPresented: no per-flow plot above 8 flows; the plot of the first headline where there is room).
 */
export function usePresentedPlots(): PlotChoice[] {
  const chosen = useViewStore((s) => s.presentedPlots);
  const flows = useFlowCount();
  const headlines = useHeadlines(useViewStore((s) => s.mode) === 'compare').map((h) => h.metric.id);
  const preset = useScenarioStore((s) => s.preset);
  return chosen ?? defaultPresented(flows, headlines, (preset !== null ? findPreset(preset)?.presentedPlots : undefined) ?? []);
}

export function isPlotChoice(s: string): s is PlotChoice {
  return (PLOT_CHOICE_IDS as readonly string[]).includes(s);
}

/** The name of a mounted plot panel: the kind's id in Explore, "compare-<id>-a" / "-b" for Compare's A and B panels. */
export function panelName(kind: PlotId, side?: 'a' | 'b'): string {
  return side ? `compare-${kind}-${side}` : kind;
}

/** The plot kind an A/B panel (by its name) shares with its other side, or undefined for a single panel. */
export function panelPair(name: string): string | undefined {
  return /^compare-(.+)-[ab]$/.exec(name)?.[1];
}

/** Whether a mounted plot panel (by its name) belongs to one of the chosen kinds. */
export function panelShown(name: string, chosen: readonly PlotChoice[] | null): boolean {
  if (chosen === null) return true;
  return chosen.some((k) => name === panelName(k) || name === panelName(k, 'a') || name === panelName(k, 'b'));
}

/** Compare mode has A/B panels of these kinds (the registry's `compare`). */
export const COMPARE_KINDS: readonly PlotChoice[] = COMPARE_PLOTS;

/** The chosen kinds that a mode can show (Compare falls back to its first kind when none of them is there). */
export function choicesForMode(chosen: readonly PlotChoice[], mode: string): PlotChoice[] {
  // A kind of both A/B runs has nothing to draw outside A/B (lecturer-0315's overlay).
  if (mode !== 'compare') {
    const one = chosen.filter((k) => !drawsBothRuns(k));
    return one.length > 0 ? one : [PLOT_CHOICE_IDS[0]];
  }
  const shown = chosen.filter((k) => COMPARE_KINDS.includes(k));
  return shown.length > 0 ? shown : [COMPARE_KINDS[0]];
}

/** The plot chooser's boxes: the kinds on screen, and whether the lecturer has unticked the last of them. */
export interface ChooserTicks {
  /** The kinds on screen (1 to MAX_PRESENTED_PLOTS). */
  chosen: PlotChoice[];
  /** Every box unticked: the screen keeps `chosen` until another kind is ticked. */
  emptied: boolean;
  /** What the tick did when it was not plainly done (the last one kept, a full screen), for a live region; '' otherwise. */
  said: string;
  /** The A/B pair a kind of both runs took the place of when it was ticked (given back when it is unticked), or null. */
  replaced?: PlotChoice | null;
}

/** Why a box cannot be ticked while the screen holds its most kinds (beside the boxes, and their description). */
export const FULL_SCREEN_WORDS = `Up to ${MAX_PRESENTED_PLOTS} kinds on this screen: untick one first`;

/**
 * What a box of a kind drawn once for both runs ("A and B on one axis") says beside it: that it is
 * one of the screen's kinds. Greyed with two kinds ticked, its only hint "Up to 2 kinds on this
 * screen: untick one first" read as a rule about a third kind, and the lecturer guessed which to
 * untick (lecturer trial 05:10, step 14).
 */
export const COUNTS_AS_KIND_WORDS = `counts as one of the ${MAX_PRESENTED_PLOTS} kinds`;

/** Why a both-runs kind's box is unavailable, naming the kinds on screen: "counts as one of the 2 kinds: untick Bottleneck queue or Goodput first". */
export function countsAsKindReason(chosenLabels: readonly string[]): string {
  return `${COUNTS_AS_KIND_WORDS}: untick ${chosenLabels.join(' or ')} first`;
}

/**
 * Whether a kind's box is unavailable: the screen already holds MAX_PRESENTED_PLOTS other kinds.
 * Ticking a third kind used to evict the oldest, so the order of taps decided what stayed, and
 * "tick Throughput, untick queue, untick cwnd" ended with queue and cwnd and no throughput
 * (phone-0315, confusion 7). Now nothing is evicted: the other boxes wait until one is unticked.
 */
export function tickUnavailable(now: Omit<ChooserTicks, 'said'>, id: PlotChoice): boolean {
  return !now.emptied && !now.chosen.includes(id) && now.chosen.length >= MAX_PRESENTED_PLOTS && takesPlaceOf(now, id) === null;
}

/** The pair on screen whose place a tick of `id` would take ("A and B on one axis" for the throughput pair), or null. */
export function takesPlaceOf(now: Omit<ChooserTicks, 'said'>, id: PlotChoice): PlotChoice | null {
  const pair = pairReplacedBy(id);
  return !now.emptied && pair !== null && !now.chosen.includes(id) && now.chosen.includes(pair) ? pair : null;
}

/** What a kind of both runs says beside its box while its pair is on screen: "in place of the Goodput pair". */
export function inPlaceWords(pairLabel: string): string {
  return `in place of the ${pairLabel} pair`;
}

/**
 * One tick or untick in the plot chooser, never refused silently. Unticking the last kind leaves
 * every box unticked and the plot on screen until another is ticked, which then replaces it: the
 * chooser kept the box ticked without a word, so "untick queue, untick cwnd, tick Throughput" gave
 * cwnd and throughput (phone-2235, step 24). A kind beyond the limit is refused, and said why
 * (tickUnavailable).
 */
export function tickChoice(now: Omit<ChooserTicks, 'said'>, id: PlotChoice, labelOf: (id: PlotChoice) => string): ChooserTicks {
  if (now.emptied) return { chosen: [id], emptied: false, said: `Showing ${labelOf(id)}.` };
  // "A and B on one axis" takes the place of the pair it draws on one axis, where that pair stood:
  // ticked beside it, it stood below the same quantity's A and B (lecturer trial, issue 37).
  const pair = takesPlaceOf(now, id);
  if (pair !== null) return { chosen: now.chosen.map((k) => (k === pair ? id : k)), emptied: false, said: `Showing ${labelOf(id)} ${inPlaceWords(labelOf(pair))}.`, replaced: pair };
  // Unticked, it gives the pair back in its place.
  const back = now.replaced ?? null;
  if (back !== null && back === pairReplacedBy(id) && now.chosen.includes(id) && !now.chosen.includes(back)) {
    return { chosen: now.chosen.map((k) => (k === id ? back : k)), emptied: false, said: `Showing the ${labelOf(back)} pair again.`, replaced: null };
  }
  if (tickUnavailable(now, id)) {
    const why = drawsBothRuns(id) ? `${labelOf(id)} ${countsAsKindReason(now.chosen.map(labelOf))}` : FULL_SCREEN_WORDS;
    return { chosen: [...now.chosen], emptied: false, said: `${why}.` };
  }
  if (!now.chosen.includes(id)) return { chosen: [...now.chosen, id], emptied: false, said: '' };
  if (now.chosen.length > 1) return { chosen: now.chosen.filter((k) => k !== id), emptied: false, said: '' };
  return { chosen: [...now.chosen], emptied: true, said: `Pick at least one plot: ${labelOf(id)} stays on screen until you tick another.` };
}
