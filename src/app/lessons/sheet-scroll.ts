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

/** Whether the student's attention is on their own prediction's verdict in this sheet (it has focus). */
export function predictionVerdictFocused(el: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('[data-testid="prediction-outcome"]') && sheetBody(active) === sheetBody(el);
}
