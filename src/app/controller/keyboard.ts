import { goToTimeField } from '../playback/bar-more';
import { usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { useLessonStore } from '../state/lesson-store';
import { togglePresentation } from '../state/presentation-mode';
import { escapeInPresentation } from '../state/esc-to-leave';
import { usePacketsStore } from '../packets/packets-store';

/**
 * Keyboard shortcuts; listed in the help dialog from this table. `onButton`: what a letter that
 * does not act while a button has focus (keyBelongsToControl) says instead, naming the control
 * that does the same, so the key is not silently ignored.
 */
export const SHORTCUTS: { keys: string; action: string; onButton?: { key: string; instead: string } }[] = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '→ / ←', action: 'Step forward / back 1% of the run (the “+1 s” / “−1 s” buttons on a 100 s run)' },
  { keys: 'Shift + → / ←', action: 'Step 10%' },
  { keys: 'Home', action: 'Reset the cursor to the start' },
  { keys: 'End', action: 'Go to the end: the whole run shown (the “⇥ End” button)' },
  { keys: '+ / −', action: 'Faster / slower playback' },
  { keys: 'G', action: 'Go to time: focus the time field beside the playback bar (type seconds, then Enter: the replay and every plot’s cursor move there, and the plots’ values are said)', onButton: { key: 'g', instead: 'the “Go to time” field beside the playback bar' } },
  { keys: 'Z', action: 'Reset the zoom', onButton: { key: 'z', instead: 'the “Whole run” button beside the Zoom fields' } },
  { keys: 'F', action: 'Presentation mode on / off (full screen, projector type; also from a focused button or disclosure)' },
  { keys: 'N / P', action: 'Next / previous lesson step (in a lesson, also in presentation mode; also from a focused button)' },
  { keys: '] / [', action: 'Next / previous packet event of the event list (when it is open)' },
  { keys: '?', action: 'Show / hide this help (also from a focused button)' },
  { keys: 'Esc', action: 'Close this help; leave presentation mode' },
  { keys: 'Tab / Shift + Tab', action: 'Next / previous control; the first Tab from the top offers the skip links (main content, results, plots, scenario editor, lesson), and the “Jump to” links after the results lead back' },
];

