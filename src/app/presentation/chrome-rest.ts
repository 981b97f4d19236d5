import { useEffect, type RefObject } from 'react';
import { usePlaybackStore } from '../state/playback-store';

/** How long the controls stay after the last pointer move, touch or key (a lecturer's pause, not a glance). */
export const CHROME_REST_AFTER_MS = 4000;

/** What the resting controls' place says: how to bring them back (lecturer trial 08:00: "they vanish, with no hint"). */
export const CHROME_REST_HINT = 'Controls hidden: move the mouse or press a key';

/**
 * Something open that the controls must stay for: a folded menu (its button says aria-expanded),
 * presentation's Settings (its toggle too), the slide title's field, a dialog.
 */
const OPEN = '[aria-expanded="true"], .present-title-input, [role="dialog"]';

/**
 * What a person is over: the controls stay while the pointer rests on them. Keyboard focus left on
 * one does not hold them (a lecturer's Space on Play would keep them up for the whole talk): the
 * next key or focus move brings them back before it acts.
 */
const IN_USE = '.present-bar:hover, .playback:hover';

/**
 * A replay waiting at its start for Play (nothing played yet): the controls stay, Play among them.
 * They hid ~3 s after Present opened, while the run still computed and before anything played, and
 * the lecturer had to find them again to start (lecturer trial 11:45, confusion 2).
 */
export function waitingToPlay(p: { playing: boolean; cursor: number }): boolean {
  return !p.playing && p.cursor === 0;
}

/**
 * The controls of projected presentation (the bar's buttons, the playback bar) fade after
 * CHROME_REST_AFTER_MS without a pointer move, touch or key, and come back on any of them: at
 * 1920×1080 they took about 30 % of the height over the plots (present8, item 5). Only their ink
 * fades: each keeps its place (the plots do not jump under a pointer coming back to click), stays
 * focusable and clickable, and a focus landing on one brings them all back before it shows. They
 * never rest while a menu, Settings or the title's field is open, nor while a replay waits at its
 * start for Play (waitingToPlay). The title, the set-up line and
 * the numbers are the slide's words and stay. Written as `data-chrome="resting"` on the
 * presentation's root (styles.css fades by it; a reduced-motion user's fade is instant).
 */
export function useChromeRest(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      if (el.querySelector(OPEN) || document.querySelector(IN_USE) || waitingToPlay(usePlaybackStore.getState())) return arm();
      el.dataset.chrome = 'resting';
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(rest, CHROME_REST_AFTER_MS);
    };
    const wake = () => {
      if (el.dataset.chrome === 'resting') el.dataset.chrome = 'shown';
      arm();
    };
    const events = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
    // Capture: a control that stops an event's travel (a menu's own Escape) still wakes them.
    for (const e of events) document.addEventListener(e, wake, { capture: true, passive: true });
    el.dataset.chrome = 'shown';
    arm();
    return () => {
      clearTimeout(timer);
      for (const e of events) document.removeEventListener(e, wake, { capture: true });
      delete el.dataset.chrome;
    };
  }, [root, enabled]);
}
