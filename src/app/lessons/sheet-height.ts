import { useEffect, useRef } from 'react';

/** Below this width the lesson panel is a bottom sheet (the @media rules of lessons.css and layout/phone.css). */
export const LESSON_SHEET_QUERY = '(max-width: 800px)';

/** The name of the folded sheet's one button (LessonPanel.tsx), said by "Look at" when it folds the sheet (reveal-view.ts). */
export const SHOW_LESSON = 'Show the lesson';

/** The root custom property that holds the lesson panel's height (layout/phone.css). */
export const SHEET_HEIGHT_VAR = '--lesson-sheet-h';

/**
 * On a phone the lesson panel is a bottom sheet as tall as its content (up to a limit), not a
 * fixed half of the screen: the page below needs that much room at its end so its last lines can
 * be scrolled above the sheet. The height is written to the root only when it changes (a root
 * custom property restyles the whole page).
 */
export function useSheetHeight(open: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!open || !el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let written = -1;
    const observer = new ResizeObserver(() => {
      const h = Math.round(el.getBoundingClientRect().height);
      if (h !== written) root.style.setProperty(SHEET_HEIGHT_VAR, `${(written = h)}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SHEET_HEIGHT_VAR);
    };
  }, [open]);
  return ref;
}
