import { useEffect, type RefObject } from 'react';

/**
 * The playback bar stays at the top of the window while the plots below it are scrolled (CSS
 * `position: sticky`, styles.css): a phone trial lost play/pause and the slider as soon as it
 * scrolled to the second plot. This hook does what CSS cannot:
 *
 * - On a phone the bar is several rows (buttons, speed, slider, zoom and "Go to time"); stuck, it
 *   keeps one (class `stuck`: reset, play, the slider and the time), about 52 of 844 px rather than
 *   260. The rows it folds become extra margin below it, so nothing under the bar moves while the
 *   page scrolls; and it folds only once the page has scrolled past its place by as much as that
 *   margin, so the margin is always above the window's top, never a blank band under the stuck
 *   bar. Folded as soon as it stuck, the margin showed as ~210 px of nothing between the bar and
 *   the queue plot, which a phone trial took for something that failed to load (phone-0710, s07).
 *   Scrolled less far than that, the whole bar is stuck, its rows over the page, not a gap.
 * - The bar's height is published as `--sticky-bar-height` on the root element: the page's
 *   `scroll-padding-top` (a focused control, a "Look at" jump, a skip link) keeps what it brings
 *   into view below the bar rather than under it. On a phone that is the folded bar's height even
 *   before it folds: whatever is brought into view below the bar lies far enough past its place
 *   for the bar to fold, and lands just below the one row.
 *
 * Presentation mode and embeds (inside `.focused`) scroll their own plot area: no sticking there.
 */
export const STICKY_HEIGHT_VAR = '--sticky-bar-height';

/**
 * The stuck bar's height as published (0 where there is no sticky bar): the one figure that the
 * page's scroll padding (styles.css) and "Look at" (reveal-view.ts) both keep clear of.
 */
export function stickyBarHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(STICKY_HEIGHT_VAR)) || 0;
}

/** Below this width the stuck bar folds its last row (keep in step with styles.css). */
const FOLD_QUERY = '(max-width: 600px)';

export function useStickyBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || bar.closest('.focused')) return;
    const root = document.documentElement;
    const phone = window.matchMedia(FOLD_QUERY);
    let frame = 0;
    let published = -1;
    /** The margin added under the folded bar: the height of the rows it folded. */
    let compensation = 0;
    /** The folded bar's height, measured at the unfolded bar's width and height (foldedHeight). */
    let folded = { key: '', height: 0 };
    /** The height the bar has folded: the `stuck` rows measured once per width (two layouts, no paint). */
    const foldedHeight = (): number => {
      if (bar.classList.contains('stuck')) return bar.offsetHeight;
      const key = `${bar.offsetWidth}x${bar.offsetHeight}`;
      if (folded.key !== key) {
        bar.classList.add('stuck');
        const height = bar.offsetHeight;
        bar.classList.remove('stuck');
        folded = { key, height };
      }
      return folded.height;
    };
    const update = () => {
      frame = 0;
      // Stuck: the bar sits at the window's top edge although the page has scrolled past its place.
      const stuck = window.scrollY > 0 && bar.getBoundingClientRect().top <= 1;
      // Folded once what follows the bar has come up to the folded bar's bottom: the page has then
      // scrolled past the bar's place by at least the height folding saves (the margin it leaves),
      // which is then above the window. (What follows keeps its place whether the bar is folded.)
      const next = bar.nextElementSibling;
      const margin = (parseFloat(getComputedStyle(bar).marginBottom) || 0) - compensation;
      const pastFold = next === null || next.getBoundingClientRect().top <= foldedHeight() + margin + 1;
      const fold = stuck && phone.matches && pastFold;
      if (fold !== bar.classList.contains('stuck')) {
        const before = bar.offsetHeight;
        bar.classList.toggle('stuck', fold);
        compensation = fold ? before - bar.offsetHeight : 0;
        if (fold) bar.style.marginBottom = `${margin + compensation}px`;
        else bar.style.removeProperty('margin-bottom');
      }
      // Written only when it changes: a custom property set on the root restyles the whole page,
      // and this runs on every scrolled frame.
      const height = phone.matches ? foldedHeight() : bar.offsetHeight;
      if (height !== published) root.style.setProperty(STICKY_HEIGHT_VAR, `${(published = height)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(bar);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      bar.classList.remove('stuck');
      bar.style.removeProperty('margin-bottom');
      root.style.removeProperty(STICKY_HEIGHT_VAR);
    };
  }, [ref]);
}
