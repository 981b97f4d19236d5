import * as Comlink from 'comlink';
import { checkSweep, evaluateCheck, type Check, type SweepPoint } from '../../lessons/check';
import { findLesson } from '../../lessons/catalogue';
import { checkJobs } from '../../lessons/run-check';
import { stepScenario, type Lesson, type Step } from '../../lessons/schema';
import type { SimResult } from '../../sim-core/scenario/result';
import type { Scenario } from '../../sim-core/scenario/schema';
import type { LessonWorkerApi } from '../../worker/lesson.worker';
import { results } from '../results/results-store';
import { runPool, type JobRunner, type PoolHandle } from '../sweep/job-pool';
import { sweepWorkerCount } from '../sweep/sweep-run';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { IDLE, stepKey, useLessonStore } from './lesson-store';

/**
 * Lesson actions, outside React: moving between steps loads the step's scenario into the
 * editor (the run and the link follow as for any edit); checks are evaluated on the run the
 * student has now, or on a sweep around it run in a pool of workers.
 */
export function currentLesson(): { lesson: Lesson; step: Step; index: number } | null {
  const place = useLessonStore.getState().place;
  const lesson = place ? findLesson(place.id) : undefined;
  if (!place || !lesson) return null;
  const step = lesson.steps[place.step - 1];
  return step ? { lesson, step, index: place.step } : null;
}

/** Open a lesson at a step (1-based): the workspace shows that step's scenario. */
export function openStep(id: string, step: number): boolean {
  const lesson = findLesson(id);
  const s = lesson?.steps[step - 1];
  if (!lesson || !s) return false;
  const built = stepScenario(s);
  if (!built.ok) return false;
  cancelChecks();
  const ls = useLessonStore.getState();
  ls.setPlace({ id, step });
  ls.setLanding(false);
  const view = useViewStore.getState();
  view.setMode('explore');
  view.setZoom(null);
  view.setSeqFlow(s.views.seqFlow ?? -1);
  useScenarioStore.getState().loadScenario(built.scenario, s.scenario.preset);
  return true;
}

export function moveStep(delta: number): void {
  const c = currentLesson();
  if (!c) return;
  const n = c.index + delta;
  if (n >= 1 && n <= c.lesson.steps.length) openStep(c.lesson.id, n);
}

export function closeLesson(): void {
  cancelChecks();
  useLessonStore.getState().setPlace(null);
}

/** The finished run of the scenario now in the editor, waiting for it if it is still running. */
function currentRunResult(): Promise<SimResult> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const valid = useScenarioStore.getState().valid;
      if (!valid) {
        reject(new Error('the scenario has errors; fix them first'));
        return true;
      }
      const run = results.current;
      if (results.error && results.error.runId === run?.runId) {
        reject(new Error(results.error.message));
        return true;
      }
      if (run && run.done && run.summary && run.scenario === valid) {
        resolve(run.summary);
        return true;
      }
      return false;
    };
    if (check()) return;
    const unsub = results.subscribe(() => {
      if (check()) unsub();
    });
  });
}

let active: { pool: PoolHandle; workers: Worker[] } | null = null;

function stopWorkers(): void {
  if (!active) return;
  active.pool.cancel();
  for (const w of active.workers) w.terminate();
  active = null;
}

export function cancelChecks(): void {
  stopWorkers();
}

function spawn(): { worker: Worker; run: JobRunner<{ value: number | null; scenario: Scenario }, SimResult> } {
  const worker = new Worker(new URL('../../worker/lesson.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-lesson' });
  const api = Comlink.wrap<LessonWorkerApi>(worker);
  return { worker, run: (job) => api.run(job.scenario) };
}

/** Evaluate a step's check or challenge on the student's scenario; progress and verdict go to the store. */
export async function runLessonCheck(kind: 'check' | 'challenge'): Promise<void> {
  const c = currentLesson();
  if (!c) return;
  const check: Check | undefined = kind === 'check' ? c.step.check?.test : c.step.challenge?.test;
  if (!check) return;
  const key = `${stepKey({ id: c.lesson.id, step: c.index })}:${kind}`;
  const store = useLessonStore.getState();
  const sweep = checkSweep(check);
  const revision = useScenarioStore.getState().revision;
  try {
    if (!sweep) {
      store.setWork(key, { ...IDLE, status: 'running', total: 1, revision });
      const r = await currentRunResult();
      useLessonStore.getState().setWork(key, { status: 'done', done: 1, total: 1, verdict: evaluateCheck(check, r), error: null, revision });
      return;
    }
    const base = useScenarioStore.getState().valid;
    if (!base) throw new Error('the scenario has errors; fix them first');
    const jobs = checkJobs(check, base);
    stopWorkers();
    const points: SweepPoint[] = [];
    store.setWork(key, { ...IDLE, status: 'running', total: jobs.length, revision });
    const n = Math.min(sweepWorkerCount(), jobs.length);
    const spawned = Array.from({ length: n }, spawn);
    const pool = runPool(jobs, spawned.map((s) => s.run), (result, job) => {
      points.push({ value: job.value!, result });
      useLessonStore.getState().setWork(key, { ...IDLE, status: 'running', done: points.length, total: jobs.length, revision });
    });
    const mine = { pool, workers: spawned.map((s) => s.worker) };
    active = mine;
    const outcome = await pool.finished;
    if (active === mine) stopWorkers();
    if (outcome.kind === 'cancelled') {
      useLessonStore.getState().setWork(key, IDLE);
      return;
    }
    if (outcome.kind === 'error') throw new Error(outcome.message);
    useLessonStore.getState().setWork(key, { status: 'done', done: jobs.length, total: jobs.length, verdict: evaluateCheck(check, null, points), error: null, revision });
  } catch (e) {
    useLessonStore.getState().setWork(key, { ...IDLE, status: 'error', error: e instanceof Error ? e.message : String(e), revision });
  }
}
