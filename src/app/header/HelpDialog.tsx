import { useEffect, useRef } from 'react';
import { SHORTCUTS } from '../controller/keyboard';
import { useViewStore } from '../state/view-store';
import { useGlossaryStore } from '../glossary/glossary-store';

/** Keyboard shortcuts and a few words on what the plots show ('?' toggles it). */
export function HelpDialog() {
  const open = useViewStore((s) => s.helpOpen);
  const setOpen = useViewStore((s) => s.setHelpOpen);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="help" data-testid="help" onClose={() => setOpen(false)} aria-labelledby="help-h">
      <p>
        What does a word mean?{' '}
        <button
          type="button"
          data-testid="help-glossary"
          onClick={() => {
            setOpen(false);
            useGlossaryStore.getState().show();
          }}
        >
          Open the glossary
        </button>{' '}
        <span className="muted">(every control and legend item also explains itself when pointed at or focused)</span>
      </p>
      <h2 id="help-h">Keyboard shortcuts</h2>
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
      <h3>Mouse</h3>
      <ul>
        <li>Drag a flow's bar on the timeline to change when it starts; the run re-simulates as you drag.</li>
        <li>Drag across the overview strip to zoom every plot; click a plot to move the cursor.</li>
        <li>Playback is a cursor over the finished run: "instant" shows the whole run.</li>
      </ul>
      <form method="dialog">
        <button type="submit" data-testid="help-close">
          Close
        </button>
      </form>
    </dialog>
  );
}
