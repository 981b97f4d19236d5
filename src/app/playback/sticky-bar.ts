import { useEffect, type RefObject } from 'react';
import { HAND_SCROLL_MS, nextTucked, TUCK_MEDIA } from './bar-tuck';
import { scrollForBarChange } from './bar-growth';

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
 * - When the stuck bar grows or shrinks (its "▶ Replay" words at the run's end need a second row
 *   on a wide screen that the playing bar does not), the page scrolls by the difference, so what
 *   was just below the bar stays just below it (bar-growth.ts): the browser's scroll anchoring
 *   kept the plot in place and the grown Replay bar covered its title.
 *
 * - On a phone it tucks the stuck bar away while the page is scrolled down by hand, and brings it
 *   back on a scroll up or on focus (bar-tuck.ts): pinned, it covered ~50 px of every screen
 *   (phone-2235, confusion 5).
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
    let lastY = window.scrollY;
    // When the hand last moved the page (a touch move, a wheel turn): a scroll soon after is its.
    let handAt = -Infinity;
    // The bar's place in the page (document y), measured while it stands there.
    let placeY = Number.NaN;
    // Stuck (and in sight, not tucked) as last seen, and "More" open when the height was last published.
    let stuckInSight = false;
    let publishedMore = false;
    const phone = window.matchMedia?.(TUCK_MEDIA);
    const update = () => {
      frame = 0;
      // Stuck: the bar sits at the window's top edge although the page has scrolled past its place.
      // A tucked bar's box is moved by its transform (and slides for a moment): it is stuck while
      // the page is scrolled past the place it was last seen standing in.
      const wasTucked = bar.classList.contains('tucked');
      let stuck: boolean;
      if (!wasTucked) {
        const top = bar.getBoundingClientRect().top;
        stuck = window.scrollY > 0 && top <= 1;
        if (!stuck) placeY = top + window.scrollY;
      } else stuck = window.scrollY > 0 && (Number.isNaN(placeY) || window.scrollY >= placeY - 1);
      bar.classList.toggle('stuck', stuck);
      const dy = window.scrollY - lastY;
      lastY = window.scrollY;
      const held = bar.contains(document.activeElement) || bar.classList.contains('more');
      const tucked = nextTucked({ tucked: wasTucked, stuck, phone: phone?.matches ?? false, dy, byHand: performance.now() - handAt < HAND_SCROLL_MS, held });
      bar.classList.toggle('tucked', tucked);
      // Written only when it changes: a custom property set on the root restyles the whole page,
      // and this runs on every scrolled frame.
      const height = bar.offsetHeight;
      const more = bar.classList.contains('more');
      if (height !== published) {
        const dy = scrollForBarChange({ before: published, after: height, stuck: stuckInSight, moreToggled: more !== publishedMore });
        root.style.setProperty(STICKY_HEIGHT_VAR, `${(published = height)}px`);
        if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
      }
      publishedMore = more;
      stuckInSight = stuck && !tucked;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const byHand = () => {
      handAt = performance.now();
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('touchmove', byHand, { passive: true });
    window.addEventListener('wheel', byHand, { passive: true });
    // Focus in the bar (Tab, a screen reader) and "More" opening bring it back.
    bar.addEventListener('focusin', schedule);
    const opened = typeof MutationObserver === 'undefined' ? null : new MutationObserver(schedule);
    opened?.observe(bar, { attributes: true, attributeFilter: ['class'] });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(bar);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('touchmove', byHand);
      window.removeEventListener('wheel', byHand);
      bar.removeEventListener('focusin', schedule);
      opened?.disconnect();
      resized?.disconnect();
      bar.classList.remove('stuck', 'tucked');
      root.style.removeProperty(STICKY_HEIGHT_VAR);
    };
  }, [ref]);
}
