import type { MouseEvent } from 'react';
import { useViewStore, type Mode } from '../state/view-store';
import { focusHeading } from '../util/heading-focus';

/** Where each mode's results begin: the table a screen-reader user reads the figures from. */
const RESULTS: Record<Mode, string[]> = {
  explore: ['[data-testid="summary"] h2'],
  compare: ['[data-testid="compare-summary"] h2'],
  // Before a sweep has results, its status line (how to start one).
  sweep: ['[data-testid="sweep-results"] h2', '[data-testid="sweep-status"]'],
  web: ['[data-testid="web-results"] h2', '[data-testid="web-status"]'],
};

/**
 * "Skip to main content" and "Skip to results": the first two stops of the Tab order, shown when
 * focused (WCAG 2.4.1). There were 68–91 Tab presses to the main area and over 100 to the table.
 */
export function SkipLinks() {
  const mode = useViewStore((s) => s.mode);
  const go = (e: MouseEvent<HTMLAnchorElement>, selectors: string[]) => {
    let el = selectors.map((s) => document.querySelector<HTMLElement>(s)).find((x) => x !== null) ?? null;
    // Before a lesson's prediction the results are covered (inert): the cover's button says why.
    if (el?.closest('[inert]')) el = document.querySelector<HTMLElement>('[data-testid="veil-go"]');
    if (!el) return;
    e.preventDefault();
    focusHeading(el);
    el.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="skip-links">
      <a href="#main" className="skip-link" data-testid="skip-main" onClick={(e) => go(e, ['#main h2'])}>
        Skip to main content
      </a>
      <a href="#main" className="skip-link" data-testid="skip-results" onClick={(e) => go(e, RESULTS[mode])}>
        Skip to results
      </a>
    </div>
  );
}
