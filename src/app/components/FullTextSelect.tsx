import type { ReactNode } from 'react';

/**
 * A <select> whose chosen option is read in full on a phone: a closed select shows one line and
 * cut long preset titles ("…Gentle RED 4,", "Voice call beside four downloads — 100…"). Below
 * 600 px the chosen text is drawn wrapping under the transparent select, which keeps the taps,
 * the keys, the focus and the accessible name (styles: layout/phone.css). Wider, the select shows
 * itself as usual and the text is not drawn.
 */
export function FullTextSelect({ text, children, testId }: { text: string; children: ReactNode; testId?: string }) {
  return (
    <span className="full-select">
      <span className="full-select-text" aria-hidden="true" data-testid={testId}>
        {text}
      </span>
      {children}
    </span>
  );
}
