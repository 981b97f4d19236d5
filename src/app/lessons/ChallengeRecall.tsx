import { useMemo } from 'react';
import type { Step } from '../../lessons/schema';
import { challengeRecallLine } from '../../lessons/challenge-recall';
import { stepKey, useLessonStore } from '../state/lesson-store';

/**
 * Under a step's text that takes up an earlier challenge's setting: the student's own passing value
 * beside the step's (lessons/challenge-recall.ts; bloat-0055 confusion 10). Nothing before they pass.
 */
export function ChallengeRecall({ lessonId, step }: { lessonId: string; step: Step }) {
  const recall = step.recallsChallenge;
  const work = useLessonStore((s) => (recall ? s.work[`${stepKey({ id: lessonId, step: recall.step })}:challenge`] : undefined));
  const passed = work?.status === 'done' && work.verdict?.pass ? work.scenario : null;
  const line = useMemo(() => challengeRecallLine(step, passed), [step, passed]);
  return line ? (
    <p className="hint challenge-recall" data-testid="challenge-recall">
      {line}
    </p>
  ) : null;
}
