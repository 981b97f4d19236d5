import type { Verdict } from './check';

/**
 * Whether a prediction was right, by the step's check: an answer is right when what it expects of
 * the check (its `ifCheck`) is what the check computed on the run. The one rule for every place
 * that marks a prediction (the verdict line, the answer's ✓/✗, the folded sheet, the lesson's
 * ending), so that "Your prediction" is never marked apart from the check shown beside it (issue
 * 37 item 2: ✗ on the prediction beside ✓ on the claim it had predicted).
 */
export function predictionRight(ifCheck: 'pass' | 'fail', verdict: Pick<Verdict, 'pass'>): boolean {
  return ifCheck === (verdict.pass ? 'pass' : 'fail');
}

/** What a prediction's verdict says, right or not: "Your prediction: right." / "Your prediction: not this one." */
export const PREDICTION_OUTCOME_WORDS = { right: 'right', wrong: 'not this one' } as const;

export const predictionOutcomeWords = (right: boolean): string => (right ? PREDICTION_OUTCOME_WORDS.right : PREDICTION_OUTCOME_WORDS.wrong);
