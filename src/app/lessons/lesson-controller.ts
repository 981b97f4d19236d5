import { judgedFigureWords } from '../../lessons/judged-figure';
import { predictionRight } from '../../lessons/prediction-outcome';
import { checkConditions } from '../../lessons/check-words';
import { checkSweep, evaluateCheck, type Check, type SweepPoint, type Verdict } from '../../lessons/check';
import { findLesson } from '../../lessons/built-in';
import { checkJobs } from '../../lessons/run-check';
import { besideLine, besideScenario } from '../../lessons/beside-on-pass';
import { seedScenarios, seedsLine } from '../../lessons/challenge-seeds';
import { jitterFor } from '../sweep/sweep-configs';
import { describeEdits, type EditSummary } from '../../lessons/edit-notes';
import { stepScenario, type Lesson, type Step } from '../../lessons/schema';
import type { Scenario, SimResult } from '../../sim-core';
import { jobFailure } from '../results/run-problem';
import { jobAnswerBoundMs } from '../sweep/job-bound';
import { supervisedRunner, type SupervisedRunner } from '../sweep/supervised-runner';
import { results } from '../results/results-store';
import { runPool, type PoolHandle } from '../sweep/job-pool';
import { sweepWorkerCount } from '../sweep/sweep-run';
import { INSTANT, usePlaybackStore } from '../state/playback-store';
import { saidByControl } from '../playback/slider-moves';
import { useCompareStore } from '../state/compare-store';
import { scenarioB } from '../state/compare-scenario';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { IDLE, stepKey, useLessonStore, type CheckWork } from '../state/lesson-store';
import { perFlowLine } from '../../headlines/per-flow-line';
import { delayPartsLine, queueInWindow, type QueueInWindow } from '../../lessons/delay-parts';
import { currentShareLink } from '../controller/run-controller';
import { markFinished, markStepDone, markWhere, markClosed } from './lesson-progress';
import { challengeTurn, type JudgedChallenge } from './challenge-turn';

/** Each step's last judged challenge (its verdict and run), so a verdict that turns can say why (challenge-turn.ts). */
const lastChallenge = new Map<string, JudgedChallenge>();

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

/**
 * Open a lesson at a step (1-based): the workspace shows that step's scenario. `keepFold`: a
 * folded phone sheet stays folded (Back), else the step opens unfolded.
 */
export function openStep(id: string, step: number, keepFold = false): boolean {
  const lesson = findLesson(id);
  const s = lesson?.steps[step - 1];
  if (!lesson || !s) return false;
  const built = stepScenario(s);
  if (!built.ok) return false;
  cancelChecks();
  const ls = useLessonStore.getState();
  ls.setPlace({ id, step }, keepFold);
  ls.setEnding(false);
  ls.setLanding(false);
  const view = useViewStore.getState();
  view.setMode('explore');
  view.setZoom(null);
  view.setSeqFlow(s.views.seqFlow ?? -1);
  // A step shows its whole run: a playback cursor left partway through the last step (a student
  // who opened an event) cut the new step's plots short with nothing saying so (trial, 2026-11-28).
  // Said by the step's heading, which takes focus, not as a playback change.
  saidByControl(() => usePlaybackStore.getState().setSpeed(INSTANT));
  // A/B starts from the step's own scenario: an A pinned (or a B queue chosen) in another lesson
  // made the next lesson's "compare in A/B" a comparison with the old preset (phone trial, 2026-11-29).
  const compare = useCompareStore.getState();
  compare.setPinA(null);
  compare.setBQueue(null);
  useScenarioStore.getState().loadScenario(built.scenario, s.scenario.preset, { id, step });
  rememberWhere();
  // A new step starts at the top of the page: left scrolled from the last step, its question and
  // the veil's "make your prediction first" were out of sight (trial, 2026-11-26).
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  return true;
}

/**
 * Load the open step's own scenario again, over the student's edit of it, without leaving the step
 * or forgetting its answers (the panel's "Back to this step's scenario", StepEditedBanner.tsx).
 */
export function restoreStepScenario(): boolean {
  const c = currentLesson();
  if (!c) return false;
  const built = stepScenario(c.step);
  if (!built.ok) return false;
  useScenarioStore.getState().loadScenario(built.scenario, c.step.scenario.preset, { id: c.lesson.id, step: c.index });
  return true;
}

/**
 * Next / Back. Next on the last step opens the lesson's ending; Back from the ending returns to
 * the last step (the scenario stays as the student left it).
 */
