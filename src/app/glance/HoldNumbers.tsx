import type { ReactNode } from 'react';
import { useNumbersHeld } from '../results/numbers-held';
import { useViewStore } from '../state/view-store';
import { useHeldWords } from '../heading/neutral-title';

/** What a reader does meanwhile, said after what is held, outside presentation (whose strip says only what is held). */
const PREDICT_FIRST = 'make your prediction, then play the run.';

/**
 * In place of held-back figures (a predict-first student link, numbers-held.ts): what is held and
 * when it comes, and a way to see the numbers at once (a student who has predicted, a reader who
 * opened the link by mistake): the option is presentation's, so the normal view has no other switch.
 */
export function NumbersHeldNote() {
  return (
    <p className="numbers-held muted" data-testid="numbers-held">
      <span>
        {useHeldWords()}: {PREDICT_FIRST}
      </span>
      <button type="button" className="link" data-testid="show-numbers-now" onClick={() => useViewStore.getState().setNumbersAtEnd(false)}>
        Show the numbers now
      </button>
    </p>
  );
}

/**
 * Its children (a panel of figures), or while the numbers are held a panel of the same heading,
 * class and test id holding the note: the jump links ("All numbers ↓") still land on it.
 */
export function HoldNumbers({ panel, children }: { panel: { heading: string; className: string; testId: string }; children: ReactNode }) {
  if (!useNumbersHeld()) return <>{children}</>;
  return (
    <section className={panel.className} data-testid={panel.testId} data-held="yes" aria-label={panel.heading}>
      <h2>{panel.heading}</h2>
      <NumbersHeldNote />
    </section>
  );
}