export function isEditable(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

/**
 * Keys that act from a focused button, link, tab or disclosure (<summary>) too: they mean nothing
 * to it, and a keyboard user presses them from wherever focus is (a trial found `?` and N silently
 * ignored there). F too: a lecturer pressed F with focus on "Why, and the control runs" and in
 * front of the room the app looked frozen (lecturer-2235, confusion 5). A speech-input or
 * screen-reader user whose letters must reach the page turns the single-key shortcuts off in Help
 * (WCAG 2.1.4); fields that take text keep every key. Z and G stay the control's.
 */
const FROM_BUTTONS = new Set(['?', 'n', 'N', 'p', 'P', 'f', 'F']);

/** A button, a link or a tab: a control that activates and has no use for letters. */
function plainActivator(t: Element): boolean {
  const role = t.getAttribute('role');
  if (role !== null) return role === 'button' || role === 'link' || role === 'tab';
  return t instanceof HTMLButtonElement || t instanceof HTMLAnchorElement || t.tagName === 'SUMMARY';
}

/** Widgets whose own keyboard pattern uses the arrow keys, Home and End (WAI-ARIA Authoring Practices). */
const ARROW_ROLES = new Set(['tab', 'radio', 'slider', 'spinbutton', 'option', 'listbox', 'combobox', 'menuitem', 'menu', 'menubar', 'grid', 'gridcell', 'treeitem', 'tree', 'scrollbar', 'region']);

/**
 * Whether a key press belongs to the focused control rather than to the page's shortcuts: every
 * key in a form control; letters, Space and signs on anything that activates (a button, a link,
 * a summary, any element with a role); arrows, Home and End in widgets that move with them (tabs,
 * radio groups, sliders, a scrollable table). WCAG 2.1.4: a shortcut never fires where a control
 * uses the key.
 */
export function keyBelongsToControl(e: Pick<KeyboardEvent, 'key' | 'target'>): boolean {
  const t = e.target;
  // No DOM (Node, the unit tests): no control to own the key.
  if (typeof Element === 'undefined' || !(t instanceof Element) || t === document.body || t === document.documentElement) return false;
  if (t instanceof HTMLElement && isEditable(t)) return true;
  const role = t.getAttribute('role');
  const nav = e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key === 'PageUp' || e.key === 'PageDown';
  if (nav) return role !== null && ARROW_ROLES.has(role);
  const activates = t instanceof HTMLButtonElement || t instanceof HTMLAnchorElement || t.tagName === 'SUMMARY' || (role !== null && role !== 'region' && role !== 'img' && role !== 'figure');
  if (!activates) return false;
  // Space and Enter press the control however it got focus. Other keys are the control's only
  // when it was reached from the keyboard: a button just clicked with the mouse (no focus ring)
  // leaves F, Z, N and P to the page, as a lecturer at a projector expects.
  if (e.key === ' ' || e.key === 'Spacebar' || e.key === 'Enter') return true;
  if (FROM_BUTTONS.has(e.key) && plainActivator(t)) return false;
  // The button's own shortcut (the Present button's F) does what the button does: a lecturer
  // pressed F on the focused "Present F" twice and nothing happened (lecturer trial 23:10, s20).
  if (declaresKey(t, e.key)) return false;
  return focusVisible(t);
}

/** Whether the control names this key as its own shortcut (aria-keyshortcuts, letters in any case). */
function declaresKey(t: Element, key: string): boolean {
  const keys = t.getAttribute('aria-keyshortcuts');
  return keys !== null && keys.split(/\s+/).some((k) => k.toLowerCase() === key.toLowerCase());
}

function focusVisible(t: Element): boolean {
  try {
    return t.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function handleKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return false;
  const view = useViewStore.getState();
  if (e.key === 'Escape' && view.helpOpen) {
    view.setHelpOpen(false);
    return true;
  }
  if (e.key === 'Escape' && view.presenting) {
    escapeInPresentation(() => togglePresentation(false));
    return true;
  }
  // Single-key shortcuts can be turned off (help dialog), and never take a control's own key.
  if (!view.shortcutsOn) return false;
  if (keyBelongsToControl(e)) {
    sayWhyNot(e);
    return false;
  }
  if (e.key === '?') {
    view.setHelpOpen(!view.helpOpen);
    return true;
  }
  const pb = usePlaybackStore.getState();
  switch (e.key) {
    case ' ':
    case 'Spacebar':
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
      pb.toEnd();
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
    case 'g':
    case 'G': {
      // A screen-reader trial found "Go to time" 11–18 Tabs away and in no list of shortcuts.
      // (On a phone behind the playback bar's "More": opened first.)
      const field = typeof document === 'undefined' ? null : goToTimeField();
      if (!field) return false;
      field.focus();
      field.select();
      return true;
    }
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
      if (!view.presenting || useLessonStore.getState().place === null || stepLesson === null) return false;
      stepLesson(e.key === 'n' || e.key === 'N' ? 1 : -1);
      return true;
  }
  return false;
}

/** Who hears that a letter was left to a focused control (the live region: a11y/announcements.ts). */
const leftToControl = new Set<(text: string) => void>();

export function onShortcutLeftToControl(fn: (text: string) => void): () => void {
  leftToControl.add(fn);
  return () => leftToControl.delete(fn);
}

/** A letter shortcut left to a focused button says so, and names the control that does the same. */
function sayWhyNot(e: KeyboardEvent): void {
  const t = e.target;
  if (!(t instanceof Element) || !plainActivator(t)) return;
  const s = SHORTCUTS.find((x) => x.onButton?.key === e.key.toLowerCase());
  if (!s?.onButton) return;
  const text = `${e.key.toUpperCase()} (${s.action.replace(/ \(.*$/, '').toLowerCase()}) does nothing while a button has focus; use ${s.onButton.instead}.`;
  for (const fn of leftToControl) fn(text);
}

/**
 * What N / P do in presentation mode: step the open lesson (the lessons' controller, handed in by
 * start.tsx, so this module does not import the lessons).
 */
let stepLesson: ((by: 1 | -1) => void) | null = null;

export function installKeyboard(actions: { stepLesson(by: 1 | -1): void }): () => void {
  stepLesson = actions.stepLesson;
  const onKey = (e: KeyboardEvent) => {
    if (handleKey(e)) e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
