import { TermLink } from '../glossary/TermLink';
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { parseMarkup, type Inline } from '../../lessons/markup';
import { termMentions } from '../../lessons/term-mentions';
import { NewTabLink } from '../components/NewTabLink';
import { PaperSays } from '../components/PaperSays';
import { useNumbersHeld } from '../results/numbers-held';

/**
 * For each glossary term a lesson step names, the text of the step that names it first
 * (term-mentions.ts firstMentions, provided by the step): there, and only there, its first
 * mention carries the term's tip. Outside a step (no provider) texts carry none.
 */
export const FirstMentions = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * Whether the run on screen is no longer the step's own scenario (the student edited it): the
 * text's figures of the step's run ({run …}) then say they are the step's, not this run's (issue
 * 37 item 4: after max_th 18 → 8 the prose still gave "about 10 packets" as if of this run).
 * Outside a step (no provider) they read as they are.
 */
export const StepRunEdited = createContext(false);

/** The words a figure of the step's own run carries while the run on screen is an edit of the step. */
export const STEP_FIGURE_TAG = "the step's run";

/** What a figure of the step's run reads while the numbers are held until the replay ends. */
export const HELD_FIGURE = '(a figure shown when the replay ends)';

/** A figure of the step's own run: as its words, tagged as the step's while the run shown is edited. */
function RunFigure({ children }: { children: ReactNode }) {
  const edited = useContext(StepRunEdited);
  // While the numbers are held until the replay ends, the step's prose keeps its run's figures
  // back too: "so 0.760 here goes with Vegas getting 0.281" stood under At a glance's "Numbers are
  // hidden until the replay ends" (phone trial 02:30, step 20).
  const held = useNumbersHeld();
  if (held) return <span className="run-figure held" data-testid="run-figure" data-held="yes">{HELD_FIGURE}</span>;
  return (
    <span className={edited ? 'run-figure of-step' : 'run-figure'} data-testid="run-figure" data-of-step={edited ? 'yes' : 'no'}>
      {children}
      {edited ? <span className="run-figure-tag"> ({STEP_FIGURE_TAG})</span> : null}
    </span>
  );
}

/** A glossary term named in a lesson's text (TermLink, shared with a heading's words). */
const Term = TermLink;

/** Lesson text rendered from its parsed tree as React elements (never as HTML); `link` holds the terms still to be marked in this text (each once). */
function inline(nodes: Inline[], link: Set<string>): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text': {
        const marks = link.size > 0 ? termMentions(n.text).filter((m) => link.has(m.term)) : [];
        if (marks.length === 0) return <Fragment key={i}>{n.text}</Fragment>;
        const parts: ReactNode[] = [];
        let at = 0;
        for (const m of marks) {
          if (!link.has(m.term)) continue;
          link.delete(m.term);
          parts.push(n.text.slice(at, m.start), <Term key={m.start} term={m.term}>{n.text.slice(m.start, m.end)}</Term>);
          at = m.end;
        }
        parts.push(n.text.slice(at));
        return <Fragment key={i}>{parts}</Fragment>;
      }
      case 'code': {
        const whole = termMentions(n.text).find((m) => m.start === 0 && m.end === n.text.length && link.has(m.term));
        if (!whole) return <code key={i}>{n.text}</code>;
        link.delete(whole.term);
        return (
          <Term key={i} term={whole.term}>
            <code>{n.text}</code>
          </Term>
        );
      }
      case 'strong':
        return <strong key={i}>{inline(n.children, link)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children, link)}</em>;
      case 'button':
        // A button's name, set as the player sets its buttons' names (bold), so it reads as the button.
        return (
          <strong key={i} className="button-name">
            {n.text}
          </strong>
        );
      case 'runFigure':
        return <RunFigure key={i}>{inline(n.children, link)}</RunFigure>;
      case 'paper':
        return <PaperSays key={i}>{inline(n.children, link)}</PaperSays>;
      case 'link':
        return (
          <NewTabLink key={i} href={n.href}>
            {inline(n.children, new Set())}
          </NewTabLink>
        );
    }
  });
}

export function Markup({ text, inlineOnly = false }: { text: string; inlineOnly?: boolean }) {
  const firsts = useContext(FirstMentions);
  // The terms this text names first in its step (a fresh set each render: marking is pure).
  const link = new Set(firsts ? [...firsts].filter(([, t]) => t === text).map(([term]) => term) : []);
  const blocks = parseMarkup(text);
  if (inlineOnly) return <>{blocks.flatMap((b, i) => (b.type === 'p' ? [<Fragment key={i}>{inline(b.children, link)}</Fragment>] : b.items.map((it, j) => <Fragment key={`${i}-${j}`}>{inline(it, link)} </Fragment>)))}</>;
  return (
    <>
      {blocks.map((b, i) =>
        b.type === 'p' ? (
          <p key={i}>{inline(b.children, link)}</p>
        ) : (
          <ul key={i}>
            {b.items.map((it, j) => (
              <li key={j}>{inline(it, link)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
