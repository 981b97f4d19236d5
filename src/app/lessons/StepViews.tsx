import { useEffect } from 'react';
import type { Step } from '../../lessons/schema';
import { HIDEABLE, VIEW_SELECTORS } from './view-selectors';

/**
 * The rules for a step: plots it does not list are hidden in Explore, the highlighted view is
 * outlined. A/B is the student's own comparison and keeps the plots its Plots menu shows: a kind
 * drawn only there ("A and B on one axis") matched the hide rule while its
 * "Jump to" link stayed, and the link led nowhere (CI, trial-phone9).
 */
export function stepViewRules(step: Step): string[] {
  const rules: string[] = [];
  for (const v of HIDEABLE) if (!step.views.show.includes(v)) rules.push(`${VIEW_SELECTORS[v]}:not(.compare *) { display: none; }`);
  if (step.views.highlight) rules.push(`${VIEW_SELECTORS[step.views.highlight]} { outline: 3px solid var(--accent); outline-offset: 3px; border-radius: 6px; }`);
  return rules;
}

/**
 * Applies a step's views. The app's Content-Security-Policy refuses inline `<style>` elements,
 * so the rules go into a constructed stylesheet (CSSOM, which the policy allows), adopted by the
 * document while the step is shown. Fixed selectors only; no lesson text enters a rule.
 * The rules are also mirrored in `data-lesson-views` on <body> for tests.
 */
export function StepViews({ step }: { step: Step }) {
  const rules = stepViewRules(step).join('\n');
  useEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.body.dataset.lessonViews = step.views.show.join(' ');
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      delete document.body.dataset.lessonViews;
    };
  }, [rules, step]);
  return null;
}
