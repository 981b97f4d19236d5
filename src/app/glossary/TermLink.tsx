import type { ReactNode } from 'react';
import { useGlossaryStore } from '../state/glossary-store';
import { TermTip } from './TermTip';

/**
 * A glossary term named in running text: a button in the sentence whose focus, hover or tap
 * shows the term's one-line tip (read as its description), with "more…" to the glossary. The tip
 * lies outside the sentence (tipOutside), so from the keyboard Enter on the term itself opens the
 * glossary at it; a pointer's click only shows the tip. Lessons' text (Markup.tsx) and a heading's
 * words (QueueThresholdsLine.tsx) use it.
 */
export function TermLink({ term, children }: { term: string; children: ReactNode }) {
  const showGlossary = useGlossaryStore((s) => s.show);
  return (
    <TermTip term={term} inline className="term-in-text" tipOutside>
      <button type="button" className="term-link" data-testid={`term-${term}`} onClick={(e) => e.detail === 0 && showGlossary(term, { el: e.currentTarget })}>
        {children}
      </button>
    </TermTip>
  );
}
