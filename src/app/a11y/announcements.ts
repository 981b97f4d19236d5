import { predictionVerdictWords } from '../lessons/prediction-verdict-words';
import { numbersHeldNow } from '../results/numbers-held';
import { presetTitle } from '../../scenario-edit/catalog';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { compareSettled } from '../compare/compare-controller';
import { compareResults } from '../results/ab-results';
import { effectiveBQueue } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';
import { latestRunId, runPending } from '../controller/run-controller';
import { findLesson } from '../../lessons/built-in';
import { conditionsWords } from '../../lessons/check-words';
import { resultsVeiled } from '../state/results-veiled';
import { stepKey, useLessonStore } from '../state/lesson-store';
import { results } from '../results/results-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { sweepRun } from '../sweep/sweep-run';
import { MODE_LABELS } from '../state/mode-labels';
import { usePlaybackStore } from '../state/playback-store';
import { announce } from '../state/announcer';
import { movedBySlider } from '../playback/slider-moves';
import { onShortcutLeftToControl } from '../controller/keyboard';
import { playbackSettledText, playbackSnapshot } from './playback-words';
import { compareFinishedText, runFinishedText, sweepProgressText, VEILED_RUN_TEXT } from './announcement-text';

/**
 * A result is said once it has settled: this long after the newest run finished with no newer
 * run started (a slider drag starts a run per step; only the last is said).
 */
export const SETTLE_MS = 700;

/**
 * Playback is said this long after its last key or button (a held → says where it stopped,
 * once); as long as a run's settling, so a run finished just before is said first, not after.
 */
export const PLAYBACK_SETTLE_MS = SETTLE_MS;

/** "0 to 12.5 s": a zoom window in the words the live region says. */
export function zoomText(zoom: readonly [number, number] | null, end: number): string {
  return zoom ? `Zoom: the plots show ${zoom[0].toFixed(1)} to ${zoom[1].toFixed(1)} s of ${end.toFixed(1)} s. Z or "Whole run" shows all of it.` : `Zoom reset: the plots show the whole run, 0 to ${end.toFixed(1)} s.`;
}

/**
 * What the live region says, from the stores' changes: a run or an A/B pair finished, a preset
 * loaded, the mode changed, a lesson verdict, a sweep's progress and end. While a lesson step
 * waits for a prediction nothing with a figure is said.
 */
