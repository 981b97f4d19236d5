/**
 * Scrolling inside the lesson sheet's own body: scrollIntoView also scrolled the page behind a
 * phone's sheet to the plots, so the body's scrollTop is set instead.
 */

/** The lesson body `el` scrolls in (null outside a lesson sheet). */
function sheetBody(el: HTMLElement): HTMLElement | null {
  return el.closest<HTMLElement>('.lesson-body');
}

/** The gap kept above an element brought to the top (its CSS scroll-margin-top). */
function marginTop(el: HTMLElement): number {
  return parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
}

/** Bring `el` into view with as little scrolling as will do (its top wins when it is taller than the body). */
export function showInSheet(el: HTMLElement): void {
  const body = sheetBody(el);
  if (!body) return el.scrollIntoView({ block: 'nearest' });
  const r = el.getBoundingClientRect();
  const b = body.getBoundingClientRect();
  const pad = marginTop(el);
  if (r.bottom > b.bottom) body.scrollTop += Math.min(r.bottom - b.bottom, r.top - b.top - pad);
  else if (r.top < b.top + pad) body.scrollTop -= b.top + pad - r.top;
}

/** Bring `el`'s top to the top of the sheet's visible part: what follows it reads on from there. */
export function showTopInSheet(el: HTMLElement): void {
  const body = sheetBody(el);
  if (!body) return el.scrollIntoView({ block: 'start' });
  body.scrollTop += el.getBoundingClientRect().top - body.getBoundingClientRect().top - marginTop(el);
}

/**
 * Bring `el` in view down to `last` (inside it), scrolling no further than `el`'s top: the sheet
 * starts at the step's top and scrolls only as far as `last`'s bottom needs, so what comes before
 * `el` stays in sight where there is room for both.
 */
export function showWholeInSheet(el: HTMLElement, last: HTMLElement): void {
  const body = sheetBody(el);
  if (!body) return el.scrollIntoView({ block: 'start' });
  body.scrollTop = 0;
  const b = body.getBoundingClientRect();
  const over = last.getBoundingClientRect().bottom + (parseFloat(getComputedStyle(body).scrollPaddingBottom) || 0) - b.bottom;
  const toTop = el.getBoundingClientRect().top - b.top - marginTop(el);
  if (over > 0) body.scrollTop = Math.min(over, Math.max(0, toTop));
}

/** Whether the student's attention is on their own prediction's verdict in this sheet (it has focus). */
export function predictionVerdictFocused(el: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('[data-testid="prediction-outcome"]') && sheetBody(active) === sheetBody(el);
}