export function moveStep(delta: number): void {
  const c = currentLesson();
  if (!c) return;
  const ls = useLessonStore.getState();
  if (ls.ending) {
    if (delta < 0) ls.setEnding(false);
    return;
  }
  const n = c.index + delta;
  // A step with nothing to run (no check, no challenge) is done once read through to the next.
  if (delta > 0 && !c.step.check && !c.step.challenge) markStepDone(c.lesson.id, c.index);
  if (n >= 1 && n <= c.lesson.steps.length) {
    const inAB = useViewStore.getState().mode === 'compare';
    if (!openStep(c.lesson.id, n, delta < 0) || !inAB) return;
    // Moving on from Compare A/B stays there when the step can be compared as A/B opens for it (its
    // queue has a counterpart): a phone trial's "Next →" from A/B landed in Explore with nothing
    // said (phone trial 23:10, s29). Otherwise Explore, and the sheet says so.
    if (hasAbCounterpart(c.lesson.steps[n - 1])) useViewStore.getState().setMode('compare');
    else useLessonStore.getState().setLeftCompare(true);
  } else if (n > c.lesson.steps.length) {
    cancelChecks();
    ls.setNotesOpen(false);
    ls.setEnding(true);
    // The ending is the lesson's conclusion: on a folded phone sheet, Finish only relabelled the
    // sheet's head "Finished" and the conclusion stayed out of sight (phone trial 05:10, step 30).
    ls.setCollapsed(false);
    markFinished(c.lesson.id);
  }
}

/** Said on the sheet when Next / Back from Compare A/B opens a step without an A/B counterpart. */
export const OPENS_IN_EXPLORE = 'This step opens in Explore.';

/** Whether A/B can compare a step's scenario as it opens for it: B the counterpart of its queue (compare-scenario.ts). */
export function hasAbCounterpart(step: Step): boolean {
  const built = stepScenario(step);
  return built.ok && scenarioB(built.scenario, null, step.scenario.preset).ok;
}

/** The place and the student's edits, kept for the home page's "Continue" (lesson-progress.ts). */
function rememberWhere(): void {
  const c = currentLesson();
  if (c && typeof location !== 'undefined') markWhere(c.lesson.id, c.index, new URL(currentShareLink()).hash);
}

/** A step's work is done once its check has run and its challenge (if any) is met. */
function noteStepWork(c: { lesson: Lesson; step: Step; index: number }): void {
  const work = useLessonStore.getState().work;
  const key = stepKey({ id: c.lesson.id, step: c.index });
  const checked = !c.step.check || work[`${key}:check`]?.status === 'done';
  const met = !c.step.challenge || work[`${key}:challenge`]?.verdict?.pass === true;
  if (checked && met) markStepDone(c.lesson.id, c.index);
}

/** The student answers the step's prediction: the veil lifts and the check runs on their run. */
export function answerPrediction(choice: number): void {
  const c = currentLesson();
  if (!c?.step.prediction || !c.step.check) return;
  const skey = stepKey({ id: c.lesson.id, step: c.index });
  if (useLessonStore.getState().judged[skey]) return;
  useLessonStore.getState().choose(skey, choice);
  void runLessonCheck('check');
}

/** "Try again": the step's prediction is asked afresh (the results are veiled until it is answered). */
export function retryPrediction(): void {
  const c = currentLesson();
  if (!c?.step.prediction) return;
  cancelChecks();
  useLessonStore.getState().forgetAnswer(stepKey({ id: c.lesson.id, step: c.index }));
}

/**
 * Close the lesson and show the lessons (the landing page): the lesson's ×, and its ending's "All
 * lessons and demos". The address follows with a history entry of its own (run-controller.ts),
 * so Back returns to the step.
 */
export function closeLessonToLanding(): void {
  closeLesson();
  useViewStore.getState().setDrawerOpen(false);
  useLessonStore.getState().setLanding(true);
}

/**
 * The lesson's own ×: closed as closeLesson does, and no longer offered first on the home page
 * ("Continue lesson"), as a student who closed it expects; its card keeps "Continue at step N"
 * (trial phone9, finding 5). Leaving by the header's title keeps the offer (goHome).
 */
export function closeLessonByCross(): void {
  const c = currentLesson();
  closeLesson();
  if (c) markClosed(c.lesson.id);
}

export function closeLesson(): void {
  rememberWhere();
  cancelChecks();
  useLessonStore.getState().setEnding(false);
  useLessonStore.getState().setPlace(null);
}

/**
 * The finished run of the scenario now in the editor, waiting for it if it is still running, and
 * that scenario: edited again meanwhile, the run is the newest one's, and so are the check's words.
 */
