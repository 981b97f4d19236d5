import { useLessonStore } from '../state/lesson-store';
import { useViewStore } from '../state/view-store';
import { HEADINGS, MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';

/**
 * After a navigation (a demo, a mode, a lesson step, the landing page, presentation mode) focus
 * moves to the new view's main heading, so a screen reader says where the user now is and Tab
 * continues from there; leaving presentation mode returns focus to where it came from. Without
 * this focus fell to <body> when the focused button was unmounted.
 */

/** Where focus was when presentation mode began (given back when it ends). */
let beforePresenting: HTMLElement | null = null;

export function installNavigationFocus(): () => void {
  const unsubs = [
    useLessonStore.subscribe((s, prev) => {
      if (s.landing !== prev.landing) {
        if (s.landing) requestHeadingFocus(HEADINGS.landing, 3);
        else requestHeadingFocus(s.place ? HEADINGS.step : HEADINGS.scenario, 3);
        return;
      }
      if (s.landing) return;
      const stepChanged = s.place !== null && (prev.place === null || prev.place.id !== s.place.id || prev.place.step !== s.place.step);
      if (stepChanged) requestHeadingFocus(HEADINGS.step, 2);
      else if (s.place === null && prev.place !== null) requestHeadingFocus(HEADINGS.scenario, 2);
      else if (s.ending !== prev.ending) requestHeadingFocus(s.ending ? HEADINGS.ending : HEADINGS.step, 2);
    }),
    useViewStore.subscribe((s, prev) => {
      if (s.presenting !== prev.presenting) {
        if (s.presenting) {
          const a = document.activeElement;
          beforePresenting = a instanceof HTMLElement && a !== document.body ? a : null;
          requestHeadingFocus(HEADINGS.presentation, 4);
        } else {
          const back = beforePresenting;
          beforePresenting = null;
          // The page is drawn anew: the control focused before is found again by its test id.
          const id = back?.dataset.testid;
          requestHeadingFocus(id && /^[\w-]+$/.test(id) ? `[data-testid="${id}"]` : MODE_HEADINGS[s.mode], 4);
        }
        return;
      }
      if (s.mode !== prev.mode && !s.presenting) requestHeadingFocus(MODE_HEADINGS[s.mode], 1);
    }),
  ];
  return () => {
    for (const u of unsubs) u();
  };
}
