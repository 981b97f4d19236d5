import { useEffect } from 'react';
import type { Scenario } from '../../sim-core';
import { checkSweep } from '../../lessons/check';
import { describeEdits } from '../../lessons/edit-notes';
import { results } from '../results/results-store';
import { IDLE, stepKey, useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { currentLesson, runLessonCheck } from './lesson-controller';

/**
 * A step's challenge is checked by itself once a run the student changed has finished: a phone
 * trial's edit met both goals, and the panel still said "You have not tried this step's challenge
 * yet", its "Check challenge" out of sight below the Hint (phone trial 10:30, step 23). The button
 * stays, to check again. Not for a challenge judged over a sweep of runs (many simulations, only on
 * request), nor while the step's prediction is still open (the challenge is withheld until then),
 * nor on the step's own set-up (nothing tried yet).
 */
let unedited: Scenario | null = null;

/**
 * The scenario the student last made by editing, and the step they were on: only a run of it is
 * theirs to check. A run loaded by the lesson itself differs from the step too: back from another
 * step's A/B ("Back to step 3 →"), step 3 was current while step 2's finished run was still the
 * scenario, and the challenge said "✗ Does not hold on your run" to a student who had changed
 * nothing (phone trial 11:30, steps 24–25).
 */
let editedOn: { scenario: Scenario; step: string } | null = null;

/** Notes a scenario the student edited on the current step (useChallengeCheckedOnEdit keeps it called). */
export function noteStudentEdit(): void {
  const sc = useScenarioStore.getState();
  const c = currentLesson();
  if (sc.changedBy !== 'edit' || sc.valid === null || !c) return;
  if (editedOn?.scenario === sc.valid) return;
  editedOn = { scenario: sc.valid, step: stepKey({ id: c.lesson.id, step: c.index }) };
}

export function challengeToCheck(): boolean {
  const c = currentLesson();
  const test = c?.step.challenge?.test;
  if (!c || !test || checkSweep(test)) return false;
  const ls = useLessonStore.getState();
  if (ls.ending) return false;
  const skey = stepKey({ id: c.lesson.id, step: c.index });
  if (c.step.prediction && ls.choices[skey] === undefined) return false;
  const sc = useScenarioStore.getState();
  const run = results.current;
  if (!sc.valid || !run?.done || run.scenario !== sc.valid) return false;
  if (sc.changedBy !== 'edit' || editedOn?.scenario !== sc.valid || editedOn.step !== skey) return false;
  const work = ls.work[`${skey}:challenge`] ?? IDLE;
  // Once per run: the verdict already on it, or being worked out, stays.
  if (work.status === 'running' || work.scenario === sc.valid) return false;
  // The step's check running over a sweep shares the lesson's workers with a passed challenge's
  // comparison run (lesson-controller.ts setBeside): the challenge waits for it.
  if ((ls.work[`${skey}:check`] ?? IDLE).status === 'running') return false;
  // The step's own set-up, once found so, is not compared with the step again at every store change.
  if (sc.valid === unedited) return false;
  if (describeEdits(c.step, sc.valid, sc.preset).kind !== 'none') return true;
  unedited = sc.valid;
  return false;
}

/** While a lesson is open: check the step's challenge whenever challengeToCheck says so (a run finished, a check ended, an answer given). */
export function useChallengeCheckedOnEdit(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const maybe = () => {
      if (challengeToCheck()) void runLessonCheck('challenge');
    };
    const offEdits = useScenarioStore.subscribe((s, prev) => {
      if (s.valid !== prev.valid) noteStudentEdit();
    });
    const offRuns = results.subscribe(maybe);
    const offLesson = useLessonStore.subscribe(maybe);
    maybe();
    return () => {
      offEdits();
      offRuns();
      offLesson();
    };
  }, [open]);
}