export function installAnnouncements(): () => void {
  let timer: number | undefined;
  let saidRun = -1;
  let saidPair = '';
  const settleThenSay = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(sayRun, SETTLE_MS);
  };
  const sayRun = () => {
    // The landing page runs the sandbox's scenario underneath: its result, said before the student
    // chose anything, had no context and gave a lesson's answer away (screen-reader trial,
    // 2026-11-28). It is said when the workspace opens.
    if (useLessonStore.getState().landing) return;
    const run = results.current;
    if (!run?.done || !run.summary || run.halted || runPending() || run.runId !== latestRunId()) return;
    const compare = useViewStore.getState().mode === 'compare';
    if (compare) {
      const b = compareResults.current;
      if (!compareSettled() || !b?.summary) return;
      const pair = `${run.runId}/${b.runId}`;
      if (pair === saidPair) return;
      saidPair = pair;
      saidRun = run.runId;
      if (resultsVeiled()) return announce(VEILED_RUN_TEXT);
      const scenario = useScenarioStore.getState().valid ?? useScenarioStore.getState().draft;
      const qa = getBottleneck(scenario)?.queue;
      const qb = effectiveBQueue(scenario, useCompareStore.getState().bQueue);
      announce(compareFinishedText(run.summary, b.summary, qa ? describeQueue(qa) : 'yours', qb ? describeQueue(qb) : 'the other queue'));
      return;
    }
    if (run.runId === saidRun) return;
    saidRun = run.runId;
    announce(resultsVeiled() ? VEILED_RUN_TEXT : runFinishedText(run.summary));
  };
  let sweepQuarter = -1;
  // Playback, said once it settles after a key or a button (play, pause, a step, Home, End, a
  // speed), never per frame; the scrub slider and the speed list say their own values. Opening an
  // event used to cut the plots short with nothing said (screen-reader trial, 2026-11-28), and the
  // playback keys were silent (trial 4).
  let cursorTimer: number | undefined;
  let saidPlayback = playbackSnapshot(usePlaybackStore.getState());
  const sayPlayback = () => {
    const now = playbackSnapshot(usePlaybackStore.getState());
    const text = useLessonStore.getState().landing ? null : playbackSettledText(saidPlayback, now);
    saidPlayback = now;
    if (text) announce(text);
  };
  const unsubs = [
    // A letter shortcut left to a focused button says why, and which button does the same.
    onShortcutLeftToControl(announce),
    usePlaybackStore.subscribe((s, prev) => {
      // Frames of playback move the cursor: only a start, a stop or a speed is news then.
      if (s.playing === prev.playing && s.speed === prev.speed && (s.playing || s.cursor === prev.cursor)) return;
      window.clearTimeout(cursorTimer);
      if (movedBySlider()) {
        // Said by the control that made it; a later move by something else is said from here.
        saidPlayback = playbackSnapshot(s);
        return;
      }
      cursorTimer = window.setTimeout(sayPlayback, PLAYBACK_SETTLE_MS);
    }),
    results.subscribe(() => {
      if (results.current?.done) settleThenSay();
    }),
    compareResults.subscribe(() => {
      if (compareResults.current?.done) settleThenSay();
    }),
    useScenarioStore.subscribe((s, prev) => {
      if (s.preset === prev.preset || s.preset === null) return;
      // A demo or lesson step opened from elsewhere is said by its heading, which takes focus.
      const ls = useLessonStore.getState();
      const step = ls.place ? findLesson(ls.place.id)?.steps[ls.place.step - 1] : undefined;
      if (ls.landing || step?.scenario.preset === s.preset) return;
      announce(`Preset loaded: ${presetTitle(s.preset)}. Running…`);
    }),
    useViewStore.subscribe((s, prev) => {
      if (s.mode !== prev.mode) {
        announce(`${MODE_LABELS[s.mode]} mode.`);
        // The A/B pair is said again in Compare even when A's run was said in Explore.
        saidPair = '';
        settleThenSay();
      }
      if (s.presenting !== prev.presenting) announce(s.presenting ? 'Presentation mode. Escape leaves it.' : 'Left presentation mode.');
      // Applied from the fields, swept on the overview strip, or reset with Z: the new reach is
      // said (applying it used to be silent).
      if (s.zoom !== prev.zoom && (s.zoom === null || prev.zoom === null || s.zoom[0] !== prev.zoom[0] || s.zoom[1] !== prev.zoom[1])) {
        announce(zoomText(s.zoom, usePlaybackStore.getState().end));
      }
    }),
    useLessonStore.subscribe((s, prev) => {
      if (prev.landing && !s.landing) settleThenSay();
      // Back on the landing page, what was said about the run left behind ("Table of … opened")
      // must not be read there (screen-reader trial 3): the region is emptied, nothing pending.
      if (!prev.landing && s.landing) {
        window.clearTimeout(timer);
        window.clearTimeout(cursorTimer);
        announce('');
      }
      // Answering lifts the veil: the run that was withheld is said now.
      if (resultsVeiled(prev) && !resultsVeiled(s)) {
        saidRun = -1;
        saidPair = '';
      }
      // A step that asks a prediction opened: what was said of the run before it ("Your prediction
      // matches the run: Mean queue 5.8 packets") is not left in the region to be read under the
      // veil (bloat-2045, "Also noticed"); its own run is said veiled when it finishes.
      if (!resultsVeiled(prev) && resultsVeiled(s)) announce('');
      if (!s.place) return;
      const skey = stepKey(s.place);
      const j = s.judged[skey];
      if (j && j !== prev.judged[skey]) {
        announce(`${predictionVerdictWords(j, false, numbersHeldNow())} The results are shown; the explanation follows the question.`);
        settleThenSay();
        return;
      }
      const step = findLesson(s.place.id)?.steps[s.place.step - 1];
      for (const kind of ['check', 'challenge'] as const) {
        const w = s.work[`${skey}:${kind}`];
        if (!w || w === prev.work[`${skey}:${kind}`] || w.status !== 'done' || prev.work[`${skey}:${kind}`]?.status === 'done') continue;
        // The first check after a prediction is said with the prediction's verdict above.
        if (kind === 'check' && step?.prediction && !prev.judged[skey]) continue;
        const v = w.verdict!;
        const name = kind === 'check' ? 'Check' : 'Challenge';
        // With each failed condition's own figure and bound, as the sheet's line says them (bloat-2045 C6).
        const words = conditionsWords(w.conditions ?? []);
        announce(`${name}: ${!v.measurable ? 'not measurable on this run' : v.pass ? 'holds on your run' : 'does not hold on your run'}${words ? `: ${words}` : ''}.`);
      }
    }),
    sweepRun.subscribe(() => {
      const { status, done, total } = sweepRun;
      if (status === 'running') {
        const q = total > 0 ? Math.floor((4 * done) / total) : 0;
        if (done === 0 && sweepQuarter !== 0) announce(`Sweep started: ${total} runs.`);
        else if (q !== sweepQuarter && q > 0 && q < 4) announce(sweepProgressText(done, total));
        sweepQuarter = q;
        return;
      }
      if (sweepQuarter === -1) return;
      sweepQuarter = -1;
      if (status === 'done') announce(`Sweep finished: ${done} runs. The results table and figures are below the settings.`);
      else if (status === 'cancelled') announce(`Sweep cancelled after ${done} of ${total} runs.`);
      else if (status === 'error') announce(`Sweep stopped: ${sweepRun.error ?? 'a run failed'}.`);
    }),
  ];
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(cursorTimer);
    for (const u of unsubs) u();
  };
}
