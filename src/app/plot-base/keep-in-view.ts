/** Room kept between a tip and the window's edge (CSS px). */
const EDGE = 4;

/**
 * Keep a shown tooltip inside the window: no wider than the window (wrapping its words when it
 * has to), and moved sideways, by its `left`, until neither edge is cut. A congestion marker's
 * tip ran off both edges of a 390-px phone (trial 06:30, s48): its anchoring (left, middle or
 * right of the marker) only chose a side. Call it after the tip's text and position are set.
 */
export function keepInViewport(tip: HTMLElement): void {
  if (tip.hidden) return;
  const vw = document.documentElement.clientWidth || window.innerWidth;
  tip.style.width = 'max-content';
  tip.style.maxWidth = `${Math.max(0, vw - 2 * EDGE)}px`;
  tip.style.whiteSpace = '';
  if (tip.scrollWidth > tip.clientWidth + 0.5) tip.style.whiteSpace = 'normal';
  const r = tip.getBoundingClientRect();
  const dx = r.left < EDGE ? EDGE - r.left : r.right > vw - EDGE ? vw - EDGE - r.right : 0;
  if (dx !== 0) tip.style.left = `${(parseFloat(tip.style.left) || 0) + dx}px`;
}
