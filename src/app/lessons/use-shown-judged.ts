import { useMemo } from 'react';
import type { Step } from '../../lessons/schema';
import { IDLE, useLessonStore, type Judged } from '../state/lesson-store';
import { shownPredictionRight } from './prediction-verdict-words';

/**
 * A step's judged prediction as the panel shows it: `matched` by the check on screen when that
 * check judged the same run (shownPredictionRight), so the verdict line, the answer's mark and the
 * folded sheet's peek agree with the check's ✓/✗ beside them. Undefined before it is judged.
 */
export function useShownJudged(skey: string, step: Step | undefined): Judged | undefined {
  const judged = useLessonStore((s) => s.judged[skey]);
  const choice = useLessonStore((s) => s.choices[skey]);
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  return useMemo(() => {
    const chosen = choice === undefined ? undefined : step?.prediction?.choices[choice];
    if (!judged || !chosen) return judged;
    const matched = shownPredictionRight(chosen.ifCheck, judged, work);
    return matched === judged.matched ? judged : { ...judged, matched };
  }, [judged, choice, work, step]);
}
