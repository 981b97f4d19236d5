import { useEffect, useState, type RefObject } from 'react';

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
 * The sideways overflow of the box `find` returns (from the element `ref` holds), kept current on
 * scroll and resize of the box and of its content: one measurement for every table that shows
 * that it scrolls (the summary's, the sweep's).
 */
export function useSideOverflow(ref: RefObject<HTMLElement | null>, find: (el: HTMLElement) => HTMLElement | null = (el) => el): SideScrollState {
  const [state, setState] = useState<SideScrollState>({ overflows: false, moreLeft: false, moreRight: false });
  useEffect(() => {
    const box = ref.current ? find(ref.current) : null;
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
    // Measured once mounted; the observers follow every later change.
  }, []);
  return state;
}
