import { Fragment, type ReactNode } from 'react';
import { splitPaperMarks } from '../../scenario-edit/paper-marks';

/**
 * A published study's figures, set apart from the run's (paper-marks.ts): a tag and a tinted,
 * left-ruled passage. Its words already begin "In the paper, …", which is what a screen reader
 * says; the tag is for the eye only.
 */
export function PaperSays({ children }: { children: ReactNode }) {
  return (
    <span className="paper-says" data-testid="paper-says">
      <span className="paper-tag" aria-hidden="true">
        published
      </span>{' '}
      {children}
    </span>
  );
}

/** A preset's description with its marked passages set apart. */
export function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {splitPaperMarks(text).map((p, i) => (p.paper ? <PaperSays key={i}>{p.text}</PaperSays> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}
