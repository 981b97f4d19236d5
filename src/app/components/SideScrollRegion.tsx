import { useRef, type ReactNode } from 'react';
import { useSideOverflow } from './use-side-overflow';
import './side-scroll.css';

/**
 * A table's own sideways-scrolling region that shows when it scrolls: a shadow on the side with
 * more columns, and a line under it saying so ("Scroll sideways: 2 more columns →"), which a
 * trial student missed when the sweep table clipped its CoDel column (bloat trial 10:00, s43).
 * The table's first column is pinned by its own styles (`.side-scroll .pin-first`), so that rows
 * keep their labels while it scrolls. Focusable, so the arrow keys scroll it too.
 */
export function SideScrollRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const side = useSideOverflow(ref);
  const over = { left: side.moreLeft, right: side.moreRight };
  const scrolls = over.left || over.right;
  return (
    <>
      <div
        ref={ref}
        className={`table-wrap side-scroll${over.left ? ' more-left' : ''}${over.right ? ' more-right' : ''}`}
        tabIndex={0}
        role="region"
        aria-label={label}
        data-testid={testId}
        data-scrolls={scrolls ? 'yes' : 'no'}
      >
        {children}
      </div>
      {scrolls ? (
        <p className="side-scroll-hint muted small" data-testid={testId ? `${testId}-hint` : undefined}>
          {over.right ? 'More columns to the right: scroll the table sideways →' : '← More columns to the left: scroll the table back'}
        </p>
      ) : null}
    </>
  );
}
