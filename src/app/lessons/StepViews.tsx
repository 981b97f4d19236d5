import type { Step } from '../../lessons/schema';
import { HIDEABLE, VIEW_SELECTORS } from './view-selectors';

/**
 * Shows a step's views: plots it does not list are hidden, the highlighted view is outlined,
 * and until a prediction is made the results are veiled (predict before you see).
 * A generated stylesheet of fixed selectors; no lesson text enters it.
 */
export function StepViews({ step, veiled }: { step: Step; veiled: boolean }) {
  const rules: string[] = [];
  for (const v of HIDEABLE) if (!step.views.show.includes(v)) rules.push(`${VIEW_SELECTORS[v]} { display: none; }`);
  if (step.views.highlight) rules.push(`${VIEW_SELECTORS[step.views.highlight]} { outline: 3px solid var(--accent); outline-offset: 3px; border-radius: 6px; }`);
  if (veiled) rules.push(`.plots, [data-testid="summary"] { filter: blur(7px) grayscale(0.6); pointer-events: none; user-select: none; }`);
  return <style data-testid="lesson-views">{rules.join('\n')}</style>;
}
