import { useRef, useState, type ReactNode } from 'react';
import { useFoldOnOutside } from '../components/use-folding-menu';

/** The name of the menu that holds the lecturer's and sharing tools while a lesson is open. */
export const SHARE_AND_PRESENT_LABEL = 'Share & present';

/**
 * One button that opens the lecturer's and sharing tools in a panel under it, over the page (a
 * disclosure: aria-expanded, Escape or a click elsewhere closes it, focus back on the button).
 * Not an ARIA menu: the panel holds a select and copy fields, which a menu's arrow keys would trap.
 * Escape first closes what is open inside it (a copied link's panel), then the panel itself.
 */
export function ShareAndPresentMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useFoldOnOutside(menu, { isOpen: () => open, close: () => setOpen(false), focusBack: () => toggle.current });
  return (
    <div
      ref={menu}
      className="fold-menu share-present-menu"
      data-testid="share-present-menu"
      data-open={open || undefined}
    >
      <button type="button" ref={toggle} className="fold-menu-toggle" data-testid="share-present-toggle" title="Present, the student link, the embed code and the theme" aria-expanded={open} aria-controls="share-present-panel" onClick={() => setOpen(!open)}>
        {SHARE_AND_PRESENT_LABEL} <span aria-hidden="true">▾</span>
      </button>
      <div id="share-present-panel" className="fold-menu-panel" role="group" aria-label={SHARE_AND_PRESENT_LABEL} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
