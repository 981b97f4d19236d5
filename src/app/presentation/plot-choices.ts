/**
 * The plots a lecturer can put on the screen in presentation mode (and an embed), by kind. A
 * kind names the Explore plot of that name and, in Compare mode, its A and B panels
 * ("compare-queue-a", "compare-queue-b").
 */
export const PLOT_CHOICES = [
  { id: 'queue', label: 'Bottleneck queue' },
  { id: 'mechanism', label: 'Packets' },
  { id: 'red', label: 'RED curve' },
  { id: 'delay', label: 'Queueing delay' },
  { id: 'cwnd', label: 'cwnd' },
  { id: 'seq', label: 'Time–sequence' },
  { id: 'throughput', label: 'Throughput' },
] as const;

export type PlotChoice = (typeof PLOT_CHOICES)[number]['id'];

export const PLOT_CHOICE_IDS: readonly PlotChoice[] = PLOT_CHOICES.map((p) => p.id);

/** At most this many plots share the screen in presentation mode (they must read from the back). */
export const MAX_PRESENTED_PLOTS = 2;

export const DEFAULT_PRESENTED: PlotChoice[] = ['queue', 'cwnd'];

export function isPlotChoice(s: string): s is PlotChoice {
  return (PLOT_CHOICE_IDS as readonly string[]).includes(s);
}

/** Whether a mounted plot panel (by its registry name) belongs to one of the chosen kinds. */
export function panelShown(panelName: string, chosen: readonly PlotChoice[] | null): boolean {
  if (chosen === null) return true;
  return chosen.some((k) => panelName === k || panelName.startsWith(`compare-${k}-`));
}

/** Compare mode has A/B panels of these kinds only. */
export const COMPARE_KINDS: readonly PlotChoice[] = ['queue', 'cwnd'];

/** The chosen kinds that a mode can show (Compare falls back to the queue when none of them is there). */
export function choicesForMode(chosen: readonly PlotChoice[], mode: string): PlotChoice[] {
  if (mode !== 'compare') return [...chosen];
  const shown = chosen.filter((k) => COMPARE_KINDS.includes(k));
  return shown.length > 0 ? shown : ['queue'];
}

/** Tick or untick one kind: at most MAX_PRESENTED_PLOTS stay chosen (the oldest gives way), never none. */
export function toggleChoice(chosen: readonly PlotChoice[], id: PlotChoice): PlotChoice[] {
  if (chosen.includes(id)) return chosen.length > 1 ? chosen.filter((k) => k !== id) : [...chosen];
  return [...chosen, id].slice(-MAX_PRESENTED_PLOTS);
}
