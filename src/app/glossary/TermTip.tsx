import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { glossaryTerm } from '../../glossary/glossary';
import { useGlossaryStore } from './glossary-store';
import './glossary.css';

/** Focusable controls inside a tip's host: each is described by the tip's sentence. */
const CONTROLS = 'input, select, textarea, button:not(.term-more), [tabindex]:not(.term-more)';

/**
 * A glossary tooltip around a control (or a legend item): the term's one-sentence tip shows
 * while the pointer is over it or focus is inside it, stays while the pointer moves onto the tip,
 * hides on Escape, and offers "more…", which opens the glossary at the term. Every control inside
 * is described by the sentence (aria-describedby), so a screen reader reads it on focus too.
 */
export function TermTip({ term, children, inline = false, className }: { term: string; children: ReactNode; inline?: boolean; className?: string }) {
  const t = glossaryTerm(term);
  const id = useId();
  const host = useRef<HTMLElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const shown = useGlossaryStore((s) => s.activeTip === id);
  const showGlossary = useGlossaryStore((s) => s.show);
  const setShown = (on: boolean) => {
    const st = useGlossaryStore.getState();
    if (on) st.setActiveTip(id);
    else if (st.activeTip === id) st.setActiveTip(null);
  };
  const sentenceId = `${id}-tip`;

  useLayoutEffect(() => {
    const el = host.current;
    if (!el || !t) return;
    for (const c of el.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (c.closest('.term-tip')) continue;
      const ids = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!ids.includes(sentenceId)) c.setAttribute('aria-describedby', [...ids, sentenceId].join(' '));
    }
  });

  // A tip unmounted while showing (its control removed) must not stay the active one.
  useEffect(
    () => () => {
      window.clearTimeout(hideTimer.current);
      const st = useGlossaryStore.getState();
      if (st.activeTip === id) st.setActiveTip(null);
    },
    [id],
  );

  if (!t) return <>{children}</>;
  const show = () => {
    window.clearTimeout(hideTimer.current);
    setShown(true);
  };
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setShown(false), 200);
  };
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      ref={host as never}
      className={`term-tip-host${inline ? ' inline' : ''}${className ? ` ${className}` : ''}`}
      data-term={term}
      onPointerEnter={show}
      onPointerLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!host.current?.contains(e.relatedTarget as Node | null)) setShown(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && shown) {
          setShown(false);
          e.stopPropagation();
        }
      }}
    >
      {children}
      <span className="term-tip" role="tooltip" hidden={!shown} data-testid={`tip-${term}`}>
        <span id={sentenceId}>{t.tip}</span>{' '}
        <button
          type="button"
          className="term-more link"
          data-testid={`tip-more-${term}`}
          aria-label={`More about ${t.label} in the glossary`}
          onClick={() => {
            setShown(false);
            showGlossary(term);
          }}
        >
          more…
        </button>
      </span>
    </Tag>
  );
}
