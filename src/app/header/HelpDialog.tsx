import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SHORTCUTS } from '../controller/keyboard';
import { useViewStore } from '../state/view-store';
import { useGlossaryStore } from '../state/glossary-store';
import { focusedControl, returnFocus } from '../util/dialog-focus';

/** Turns the single-key shortcuts off and on (WCAG 2.1.4; kept in this browser). */
function ShortcutsSwitch() {
  const on = useViewStore((s) => s.shortcutsOn);
  const setOn = useViewStore((s) => s.setShortcutsOn);
  return (
    <p>
      <label>
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="shortcuts-on" /> Single-key shortcuts on (turn them off if you use speech input, or if keys act when you do not mean them to). They never act while a form control has focus; on a button reached with Tab only ?, N and P act (F and Z say which button does the same).
      </label>
    </p>
  );
}

/**
 * Keyboard shortcuts and a few words on what the plots show ('?' toggles it). On a touch screen
 * it is "Help": the glossary and how touch works first, the shortcuts folded away (a phone trial's
 * "?" opened a table of keys it had none of: 16:06, s42).
 */
export function HelpDialog() {
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const open = useViewStore((s) => s.helpOpen);
  const setOpen = useViewStore((s) => s.setHelpOpen);
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The control that had focus before opening ('?' or the Help button): focus goes back to it.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = focusedControl();
      d.showModal();
      // The heading, not the first button: a screen reader starts at the dialog's title.
      heading.current?.focus();
    }
    if (!open && d.open) d.close();
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocus(opener.current);
    }
  }, [open]);
  return (
    <dialog ref={ref} className="help" data-testid="help" onClose={() => setOpen(false)} aria-labelledby="help-h">
      <h2 id="help-h" ref={heading} tabIndex={-1} data-testid="help-heading">
        {touch ? 'Help' : 'Keyboard shortcuts'}
      </h2>
      <p>
        What does a word mean?{' '}
        <button
          type="button"
          data-testid="help-glossary"
          onClick={() => {
            setOpen(false);
            // The glossary's Escape goes back to where Help was opened from.
            useGlossaryStore.getState().show(null, { el: opener.current });
          }}
        >
          Open the glossary
        </button>{' '}
        {/* What opens a tip on each device (TermTip.tsx): a finger has no hover, so on a touch screen
            only a field's focus does, and a legend item's explanation (its title) never shows. */}
        <span className="muted" data-testid="help-tips-note">
          {touch ? '(tap into a field: a note by it says what the field means)' : '(every control and legend item also explains itself when pointed at or focused)'}
        </span>
      </p>
      <Folded when={touch}>
      <table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th>
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShortcutsSwitch />
      </Folded>
      <h3>Pointer, touch and keyboard</h3>
      <ul>
        <li>A flow's start: move its bar on the timeline with the pointer, or focus the bar (Tab) and press ← / → (Shift: larger steps); the flow's Start field in the editor does the same. The run re-simulates as you change it.</li>
        <li>Zoom: sweep across the overview strip with the pointer, or type the window in the zoom fields; Z resets it. Pressing or tapping a plot moves the cursor; the playback slider does the same from the keyboard.</li>
        <li>Playback is a cursor over the finished run: "instant" shows the whole run. Play / pause stops the animation at any time; with reduced motion set in the system, the run is shown whole.</li>
        <li>Results are also said in words: a screen reader announces when a run finishes (each flow's completion time), and each plot has a text description and the summary table below it.</li>
      </ul>
      <form method="dialog">
        <button type="submit" data-testid="help-close" aria-label="Close help">
          Close
        </button>
      </form>
    </dialog>
  );
}

/** The shortcuts as they are, or folded under a summary on a touch screen (a keyboard may still be attached). */
function Folded({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return <>{children}</>;
  return (
    <details data-testid="help-shortcuts">
      <summary>Keyboard shortcuts (with a keyboard attached)</summary>
      {children}
    </details>
  );
}
