import { usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { moveStep } from '../lessons/lesson-controller';
import { useLessonStore } from '../lessons/lesson-store';
import { togglePresentation } from '../presentation/presentation';
import { usePacketsStore } from '../packets/packets-store';

/** Keyboard shortcuts; listed in the help dialog from this table. */
export const SHORTCUTS: { keys: string; action: string }[] = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '→ / ←', action: 'Step forward / back (1% of the run)' },
  { keys: 'Shift + → / ←', action: 'Step 10%' },
  { keys: 'Home', action: 'Reset the cursor to the start' },
  { keys: 'End', action: 'Show the whole run (instant)' },
  { keys: '+ / −', action: 'Faster / slower playback' },
  { keys: 'Z', action: 'Reset the zoom' },
  { keys: 'F', action: 'Presentation mode on / off (full screen, projector type)' },
  { keys: 'N / P', action: 'Next / previous lesson step (in a lesson, also in presentation mode)' },
  { keys: '] / [', action: 'Next / previous packet event of the event list (when it is open)' },
  { keys: '?', action: 'Show / hide this help' },
  { keys: 'Esc', action: 'Close this help; leave presentation mode' },
];

export function isEditable(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

export function handleKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const view = useViewStore.getState();
  if (e.key === '?') {
    view.setHelpOpen(!view.helpOpen);
    return true;
  }
  if (e.key === 'Escape' && view.helpOpen) {
    view.setHelpOpen(false);
    return true;
  }
  if (e.key === 'Escape' && view.presenting) {
    togglePresentation(false);
    return true;
  }
  if (isEditable(e.target)) return false;
  const pb = usePlaybackStore.getState();
  switch (e.key) {
    case ' ':
    case 'Spacebar':
      // A focused button activates itself on Space; don't also toggle playback.
      if (e.target instanceof HTMLButtonElement) return false;
      pb.toggle();
      return true;
    case 'ArrowRight':
      pb.step(e.shiftKey ? 10 : 1);
      return true;
    case 'ArrowLeft':
      pb.step(e.shiftKey ? -10 : -1);
      return true;
    case 'Home':
      pb.reset();
      return true;
    case 'End':
      pb.setSpeed(Number.POSITIVE_INFINITY);
      return true;
    case '+':
    case '=':
    case '-':
    case '_': {
      const speeds = [0.1, 0.25, 0.5, 1, 2, 5, 10];
      const cur = Number.isFinite(pb.speed) ? pb.speed : pb.playSpeed;
      let i = speeds.findIndex((s) => s >= cur);
      if (i < 0) i = speeds.length - 1;
      i = e.key === '+' || e.key === '=' ? Math.min(speeds.length - 1, i + 1) : Math.max(0, i - 1);
      pb.setSpeed(speeds[i]);
      return true;
    }
    case 'z':
    case 'Z':
      view.setZoom(null);
      return true;
    case 'f':
    case 'F':
      if (view.embed) return false;
      togglePresentation(!view.presenting);
      return true;
    case ']':
    case '[':
      if (usePacketsStore.getState().status !== 'ready') return false;
      usePacketsStore.getState().step(e.key === ']' ? 1 : -1);
      return true;
    case 'n':
    case 'N':
    case 'p':
    case 'P':
      // Outside presentation mode the open lesson's panel takes N / P itself; presentation mode
      // hides that panel, so here they step the lesson directly.
      if (!view.presenting || useLessonStore.getState().place === null) return false;
      moveStep(e.key === 'n' || e.key === 'N' ? 1 : -1);
      return true;
  }
  return false;
}

export function installKeyboard(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (handleKey(e)) e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
