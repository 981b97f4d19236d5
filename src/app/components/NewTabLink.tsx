import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What a link that opens a new tab says after its words, to a screen reader (the arrow says it to the eye). */
export const NEW_TAB_WORDS = '(opens in a new tab)';

/**
 * A link that opens in a new tab and says so: "↗" after its words and "(opens in a new tab)" in
 * its accessible name. The bufferbloat lesson's "Video call, FIFO" row opened its demo in a new
 * tab with no sign of it, and a student thought nothing had happened (bloat trial 08:00).
 */
export function NewTabLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true" className="new-tab-mark"> ↗</span>
      <span className="visually-hidden"> {NEW_TAB_WORDS}</span>
    </a>
  );
}
