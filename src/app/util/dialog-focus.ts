/**
 * Where focus goes when a modal dialog closes: back to the control that opened it (WCAG 2.4.3),
 * not to the page's body, which is where the browser leaves it when that control was hidden
 * meanwhile (a tooltip's "more…") or the dialog was opened by a key.
 */

/** The focused element worth going back to (not the page's body). */
export function focusedControl(): HTMLElement | null {
  const a = document.activeElement;
  return a instanceof HTMLElement && a !== document.body && a !== document.documentElement ? a : null;
}

/**
 * Focus `el` once the page has drawn the closing (a hidden opener is shown again first by
 * `reveal`); when it is gone or still hidden, focus `fallback` instead.
 */
export function returnFocus(el: HTMLElement | null, fallback?: () => HTMLElement | null): void {
  if (!el) return;
  requestAnimationFrame(() => {
    // Another dialog opened meanwhile (Help's "Open the glossary") keeps the focus it took.
    if (document.querySelector('dialog[open]')) return;
    if (el.isConnected) el.focus();
    if (document.activeElement !== el) fallback?.()?.focus();
  });
}
