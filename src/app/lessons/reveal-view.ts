import type { LessonView } from '../../lessons/views';
import { useViewStore } from '../state/view-store';
import { VIEW_SELECTORS } from './view-selectors';

/** Space left above a revealed view, so its heading does not touch the edge. */
const MARGIN_PX = 8;

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** The nearest ancestor that scrolls vertically, or the page. */
function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const oy = getComputedStyle(p).overflowY;
    // (A box that only scrolls sideways computes overflow-y auto too, but has nothing to scroll vertically.)
    if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight - p.clientHeight > 4) return p;
  }
  return null;
}

/**
 * The band of the window a view can be seen in: below anything fixed at the top, above the
 * lesson's bottom sheet on a phone (on wide screens the panel is beside the page, not over it).
 */
function visibleBand(): { top: number; bottom: number } {
  const sheet = document.querySelector<HTMLElement>('[data-testid="lesson-panel"]')?.getBoundingClientRect();
  const coversBottom = sheet !== undefined && sheet.left <= 1 && sheet.top > 0 && sheet.bottom >= window.innerHeight - 1;
  return { top: 0, bottom: coversBottom ? sheet.top : window.innerHeight };
}

/**
 * "Look at": bring a lesson view into sight on any screen. A view in the editor drawer of a narrow
 * screen opens the drawer first (a closed drawer is off-screen and inert); the view's top is then
 * put just below the top of the band the lesson sheet leaves free, so the sheet does not cover it.
 * Returns the element, or null when the step's view is not on the page.
 */
export async function revealView(view: LessonView): Promise<HTMLElement | null> {
  const el = document.querySelector<HTMLElement>(VIEW_SELECTORS[view]);
  if (!el) return null;
  const drawer = el.closest<HTMLElement>('.editor.drawer');
  if (drawer && !drawer.classList.contains('open')) {
    useViewStore.getState().setDrawerOpen(true);
    // The drawer renders open on the next frame; its slide-in does not move anything vertically.
    await frame();
    await frame();
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const band = visibleBand();
  const delta = el.getBoundingClientRect().top - band.top - MARGIN_PX;
  const scroller = scrollerOf(el);
  if (scroller) {
    // Inside a scrolling box (the drawer): scroll it so the view starts at the box's top (or the band's).
    const boxTop = Math.max(scroller.getBoundingClientRect().top, band.top);
    scroller.scrollBy({ top: el.getBoundingClientRect().top - boxTop - MARGIN_PX, behavior: smooth ? 'smooth' : 'auto' });
  } else {
    window.scrollBy({ top: delta, behavior: smooth ? 'smooth' : 'auto' });
  }
  el.classList.add('look-at-target');
  window.setTimeout(() => el.classList.remove('look-at-target'), 1600);
  return el;
}
