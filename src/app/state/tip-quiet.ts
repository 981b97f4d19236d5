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