function currentRunResult(): Promise<{ summary: SimResult; scenario: Scenario }> {
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
        resolve({ summary: run.summary, scenario: valid });
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

type CheckJob = { value: number | null; scenario: Scenario };

let active: { pool: PoolHandle; workers: SupervisedRunner<CheckJob, SimResult>[] } | null = null;

function stopWorkers(): void {
  if (!active) return;
  active.pool.cancel();
  for (const w of active.workers) w.terminate();
  active = null;
}

export function cancelChecks(): void {
  stopWorkers();
}

/** A pool worker for check sweeps: the sweep worker, under the same watchdog as sweeps. */
function spawn(): SupervisedRunner<CheckJob, SimResult> {
  return supervisedRunner<CheckJob, SimResult>(
    () => new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-lesson' }),
    (api, job) => api.runScenario(job.scenario),
    (job) => jobAnswerBoundMs(job.scenario),
    (job, f) => jobFailure(`The check's run${job.value === null ? '' : ` at ${job.value}`}`, job.scenario, f),
  );
}

/**
 * A passed challenge's figure beside another queue's on the student's own link and traffic
 * (challenge.besideOnPass): that run goes to a lesson worker; the verdict is shown meanwhile.
 */
async function setBeside(key: string, step: Step, mine: SimResult): Promise<void> {
  const beside = step.challenge?.besideOnPass;
  const student = useScenarioStore.getState().valid;
  const other = beside && student ? besideScenario(beside, student) : null;
  if (!beside || !other) return;
  const update = (b: CheckWork['beside']) => {
    const w = useLessonStore.getState().work[key];
    if (w?.status === 'done') useLessonStore.getState().setWork(key, { ...w, beside: b });
  };
  update({ status: 'running' });
  // The other queue on the student's link; the caution is said without runs of its own (beside-on-pass.ts, bloat-2235 confusion 8).
  const { outcome, results } = await runOnLessonWorkers([{ value: null, scenario: other }], 1);
  if (outcome.kind === 'cancelled') return update(null);
  const theirs = results.get(other);
  if (outcome.kind === 'error' || !theirs) return update({ status: 'error', error: outcome.kind === 'error' ? outcome.message : 'no run' });
  const line = besideLine(beside, student!, mine, theirs);
  update({ status: 'done', line });
}

/**
 * Runs `jobs` on `workers` fresh lesson workers (stopping any earlier ones), as the active work:
 * each result by its scenario, and how the pool ended. A newer run stops this one (cancelled).
 */
async function runOnLessonWorkers(jobs: CheckJob[], workers: number) {
  stopWorkers();
  const spawned = Array.from({ length: workers }, spawn);
  const results = new Map<Scenario, SimResult>();
  const pool = runPool(jobs, spawned.map((w) => w.run), (result, job) => {
    results.set(job.scenario, result);
  });
  const mine = { pool, workers: spawned };
  active = mine;
  const outcome = await pool.finished;
  if (active === mine) stopWorkers();
  return { outcome, results };
}

/**
 * A passed challenge judged again on the same scenario over the Sweep's first seeds, with the
 * Sweep's variation (lessons/challenge-seeds.ts): one run's pass can be a lucky seed (phone trial
 * 05:10, confusion 11). The runs go to lesson workers, as a check's sweep does; the verdict is
 * shown meanwhile.
 */
async function setSeeds(key: string, check: Check, scenario: Scenario): Promise<void> {
  const update = (s: CheckWork['seeds']) => {
    const w = useLessonStore.getState().work[key];
    if (w?.status === 'done' && w.scenario === scenario) useLessonStore.getState().setWork(key, { ...w, seeds: s });
  };
  update({ status: 'running' });
  const jobs: CheckJob[] = seedScenarios(scenario, jitterFor(scenario)).map((s) => ({ value: null, scenario: s }));
  const { outcome, results: runs } = await runOnLessonWorkers(jobs, Math.min(sweepWorkerCount(), jobs.length));
  if (outcome.kind === 'cancelled') return update(null);
  if (outcome.kind === 'error' || runs.size !== jobs.length) return update({ status: 'error', error: outcome.kind === 'error' ? outcome.message : 'not every run finished' });
  update({ status: 'done', line: seedsLine(check, scenario, jobs.map((j) => runs.get(j.scenario)!), scenario.seed) });
}

/**
 * The shown run's queue in its measurement window, from its recorded series, when that run is of
 * `scenario` (a check's own runs record no series): where the call's longest waits came from
 * (delay-parts.ts).
 */
function recordedQueueInWindow(scenario: Scenario): QueueInWindow | null {
  const run = results.current;
  const q = run?.done && run.scenario === scenario ? run.bottleneck?.data?.queue : undefined;
  const summary = run?.summary;
  if (!q || !summary || q.length === 0) return null;
  return queueInWindow(q.cols.t, q.cols.packets, q.length, summary.window);
}

/** Counts the checks started, so that a check's follow-up runs do not stop a newer check's workers. */
let generation = 0;

/** Evaluate a step's check or challenge on the student's scenario; progress and verdict go to the store. */
export async function runLessonCheck(kind: 'check' | 'challenge'): Promise<void> {
  const c = currentLesson();
  if (!c) return;
  const check: Check | undefined = kind === 'check' ? c.step.check?.test : c.step.challenge?.test;
  if (!check) return;
  const key = `${stepKey({ id: c.lesson.id, step: c.index })}:${kind}`;
  const thisCheck = ++generation;
  const store = useLessonStore.getState();
  const sweep = checkSweep(check);
  const sc = useScenarioStore.getState();
  const scenario = sc.valid;
  const editsOf = (s: Scenario | null): EditSummary => (s ? describeEdits(c.step, s, useScenarioStore.getState().preset) : { kind: 'none' });
  const edits = editsOf(scenario);
  const skey = stepKey({ id: c.lesson.id, step: c.index });
  /** The first verdict after the prediction was answered decides whether it matched. `ran`: the scenario judged (a single run's may be newer than the one asked about). */
  const settle = (verdict: Verdict, runs: number, perFlow: CheckWork['perFlow'] = null, run: SimResult | null = null, ran: { scenario: Scenario | null; edits: EditSummary } = { scenario, edits }) => {
    const ls = useLessonStore.getState();
    const { scenario, edits } = ran;
    const figure = judgedFigureWords(check, scenario, run, verdict);
    const conditions = checkConditions(check, scenario, run, verdict);
    let turn = null;
    if (kind === 'challenge') {
      const side = useViewStore.getState().mode === 'compare' ? (useCompareStore.getState().pinA !== null ? 'B' : 'A') : null;
      turn = challengeTurn({ before: lastChallenge.get(key), pass: verdict.pass, scenario, conditions, side });
      lastChallenge.set(key, { pass: verdict.pass, scenario });
    }
    const addsUp = kind === 'check' && c.step.check?.addsUp && scenario && run ? delayPartsLine(run, scenario, c.step.check.addsUp.flow - 1, recordedQueueInWindow(scenario)) : null;
    ls.setWork(key, { status: 'done', done: runs, total: runs, verdict, error: null, scenario, edits, perFlow, figure, conditions, turn, addsUp });
    const choice = ls.choices[skey];
    const chosen = choice === undefined ? undefined : c.step.prediction?.choices[choice];
    if (kind === 'check' && chosen && !ls.judged[skey]) {
      ls.judge(skey, { matched: predictionRight(chosen.ifCheck, verdict), edits, ...(figure ? { figure } : {}) });
    }
    noteStepWork(c);
  };
  try {
    if (!sweep) {
      store.setWork(key, { ...IDLE, status: 'running', total: 1, scenario, edits });
      const { summary: r, scenario: ran } = await currentRunResult();
      const verdict = evaluateCheck(check, r);
      settle(verdict, 1, perFlowLine(r), r, { scenario: ran, edits: ran === scenario ? edits : editsOf(ran) });
      if (kind === 'challenge' && verdict.pass) {
        await setBeside(key, c.step, r);
        // Not when a newer check started meanwhile (an edit's, then the button's): its workers are the ones running.
        if (generation === thisCheck) await setSeeds(key, check, ran);
      }
      return;
    }
    const base = useScenarioStore.getState().valid;
    if (!base) throw new Error('the scenario has errors; fix them first');
    const jobs = checkJobs(check, base);
    stopWorkers();
    const points: SweepPoint[] = [];
    store.setWork(key, { ...IDLE, status: 'running', total: jobs.length, scenario, edits });
    const n = Math.min(sweepWorkerCount(), jobs.length);
    const spawned = Array.from({ length: n }, spawn);
    const pool = runPool(jobs, spawned.map((s) => s.run), (result, job) => {
      points.push({ value: job.value!, result });
      useLessonStore.getState().setWork(key, { ...IDLE, status: 'running', done: points.length, total: jobs.length, scenario, edits });
    });
    const mine = { pool, workers: spawned };
    active = mine;
    const outcome = await pool.finished;
    if (active === mine) stopWorkers();
    if (outcome.kind === 'cancelled') {
      useLessonStore.getState().setWork(key, IDLE);
      return;
    }
    if (outcome.kind === 'error') throw new Error(outcome.message);
    settle(evaluateCheck(check, null, points), jobs.length);
  } catch (e) {
    useLessonStore.getState().setWork(key, { ...IDLE, status: 'error', error: e instanceof Error ? e.message : String(e), scenario });
  }
}
