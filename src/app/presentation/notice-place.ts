import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where presentation's transient notices stand (the first Esc's, an export's "Saved …"): over the
 * top of the slide's title block, the lecturer's own words, which is neither a plot nor a control
 * in any layout (A/B's three rows, one run's title beside its figures, with or without Settings).
 * At the bottom centre they lay over the projected plots' x axis (lecturer trial, issue 37); a
 * fixed corner met the controls' row or the figures in some layout. The title block's box, in the
 * bar's coordinates, is written as CSS variables on the bar (styles.css places the notices by
 * them) and followed as either is resized.
 */
export function useNoticePlace(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = bar.current;
    const block = el?.querySelector<HTMLElement>('.present-title-block');
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
  }, [bar]);
}
