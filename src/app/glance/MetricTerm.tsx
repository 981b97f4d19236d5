import type { ReactNode } from 'react';
import { TermTip } from '../glossary/TermTip';

/**
 * A metric's name where a figure is shown with its catalogue entry, as a glossary term: its
 * definition on hover, focus or tap, "more…" to the glossary. "Jain (window)" stood in At a glance
 * and A/B unexplained (phone trial 23:10, s11/s15). `term`: the catalogue's glossary id (none: plain).
 */
export function MetricTerm({ term, children }: { term: string | undefined; children: ReactNode }) {
  if (!term) return <>{children}</>;
  return (
    <TermTip term={term} inline className="metric-term">
      <span tabIndex={0} className="metric-term-name" data-testid="metric-term">
        {children}
      </span>
    </TermTip>
  );
}
