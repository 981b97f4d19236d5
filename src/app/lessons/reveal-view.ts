import { LESSON_VIEWS, type LessonView } from '../../lessons/views';
import { announce } from '../state/announcer';
import { SHOW_LESSON } from './sheet-height';
import { useViewStore } from '../state/view-store';
import { AB_VIEW_SELECTORS, VIEW_LANDING, VIEW_SELECTORS } from './view-selectors';
import { quietTips } from '../state/tip-quiet';
import { useLessonStore } from '../state/lesson-store';
import { stickyBarHeight } from '../playback/sticky-bar';

/** Space left above a revealed view, so its heading does not touch the edge. */
const MARGIN_PX = 8;

/** How long a jump takes to settle: the smooth scroll, then the last re-alignment below. */
const SETTLE_MS = 1800;

/** After the scroll has come to rest, the view's place is checked once more this much later (a run's last batch drawn). */
const LATE_CHECK_MS = 800;

/** A smooth scroll is given at most this long to come to rest before its place is checked anyway. */
const REST_MAX_MS = 1500;

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Resolves once the page (or `scroller`) has not moved for three frames running, or after REST_MAX_MS. */
async function scrollAtRest(scroller: HTMLElement | null): Promise<void> {
  const at = () => (scroller ? scroller.scrollTop : window.scrollY);
  const until = performance.now() + REST_MAX_MS;
  let last = at();
  let still = 0;
  while (still < 3 && performance.now() < until) {
    await frame();
    const now = at();
    still = Math.abs(now - last) < 0.5 ? still + 1 : 0;
    last = now;
  }
}

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
function visibleBand(el: HTMLElement): { top: number; bottom: number } {
  const sheet = document.querySelector<HTMLElement>('[data-testid="lesson-panel"]')?.getBoundingClientRect();
  const coversBottom = sheet !== undefined && sheet.left <= 1 && sheet.top > 0 && sheet.bottom >= window.innerHeight - 1;
  return { top: stickyAbove(el), bottom: coversBottom ? sheet.top : window.innerHeight };
}

/**
 * The height of the playback bar that stays at the window's top (sticky-bar.ts) once the page is
 * scrolled to a view below it: the view's heading goes under the bar, not behind it. In the
 * drawer, the bottom of its sticky head.
 */
function stickyAbove(el: HTMLElement): number {
  // In the editor drawer, its head (title and Close) stays at the drawer's top (layout/phone.css).
  const drawer = el.closest<HTMLElement>('.editor.drawer');
  if (drawer) return drawer.querySelector('.drawer-head')?.getBoundingClientRect().bottom ?? 0;
  const bar = document.querySelector<HTMLElement>('.main .playback');
  if (!bar || getComputedStyle(bar).position !== 'sticky') return 0;
  return bar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? stickyBarHeight() : 0;
}

/** How long "Look at" waits for its view to appear (a run's first results, a lazily loaded panel). */
const APPEAR_MS = 10_000;

/**
 * The view's element once it is on the page: pressed while the run was still "Simulating…", the
 * summary was not there yet and the press did nothing at all (CI 2026-11-29, a loaded machine).
 * Null when it does not appear in time (a step whose view this mode does not show).
 */
async function viewOnPage(selector: string): Promise<HTMLElement | null> {
  const until = performance.now() + APPEAR_MS;
  for (;;) {
    const el = document.querySelector<HTMLElement>(selector);
    if (el || performance.now() > until) return el;
    await new Promise((r) => window.setTimeout(r, 50));
  }
}

/**
 * "Look at": bring a lesson view into sight on any screen. A view in the editor drawer of a narrow
 * screen opens the drawer first (a closed drawer is off-screen and inert); the view's top is then
 * put just below the top of the band the lesson sheet leaves free, so the sheet does not cover it.
 * Returns the element, or null when the step's view does not appear within APPEAR_MS (or the
 * student has moved to another step meanwhile).
 */
