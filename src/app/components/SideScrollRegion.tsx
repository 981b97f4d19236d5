import { useEffect, useRef, useState, type ReactNode } from 'react';
import './side-scroll.css';

/** How far a region's content reaches past its sides: nothing, to its right, its left, or both. */
type Overflow = { left: boolean; right: boolean };

/**
 * A table's own sideways-scrolling region that shows when it scrolls: a shadow on the side with
 * more columns, and a line under it saying so ("Scroll sideways: 2 more columns →"), which a
 * trial student missed when the sweep table clipped its CoDel column (bloat trial 10:00, s43).
 * The table's first column is pinned by its own styles (`.side-scroll .pin-first`), so that rows
 * keep their labels while it scrolls. Focusable, so the arrow keys scroll it too.
 */
export function SideScrollRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<Overflow>({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOver((o) => (o.left === left && o.right === right ? o : { left, right }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    if (el.firstElementChild) ro.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
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
