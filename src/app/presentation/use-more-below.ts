import { useEffect, useState, type RefObject } from 'react';

/** Pixels of slack before the bottom counts as reached (rounding of scrollTop). */
const SLACK = 2;

/**
 * Whether a scrolling column has more below what it shows, kept current on scroll and on resize of
 * the column and of its parts (a fold opened inside it). Presentation's Settings column: a lecturer
 * saw it cut at "PER in good state", with no scrollbar, and took B's settings for missing
 * (lecturer-1215, steps 14–17).
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setMore(box.scrollTop + box.clientHeight < box.scrollHeight - SLACK);
    update();
    box.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(box);
    for (const part of box.children) ro.observe(part);
    return () => {
      box.removeEventListener('scroll', update);
      ro.disconnect();
    };
    // Measured once mounted; the observers follow every later change.
  }, [ref]);
  return more;
}
