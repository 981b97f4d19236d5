import type { ReactNode } from 'react';
import { useMediaQuery } from '../util/use-media-query';

/** A phone: the header's lecturer controls fold into one menu below this width (styles: teach-menu). */
export const PHONE_QUERY = '(max-width: 600px)';

/**
 * The lecturer's controls (Present, copy link, student link, embed code, theme). On a phone they
 * took about a third of the first screen above the student's scenario, so there they fold into
 * one "More" menu (beside the preset search: the header in four rows, under a quarter of an
 * 844-px screen); wider, they stay in the header's row. The children are the same either
 * way (one place describes them). The preset menu folds its dumbbell builder the same way.
 */
export function TeachControls({ children, label = 'More', testId = 'teach-menu', what = 'Present, share links, embed code and theme' }: { children: ReactNode; label?: string; testId?: string; what?: string }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return <>{children}</>;
  return (
    <details className="teach-menu" data-testid={testId}>
      <summary data-testid={`${testId}-toggle`} title={what}>
        {label}
      </summary>
      <div className="teach-menu-body">{children}</div>
    </details>
  );
}
