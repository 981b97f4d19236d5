import { useEffect, useRef, useState, type ReactNode } from 'react';
import './side-scroll.css';

/** Where a sideways-scrolling box stands: whether it overflows, and whether more lies left or right. */
export interface SideScrollState {
  overflows: boolean;
  moreLeft: boolean;
  moreRight: boolean;
}

/** Pixels of slack before an edge counts as reached (sub-pixel widths, rounding of scrollLeft). */
const SLACK = 2;

export function sideScrollState(el: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>): SideScrollState {
  const overflows = el.scrollWidth - el.clientWidth > SLACK;
  return { overflows, moreLeft: overflows && el.scrollLeft > SLACK, moreRight: overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK };
}

/**
 * A table's sideways scroll made visible (trials 10:00: columns past a 1366-px card's edge, with
 * nothing showing that they were there): a fading edge on the side with more columns, and a line
 * in words above the table saying which way they are and how to get there. Nothing shows while
 * the table fits.
 */
export function SideScroll({ children, label, testId }: { children: ReactNode; label: string; testId: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SideScrollState>({ overflows: false, moreLeft: false, moreRight: false });
  useEffect(() => {
    const box = frame.current?.querySelector<HTMLElement>('.table-wrap');
    if (!box) return;
    const update = () => {
      const next = sideScrollState(box);
      setState((s) => (s.overflows === next.overflows && s.moreLeft === next.moreLeft && s.moreRight === next.moreRight ? s : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(box);
    if (box.firstElementChild) ro.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      ro.disconnect();
    };
  }, []);
  const words = state.moreRight ? `More ${label} to the right →  scroll the table sideways (swipe, or Shift + wheel); the flow's name stays in view.` : state.moreLeft ? `← More ${label} to the left: scroll the table back.` : '';
  return (
    <div className="side-scroll" ref={frame} data-testid={testId} data-overflows={state.overflows ? 'yes' : 'no'} data-more-left={state.moreLeft ? 'yes' : 'no'} data-more-right={state.moreRight ? 'yes' : 'no'}>
      {state.overflows ? (
        <p className="side-scroll-cue" data-testid={`${testId}-cue`} aria-live="polite">
          {words}
        </p>
      ) : null}
      <div className="side-scroll-frame">{children}</div>
    </div>
  );
}
