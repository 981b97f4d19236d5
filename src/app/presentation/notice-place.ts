import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where presentation's transient notices stand (the first Esc's, an export's "Saved …"): over the
 * bar's notice slot, the free end of the buttons' row (on a phone, the room between Menu and
 * Exit), which is neither the title, the numbers, a plot nor a button in any layout (A/B's rows,
 * one run's title beside its figures, with or without Settings). Over the slide's title they hid
 * the lecturer's words at 1920×1080 and at 390×844 (present8, item 6); at the bottom centre they lay
 * over the projected plots' x axis (lecturer trial, issue 37). The slot's box, in the bar's
 * coordinates, is written as CSS variables on the bar (styles.css places the notices by them)
 * and followed as either is resized, and when `layout` changes (a phone's slot is another element).
 */
export function useNoticePlace(bar: RefObject<HTMLElement | null>, layout: unknown): void {
  useLayoutEffect(() => {
    const el = bar.current;
    const block = el?.querySelector<HTMLElement>('.present-notice-slot');
    if (!el || !block) return;
    const place = () => {
      const [b, t] = [el.getBoundingClientRect(), block.getBoundingClientRect()];
      el.style.setProperty('--notice-top', `${t.top - b.top}px`);
      el.style.setProperty('--notice-left', `${t.left - b.left}px`);
      el.style.setProperty('--notice-right', `${b.right - t.right}px`);
      el.style.setProperty('--notice-width', `${t.width}px`);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(place);
    watch.observe(el);
    watch.observe(block);
    return () => watch.disconnect();
  }, [bar, layout]);
}
