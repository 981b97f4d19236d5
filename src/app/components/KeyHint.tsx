import type { ReactNode } from 'react';

/**
 * A key's hint on a button ("Exit Esc", "Present F"), shown only where there is a keyboard to
 * press it: the `key-hint` class hides it unless the main pointer hovers and is fine (styles.css),
 * so a phone's Share dialog reads "Close", not "Close Esc" with no Esc key (phone trial 02:30,
 * step 14). The button keeps its aria-keyshortcuts, and its title names the key, wherever it is.
 */
export function KeyHint({ children }: { children: ReactNode }) {
  return <kbd className="key-hint">{children}</kbd>;
}
