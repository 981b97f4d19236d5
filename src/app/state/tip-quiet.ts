import { useGlossaryStore } from './glossary-store';

/**
 * A jump that scrolls the page (a lesson's "Look at", which may also open the editor drawer)
 * moves the page under a pointer that stays still, and the browser then reports the pointer as
 * entering whatever control lands under it: that control's tooltip opened and stayed open over
 * the lesson sheet (phone trial, 2026-11-29). For a while after such a jump, a tip opens on focus
 * but not on the pointer entering (it opens again once the pointer leaves and comes back).
 */
let quietUntil = 0;

/** Close the tip showing now, and keep the pointer from opening one for `ms` milliseconds. */
export function quietTips(ms: number): void {
  quietUntil = performance.now() + ms;
  useGlossaryStore.getState().setActiveTip(null);
}

/** Whether a tip should ignore the pointer entering its control now. */
export function tipsQuiet(): boolean {
  return performance.now() < quietUntil;
}

/**
 * Any scroll moves the page under a pointer that may be resting: the browser then reports the
 * pointer entering what lands under it, and a field's tip opened and stayed over the panel beside
 * it (lecturer trial 13:10: w_q's tip over the link-error fields after a wheel scroll). Such an
 * "enter" comes at the coordinates of the pointer's last real move; one after a real move does not.
 */
let lastPointer: { x: number; y: number } | null = null;
let scrolledSinceMove = false;
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', () => (scrolledSinceMove = true), { capture: true, passive: true });
  window.addEventListener(
    'pointermove',
    (e) => {
      if (lastPointer === null || e.clientX !== lastPointer.x || e.clientY !== lastPointer.y) scrolledSinceMove = false;
      lastPointer = { x: e.clientX, y: e.clientY };
    },
    { capture: true, passive: true },
  );
}

/** Whether a pointer event only reports the page scrolled under a pointer that has not moved. */
export function pointerStillSinceScroll(e: { clientX: number; clientY: number }): boolean {
  if (!scrolledSinceMove) return false;
  return lastPointer === null || (e.clientX === lastPointer.x && e.clientY === lastPointer.y);
}
