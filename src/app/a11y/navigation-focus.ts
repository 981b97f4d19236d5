import { useLessonStore } from '../lessons/lesson-store';
import { useViewStore, type Mode } from '../state/view-store';

/**
 * After a navigation (a demo, a mode, a lesson step, the landing page, presentation mode) focus
 * moves to the new view's main heading, so a screen reader says where the user now is and Tab
 * continues from there; leaving presentation mode returns focus to where it came from. Without
 * this focus fell to <body> when the focused button was unmounted.
 */

/** The main heading of each view, by selector (the element is given tabindex="-1" to take focus). */
export const HEADINGS = {
  landing: '[data-testid="landing"] h1',
  scenario: '[data-testid="scenario-name"]',
  step: '[data-testid="step-title"]',
  ending: '[data-testid="lesson-ending"] h3, [data-testid="lesson-ending"] h2',
  presentation: '.present-title',
} as const;

export const MODE_HEADINGS: Record<Mode, string> = {
  explore: HEADINGS.scenario,
  compare: '#cmp-h',
  sweep: '#sweep-h',
  web: '#web-h',
};

/** How long a heading may take to appear (lazily loaded views: landing, lesson player, sweep). */
const WAIT_MS = 4000;

let pending: { selector: string; priority: number } | null = null;
let scheduled = false;
let generation = 0;

/** Focus `el` as a heading: programmatically focusable, without scrolling it under a sticky bar. */
export function focusHeading(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'nearest' });
}

/**
 * Ask for focus on the heading `selector` once it is on the page. Requests made in the same
 * task are one navigation (opening a lesson step also sets the mode): the highest priority wins.
 */
export function requestHeadingFocus(selector: string, priority = 0): void {
  if (pending === null || priority >= pending.priority) pending = { selector, priority };
  if (scheduled) return;
  scheduled = true;
  const gen = ++generation;
  queueMicrotask(() => {
    scheduled = false;
    const want = pending!;
    pending = null;
    const until = performance.now() + WAIT_MS;
    const attempt = () => {
      if (gen !== generation) return;
      const el = document.querySelector<HTMLElement>(want.selector);
      if (el && el.getClientRects().length > 0) return focusHeading(el);
      if (performance.now() < until) window.setTimeout(attempt, 40);
    };
    // After React has rendered the new view.
    requestAnimationFrame(attempt);
  });
}

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
