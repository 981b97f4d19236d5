import type { Step } from '../../lessons/schema';
import { PLOT_KINDS } from '../../plot-kinds/plot-kinds';

/**
 * What the veil says will appear once the prediction is answered: the titles of the plots the
 * step shows, in the page's order (the plot registry's). Covered with no word of what was under
 * it, a phone student never learned what the run would show (phone trial 15:40, step 3). Titles
 * only: no figure, nothing that answers the question.
 */
export function veiledPlotsLine(step: Step | undefined): string | null {
  if (!step) return null;
  const titles = PLOT_KINDS.filter((k) => step.views.show.includes(k.id)).map((k) => k.label);
  return titles.length === 0 ? null : `After you answer: ${titles.join(', ')}.`;
}
