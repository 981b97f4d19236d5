import { Fragment, type ReactNode } from 'react';
import { parseMarkup, type Inline } from '../../lessons/markup';
import { PaperSays } from '../components/PaperSays';

/** Lesson text rendered from its parsed tree as React elements (never as HTML). */
function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children)}</em>;
      case 'button':
        // A button's name, set as the player sets its buttons' names (bold), so it reads as the button.
        return (
          <strong key={i} className="button-name">
            {n.text}
          </strong>
        );
      case 'paper':
        return <PaperSays key={i}>{inline(n.children)}</PaperSays>;
      case 'link':
        return (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
            {inline(n.children)}
          </a>
        );
    }
  });
}

export function Markup({ text, inlineOnly = false }: { text: string; inlineOnly?: boolean }) {
  const blocks = parseMarkup(text);
  if (inlineOnly) return <>{blocks.flatMap((b, i) => (b.type === 'p' ? [<Fragment key={i}>{inline(b.children)}</Fragment>] : b.items.map((it, j) => <Fragment key={`${i}-${j}`}>{inline(it)} </Fragment>)))}</>;
  return (
    <>
      {blocks.map((b, i) =>
        b.type === 'p' ? (
          <p key={i}>{inline(b.children)}</p>
        ) : (
          <ul key={i}>
            {b.items.map((it, j) => (
              <li key={j}>{inline(it)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
