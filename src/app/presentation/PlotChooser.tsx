import { DISCIPLINE_PANEL_PLOT, PLOT } from '../../plot-kinds/plot-kinds';
import { ThroughputQuantitySelect } from '../plots/ThroughputQuantityToggle';
import { QUEUE_DISCIPLINES } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { choicesForMode, usePresentedPlots, COMPARE_KINDS, MAX_PRESENTED_PLOTS, PLOT_CHOICES, toggleChoice } from '../state/plot-choices';

/** Which 1–2 plots fill the screen (presentation mode) or the frame (embed); a chosen throughput plot named by what it draws, throughput or goodput (lecturer-2045, confusion 4). */
export function PlotChooser() {
  const chosen = usePresentedPlots();
  const mode = useViewStore((s) => s.mode);
  const set = useViewStore((s) => s.setPresentedPlots);
  const shown = choicesForMode(chosen, mode);
  // The discipline's own panel is named by what it draws for the bottleneck being shown.
  const discipline = useScenarioStore((s) => QUEUE_DISCIPLINES.find((d) => d.name === getBottleneck(s.draft)?.queue.type));
  const panel = discipline?.panel;
  const panelLabel = panel === 'probabilities' ? 'Drop/mark probabilities' : panel === 'delay-law' ? `How ${discipline!.label} decides` : null;
  const labelOf = (p: (typeof PLOT_CHOICES)[number]) => (p.id === DISCIPLINE_PANEL_PLOT && panelLabel ? panelLabel : p.label);
  const offered = mode === 'compare' ? PLOT_CHOICES.filter((p) => COMPARE_KINDS.includes(p.id)) : PLOT_CHOICES;
  return (
    <fieldset className="plot-chooser" data-testid="plot-chooser">
      <legend>{mode === 'compare' ? `Plots (up to ${MAX_PRESENTED_PLOTS} kinds, A and B of each)` : `Plots (up to ${MAX_PRESENTED_PLOTS})`}</legend>
      {offered.map((p) =>
        // A chosen throughput plot is named by a menu of what it draws (throughput or goodput).
        p.id === PLOT.throughput.id && shown.includes(p.id) ? (
          <span key={p.id} className="check">
            <input type="checkbox" data-testid={`choose-${p.id}`} aria-label={labelOf(p)} checked onChange={() => set(toggleChoice(shown, p.id))} />
            <ThroughputQuantitySelect />
          </span>
        ) : (
          <label key={p.id} className="check">
            <input type="checkbox" data-testid={`choose-${p.id}`} checked={shown.includes(p.id)} onChange={() => set(toggleChoice(shown, p.id))} />
            {labelOf(p)}
          </label>
        ),
      )}
    </fieldset>
  );
}
