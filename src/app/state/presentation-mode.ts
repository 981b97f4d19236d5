import { useViewStore } from './view-store';

/**
 * Presentation mode on or off. On: the view switches (projector theme, large type, editor hidden)
 * and the page asks for full screen (allowed because a key press or click started it; refused
 * in some embeds, where the layout still fills the frame). Off: leaves full screen too.
 */
export function togglePresentation(on: boolean): void {
  useViewStore.getState().setPresenting(on);
  if (typeof document === 'undefined') return;
  const doc = document as Document & { fullscreenElement: Element | null };
  if (on && !doc.fullscreenElement && document.documentElement.requestFullscreen) {
    document.documentElement.requestFullscreen().catch(() => {
      /* full screen refused (no user gesture, iframe without allowfullscreen): keep the layout */
    });
  } else if (!on && doc.fullscreenElement && document.exitFullscreen) {
    void document.exitFullscreen().catch(() => {});
  }
}

/**
 * The browser leaves full screen on Esc without telling the page's key handlers: leaving full
 * screen that presentation mode entered also ends presentation mode.
 */
export function installFullscreenExit(): () => void {
  let wasFull = false;
  const onChange = () => {
    const full = document.fullscreenElement !== null;
    if (wasFull && !full && useViewStore.getState().presenting) useViewStore.getState().setPresenting(false);
    wasFull = full;
  };
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
