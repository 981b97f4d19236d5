import type { ReactNode } from 'react';
import type { ResultsStore } from '../results/results-store';
import { useNumbersHeld } from '../state/numbers-held';
import { useViewStore } from '../state/view-store';

/** Said where figures are held back until the replay ends, outside presentation (whose strip has its own line). */
export const NUMBERS_HELD_WORDS = 'Numbers at the end of the replay: make your prediction, then play the run.';

/**
 * In place of held-back figures (a predict-first student link, numbers-held.ts): what is held and
 * when it comes, and a way to see the numbers at once (a student who has predicted, a reader who
 * opened the link by mistake): the option is presentation's, so the normal view has no other switch.
 */
export function NumbersHeldNote() {
  return (
    <p className="numbers-held muted" data-testid="numbers-held">
      <span>{NUMBERS_HELD_WORDS}</span>
      <button type="button" className="link" data-testid="show-numbers-now" onClick={() => useViewStore.getState().setNumbersAtEnd(false)}>
        Show the numbers now
      </button>
    </p>
  );
}

/**
 * Its children (a panel of figures), or while the numbers are held for `stores`' runs a panel of the
 * same heading, class and test id holding the note: the jump links ("All numbers ↓") still land on it.
 */
export function HoldNumbers({ stores, panel, children }: { stores: readonly (ResultsStore | undefined)[]; panel: { heading: string; className: string; testId: string }; children: ReactNode }) {
  if (!useNumbersHeld(stores)) return <>{children}</>;
  return (
    <section className={panel.className} data-testid={panel.testId} data-held="yes" aria-label={panel.heading}>
      <h2>{panel.heading}</h2>
      <NumbersHeldNote />
    </section>
  );
}
