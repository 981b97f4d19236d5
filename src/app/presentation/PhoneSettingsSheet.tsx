import { useEffect, useRef, type ReactNode } from 'react';
import { useFoldOnOutside } from '../components/use-folding-menu';

/**
 * Presentation's Settings on a phone: a sheet over the page from near its top to its foot, which
 * the student scrolls as they scroll a page, with Close in sight at its top. Opened in the flow,
 * under the buttons, it was a small box scrolled inside the page's scroll (phone trial, present8
 * item 4). Escape or a press outside it closes it, and focus goes back to the Settings button.
 */
export function PhoneSettingsSheet({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const toggle = () => document.querySelector<HTMLElement>('[data-testid="present-settings-toggle"]');
  useFoldOnOutside(box, { isOpen: () => true, close: onClose, focusBack: toggle });
  return (
    <div ref={box} className="present-settings-sheet" role="dialog" aria-modal="false" aria-labelledby="present-settings-sheet-h" data-testid="present-settings-sheet">
      <div className="present-settings-sheet-head">
        <h2 id="present-settings-sheet-h">Settings</h2>
        <button ref={close} type="button" data-testid="present-settings-close" onClick={() => {
            onClose();
            toggle()?.focus();
          }}>
          Close
        </button>
      </div>
      {children}
    </div>
  );
}
