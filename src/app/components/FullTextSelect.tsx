import type { ReactNode } from 'react';
import './full-text-select.css';

/**
 * A <select> whose chosen option is read in full: a closed select shows one line and cut long
 * preset titles ("…Gentle RED 4,", "Voice call beside four downloads — 100…"). Below 600 px the
 * chosen text is drawn wrapping under the transparent select, which keeps the taps, the keys, the
 * focus and the accessible name (styles: layout/phone.css). Wider, the select shows itself as
 * usual and the text is not drawn, unless `wrapWide`: then the text is drawn at every width, on
 * two lines where one is too short (the header's preset menu cut "— 1000-packe", "CoDel queu" at
 * 1366 px: bloat trial 10:00; styles: full-text-select.css).
 */
export function FullTextSelect({ text, children, testId, wrapWide = false }: { text: string; children: ReactNode; testId?: string; wrapWide?: boolean }) {
  return (
    <span className={wrapWide ? 'full-select wrap-wide' : 'full-select'}>
      <span className="full-select-text" aria-hidden="true" data-testid={testId}>
        {text}
      </span>
      {children}
    </span>
  );
}
