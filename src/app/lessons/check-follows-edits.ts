import { useEffect } from 'react';
import { checkSweep } from '../../lessons/check';
import { IDLE, stepKey, useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { checkOutdated } from './check-outdated';
import { currentLesson, runLessonCheck } from './lesson-controller';

/**
 * A step's check, once judged on the student's edited run, follows each later edit: it runs
 * again on the new run (its words say "Checking your run…" meanwhile). After a rate changed in
 * Compare A/B, the sheet still said "your edited run: Flow 5 (voice) one-way delay 46.7 ms" of the
 * run before (bloat-1215 step 31). Not a sweep (many runs, only on request), and not a check on
 * the step's own set-up: the first edit marks that one as from the earlier run, to check again.
 */
export function checkToFollow(): boolean {
  const c = currentLesson();
  const test = c?.step.check?.test;
  if (!c || !test || checkSweep(test)) return false;
  const ls = useLessonStore.getState();
  if (ls.ending) return false;
  const work = ls.work[`${stepKey({ id: c.lesson.id, step: c.index })}:check`] ?? IDLE;
  if (work.status !== 'done' || work.edits.kind === 'none') return false;
  const now = useScenarioStore.getState().valid;
  return now !== null && checkOutdated(work.scenario, now);
}

/** While a lesson is open: check the step again whenever checkToFollow says so (the scenario changed). */
export function useCheckFollowsEdits(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    return useScenarioStore.subscribe((s, prev) => {
      if (s.valid !== prev.valid && checkToFollow()) void runLessonCheck('check');
    });
  }, [open]);
}
