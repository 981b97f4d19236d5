import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the controls of a modal dialog: a native modal lets Tab leave the
 * page for the browser's own bar after its last control, and focus then lands on the page's body.
 */
export function keepTabInside(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const shown = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (shown.length === 0) return;
  const first = shown[0];
  const last = shown[shown.length - 1];
  const at = document.activeElement;
  if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && at === first) {
    e.preventDefault();
    last.focus();
  }
}
