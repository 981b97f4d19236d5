import { closeLesson } from '../lessons/lesson-controller';
import { useLessonStore } from '../state/lesson-store';
import { togglePresentation } from '../state/presentation-mode';
import { useViewStore } from '../state/view-store';

/**
 * The landing page's own address: the app's, without a scenario in the fragment (an empty link
 * opens the landing page, run-controller.ts), so a reload or a bookmark of it opens it again.
 */
export function landingHref(): string {
  return typeof location === 'undefined' ? './' : `${location.pathname}${location.search}`;
}

/**
 * "Congestion Lab" in the header: back to the landing page from wherever the app is — any mode, a
 * lesson (closed, as its ending's "All lessons and demos" does), the phone's editor drawer,
 * presentation mode. A history entry is added, so the browser's Back returns to the scenario that
 * was open (its link is the entry's fragment); the landing page's address carries no scenario
 * (a lecturer who reloaded it, or copied it, got the sandbox instead of the lessons).
 */
export function goHome(): void {
  closeLesson();
  const view = useViewStore.getState();
  view.setDrawerOpen(false);
  if (view.presenting) togglePresentation(false);
  if (location.hash !== '') history.pushState(null, '', landingHref());
  useLessonStore.getState().setLanding(true);
}
