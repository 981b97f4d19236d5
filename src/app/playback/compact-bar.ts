import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Below this width, in ems of the bar's own type, the playback bar is one row (play, the time and
 * "More") and "More" opens the rest; at or above it every control shows, in one or two rows. It
 * is the bar's own width, not the window's: beside a lesson panel at 1366 × 768 in the projector
 * theme the results column left the bar some 400 px, and its ten controls wrapped to four rows
 * (228 px, a third of the screen) stuck over every plot. In ems because the projector theme's
 * larger type needs more pixels for the same controls. Under 36 em the full set takes three rows
 * or more; a phone's bar (about 23 em) is always under it, a 1024-px window's (39 em) is not.
 */
export const COMPACT_BAR_EM = 36;

/** Whether a bar this wide (px), with this type size (px), shows its one compact row. */
export function isCompactWidth(width: number, fontPx: number): boolean {
  return width > 0 && fontPx > 0 && width / fontPx < COMPACT_BAR_EM;
}

/**
 * Follows the bar's width: measured before the first paint (no full bar flashing on a phone)
 * and again whenever it is resized (a theme's type resizes it too). The compact layout does not
 * change the bar's width (the column sets it), so this cannot oscillate.
 */
export function useCompactBar(ref: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const measure = () => setCompact(isCompactWidth(bar.getBoundingClientRect().width, parseFloat(getComputedStyle(bar).fontSize)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(measure);
    resized.observe(bar);
    return () => resized.disconnect();
  }, [ref]);
  return compact;
}
