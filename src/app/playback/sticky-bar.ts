import { useEffect, type RefObject } from 'react';

/**
 * The playback bar stays at the top of the window while the plots below it are scrolled (CSS
 * `position: sticky`, styles.css): a phone trial lost play/pause and the slider as soon as it
 * scrolled to the second plot. This hook does what CSS cannot:
 *
 * - It marks the bar `stuck` while it sits at the window's top edge although the page has
 *   scrolled past its place.
 * - The bar's height is published as `--sticky-bar-height` on the root element: the page's
 *   `scroll-padding-top` (a focused control, a "Look at" jump, a skip link) keeps what it brings
 *   into view below the bar rather than under it. It is the bar's real height, stuck or not: on a
 *   phone the bar is one row wherever it is (PlaybackBar's "More" opens the rest on demand), so
 *   the height a jump keeps clear of is the height the bar has once the jump has landed. (It used
 *   to fold only once scrolled past its place by what folding saved, while jumps kept clear of
 *   the folded height: a jump to the first plot landed with the unfolded bar over its title, and
 *   the fold then moved the page — phone-0820, step 14, "Look at: queue" showed the cwnd plot.)
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

export function useStickyBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || bar.closest('.focused')) return;
    const root = document.documentElement;
    let frame = 0;
    let published = -1;
    const update = () => {
      frame = 0;
      // Stuck: the bar sits at the window's top edge although the page has scrolled past its place.
      const stuck = window.scrollY > 0 && bar.getBoundingClientRect().top <= 1;
      bar.classList.toggle('stuck', stuck);
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
      root.style.removeProperty(STICKY_HEIGHT_VAR);
    };
  }, [ref]);
}
