import { useLayoutEffect, type RefObject } from 'react';

/**
 * Words read at the replay's cursor (the queue's state, RED's count) change length as the cursor
 * moves and at the run's end, a row more or less each time, and every plot below moved (students'
 * and a lecturer's trial, problem 2). Such a block keeps the tallest height it has had at its width
 * as its min-height: once the run has been seen at its end (a link opens computed, then ▶ Replay),
 * the replay moves nothing. A new width (a rotated phone, a resized window) starts again from its
 * content, as does a new run (`resetKey`).
 */
export function nextKeptHeight(kept: { height: number; width: number }, measured: { height: number; width: number }): { height: number; width: number } {
  // A width change re-wraps the words: what was kept at the old width says nothing of the new.
  if (Math.abs(measured.width - kept.width) >= 1) return { ...measured };
  return { width: kept.width, height: Math.max(kept.height, measured.height) };
}

export function useKeptHeight(ref: RefObject<HTMLElement | null>, resetKey?: unknown): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    el.style.minHeight = '';
    let kept = { height: 0, width: -1 };
    const observer = new ResizeObserver(() => {
      // The width its words wrap in: its container's (a flex item's own width follows its words).
      const width = el.parentElement?.clientWidth ?? el.offsetWidth;
      if (Math.abs(width - kept.width) >= 1) el.style.minHeight = '';
      const next = nextKeptHeight(kept, { height: el.offsetHeight, width });
      if (next.height !== kept.height || next.width !== kept.width) el.style.minHeight = `${next.height}px`;
      kept = next;
    });
    observer.observe(el);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => {
      observer.disconnect();
      el.style.minHeight = '';
    };
  }, [ref, resetKey]);
}
