import { useEffect, type RefObject } from 'react';

/**
 * The playback bar stays at the top of the window while the plots below it are scrolled (CSS
 * `position: sticky`, styles.css): a phone trial lost play/pause and the slider as soon as it
 * scrolled to the second plot. This hook does what CSS cannot:
 *
 * - On a phone the bar is three rows (buttons, slider, zoom and "Go to time"); stuck, it keeps the
 *   first two (class `stuck`), so it takes about 90 of 844 px rather than 134. The rows it folds
 *   become extra margin below it, so nothing under the bar moves while the page scrolls.
 * - The bar's height is published as `--sticky-bar-height` on the root element: the page's
 *   `scroll-padding-top` (a focused control, a "Look at" jump, a skip link) keeps what it brings
 *   into view below the bar rather than under it.
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
    const fold = window.matchMedia(FOLD_QUERY);
    let frame = 0;
    let published = -1;
    const update = () => {
      frame = 0;
      // Stuck: the bar sits at the window's top edge although the page has scrolled past its place.
      const stuck = window.scrollY > 0 && bar.getBoundingClientRect().top <= 1;
      const folded = stuck && fold.matches;
      if (folded !== bar.classList.contains('stuck')) {
        const before = bar.offsetHeight;
        bar.classList.toggle('stuck', folded);
        bar.style.removeProperty('margin-bottom');
        if (folded) {
          const base = parseFloat(getComputedStyle(bar).marginBottom) || 0;
          bar.style.marginBottom = `${base + before - bar.offsetHeight}px`;
        }
      }
      // Written only when it changes: a custom property set on the root restyles the whole page,
      // and this runs on every scrolled frame.
      const height = bar.offsetHeight;
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
