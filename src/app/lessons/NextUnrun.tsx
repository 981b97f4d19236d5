import { goToPrediction } from './ResultsVeil';

/** The words of the line Next shows on a step whose run is still covered (one definition, e2e reads it). */
export const NEXT_UNRUN_WORDS = {
  said: 'You have not run this step yet: its prediction is unanswered, so its run is still covered.',
  goTo: 'Answer the question',
  again: 'or press Next again to skip it.',
} as const;

/**
 * Said above Next when it is pressed on a step whose prediction is unanswered, instead of moving
 * on: a student moved past a step without ever seeing its run (bloat8, item 7). Not a block:
 * Next pressed again moves on (a lecturer or a keyboard user may skip on purpose), and the N key
 * moves freely. A status region, so a screen reader says it where focus stays, on Next, which
 * it also describes.
 */
export function NextUnrun({ id }: { id: string }) {
  return (
    <p className="hint next-unrun" id={id} role="status" data-testid="next-unrun">
      <span>{NEXT_UNRUN_WORDS.said}</span>{' '}
      <button type="button" className="link" data-testid="next-unrun-go" onClick={goToPrediction}>
        {NEXT_UNRUN_WORDS.goTo}
      </button>{' '}
      <span>{NEXT_UNRUN_WORDS.again}</span>
    </p>
  );
}
