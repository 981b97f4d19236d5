import type { Mode } from '../state/view-store';

/**
 * Moving focus to a view's main heading after a navigation: the selectors of the main headings
 * and a request that waits until the heading is on the page (a11y/navigation-focus.ts decides
 * when; the mode tabs and the skip links ask directly).
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

/**
 * Focus `el` as a heading: programmatically focusable, without scrolling it under a sticky bar. A
 * heading marked `data-focus-in-place` (A/B's on a phone, below the numbers the page opens at) is
 * focused where it is, the page left at its top.
 */
export function focusHeading(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  if (!el.hasAttribute('data-focus-in-place')) el.scrollIntoView({ block: 'nearest' });
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
  // Where focus was when the navigation asked: if the reader has moved it since (Tab, a dialog
  // opened with "?"), the heading does not take it back. On a loaded machine the heading of a fresh
  // page took focus from the Help dialog opened meanwhile (CI 2026-11-29, keyboard-trial3).
  const from = document.activeElement;
  queueMicrotask(() => {
    scheduled = false;
    const want = pending!;
    pending = null;
    const until = performance.now() + WAIT_MS;
    const attempt = () => {
      if (gen !== generation) return;
      const now = document.activeElement;
      if (now !== from && now !== null && now !== document.body) return;
      const el = document.querySelector<HTMLElement>(want.selector);
      if (el && el.getClientRects().length > 0) return focusHeading(el);
      if (performance.now() < until) window.setTimeout(attempt, 40);
    };
    // After React has rendered the new view.
    requestAnimationFrame(attempt);
  });
}