export async function revealView(view: LessonView): Promise<HTMLElement | null> {
  const place = useLessonStore.getState().place;
  const inAb = useViewStore.getState().mode === 'compare' ? AB_VIEW_SELECTORS[view] : undefined;
  const whole = await viewOnPage(inAb ?? VIEW_SELECTORS[view]);
  if (!whole || useLessonStore.getState().place !== place) return null;
  // The part of the view the step means (the thresholds in the queue settings), else all of it.
  const landing = VIEW_LANDING[view];
  const spots = landing ? [...whole.querySelectorAll<HTMLElement>(landing)] : [];
  const el = spots[0] ?? whole;
  // Until the scroll (and the re-alignments below) settle, what slides under the pointer is not
  // what the reader pointed at: no tooltip from it.
  quietTips(SETTLE_MS);
  const drawer = el.closest<HTMLElement>('.editor.drawer');
  if (drawer && !drawer.classList.contains('open')) {
    useViewStore.getState().setDrawerOpen(true);
    // The drawer renders open on the next frame; its slide-in does not move anything vertically.
    await frame();
    await frame();
  }
  // On a phone the sheet covers the bottom of the window: a view taller than the band it leaves
  // (a plot with its legend) is folded out from under it; the sheet's head stays, to open it again
  // (a phone trial's "Look at: cwnd plot" showed the legend and hid the plot under the sheet).
  let fold = false;
  // A sheet grown taller (for the question's answers, or on "Taller") is put back to its peek
  // first: the view is then seen with the step's verdict in the sheet under it, and only a view
  // too tall for the room above the peek folds the sheet.
  if (!drawer && useLessonStore.getState().sheetSize !== 'peek' && visibleBand(el).bottom < window.innerHeight) {
    useLessonStore.getState().setSheetSize('peek');
    await frame();
    await frame();
  }
  const foldIfCovered = async (late: boolean) => {
    if (drawer || fold) return;
    const band = visibleBand(el);
    if (band.bottom < window.innerHeight && el.getBoundingClientRect().height > band.bottom - band.top - 2 * MARGIN_PX) {
      fold = true;
      useLessonStore.getState().setCollapsed(true);
      if (late) announce(`The lesson is folded below ${LESSON_VIEWS[view]}; “${SHOW_LESSON}” opens it again.`);
      await frame();
      await frame();
    }
  };
  await foldIfCovered(false);
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const align = (behavior: ScrollBehavior) => {
    const band = visibleBand(el);
    const scroller = scrollerOf(el);
    // Inside a scrolling box (the drawer) the box scrolls, so the view starts at its top (or the band's).
    const top = scroller ? Math.max(scroller.getBoundingClientRect().top, band.top) : band.top;
    const delta = el.getBoundingClientRect().top - top - MARGIN_PX;
    if (Math.abs(delta) < 2) return;
    (scroller ?? window).scrollBy({ top: delta, behavior });
  };
  align(smooth ? 'smooth' : 'auto');
  // A run still arriving can change the height of what is above the view, or of the view itself,
  // while it scrolls (plots drawing, the summary and the plot's notes filling in): once the scroll
  // has come to rest (never during it: an instant correction during a smooth scroll stacks on what
  // is left of it), the sheet folds if the view has grown under it, and the view is put back in
  // place; once more a little later. At fixed times, a correction on a loaded machine landed in
  // the middle of the smooth scroll; and a delay plot that grew after the jump kept its bottom
  // under the sheet (look-at.spec, bufferbloat step 1).
  const settleOnce = async () => {
    await scrollAtRest(scrollerOf(el));
    if (useLessonStore.getState().place !== place) return;
    await foldIfCovered(true);
    const r = el.getBoundingClientRect();
    const band = visibleBand(el);
    if (r.top < band.top || r.top > band.top + 3 * MARGIN_PX) align('auto');
  };
  void settleOnce().then(() => new Promise((r) => window.setTimeout(r, LATE_CHECK_MS))).then(settleOnce);
  // Focus follows the eye: a screen reader says the view's name and description, where the button
  // used to be silent and leave focus behind (two screen-reader trials, 2026-11-28).
  if (!whole.matches('a, button, input, select, textarea, [tabindex]')) whole.tabIndex = -1;
  whole.focus({ preventScroll: true });
  // And where the lesson went: folded out of the way, the sheet's one button opens it again (phone
  // trial 04:00, steps 5 and 7: the plot stayed under the sheet, and nothing said how to get back).
  announce(fold ? `${LESSON_VIEWS[view]} in view. The lesson is folded below it; “${SHOW_LESSON}” opens it again.` : `${LESSON_VIEWS[view]} in view.`);
  const marked = spots.length > 0 ? spots : [whole];
  for (const m of marked) m.classList.add('look-at-target');
  window.setTimeout(() => marked.forEach((m) => m.classList.remove('look-at-target')), 1600);
  return whole;
}
