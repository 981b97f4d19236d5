import { useGlossaryStore } from '../state/glossary-store';

/**
 * The editor's one control for its fields' glossary links: off, each field says its one-sentence
 * explanation as its description (read on focus; shown as a tip on hover, focus or a tap, with
 * "more…" there for the pointer and touch) and Tab goes from field to field; on, each tip's
 * "more…" is a Tab stop after its field too. One Tab stop instead of one per field (screen-reader
 * trial 4 counted about 40 in the editor).
 */
export function ExplainFields() {
  const on = useGlossaryStore((s) => s.explainFields);
  const set = useGlossaryStore((s) => s.setExplainFields);
  return (
    <p className="explain-fields">
      <button type="button" className="small" aria-pressed={on} title="Each field’s explanation shows on focus or hover; on, Tab also stops at its “more…” glossary link" data-testid="explain-fields" aria-describedby="explain-fields-hint" onClick={() => set(!on)}>
        Explain fields
      </button>{' '}
      {/* Shown while on (it changes what Tab does); off, it is the button's description only. */}
      <span id="explain-fields-hint" className={on ? 'muted small' : 'visually-hidden'}>
        {on ? 'Tab stops at each field’s “more…” glossary link.' : 'Each field’s explanation shows on focus or hover; press to add its “more…” glossary link to the Tab order.'}
      </span>
    </p>
  );
}
