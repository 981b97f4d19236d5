import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { findLesson } from '../../lessons/built-in';
import type { Lesson, Step } from '../../lessons/schema';
import { keyBelongsToControl } from '../controller/keyboard';
import { useViewStore } from '../state/view-store';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { describeEdits, editsText } from '../../lessons/edit-notes';
import type { BesideOnPass } from '../../lessons/beside-on-pass';
import { answerPrediction, closeLessonByCross, moveStep, OPENS_IN_EXPLORE, openStep, retryPrediction, runLessonCheck } from './lesson-controller';
import { showInSheet, showTopInSheet } from './sheet-scroll';
import { quietTips } from '../state/tip-quiet';
import { IDLE, stepKey, useLessonStore, type CheckWork, type Judged } from '../state/lesson-store';
import { LessonEnding, nextLesson } from './LessonEnding';
import { ChallengeControls } from './ChallengeControls';
import { StepFind } from './StepFind';
import { LecturerNotes } from './LecturerNotes';
import { FirstMentions, Markup, StepRunEdited } from './Markup';
import { AsideFold } from './AsideFold';
import { StepEditedBanner, useStepEdits } from './StepEditedBanner';
import { firstMentions } from '../../lessons/term-mentions';
import { stepTextsInOrder } from './step-texts-in-order';
import { markupToText } from '../../lessons/markup';
import { CHALLENGE_WORDS, LESSON_BUTTONS, tryThen } from '../../lessons/button-names';
import { checkSweep } from '../../lessons/check';
import { CHALLENGE_SEEDS } from '../../lessons/challenge-seeds';
import { conditionsWords } from '../../lessons/check-words';
import { useChallengeCheckedOnEdit } from './challenge-on-edit';
import { useChallengeInView } from './challenge-in-view';
import { ChallengeRecall } from './ChallengeRecall';
import { useCheckFollowsEdits } from './check-follows-edits';
import { checkOutdated } from './check-outdated';
import { useScenarioStore } from '../state/scenario-store';
import { flowName } from '../util/flow-name';
import { showAbNoteAboveSheet } from './ab-note-above-sheet';
import { StepViews } from './StepViews';
import { LESSON_VIEWS, type LessonView } from '../../lessons/views';
import { EDITOR_VIEWS } from './view-selectors';
import { lookAt, lookAtFlowWords, lookAtTarget, type LookAtZoom } from './look-at-zoom';
import { editedOutcomeOf, VerdictView, verdictHead } from './VerdictView';
import { editedClaimLine } from './edited-finding';
import { judgedBeforeEdit, predictionVerdictWords } from './prediction-verdict-words';
import { useNumbersHeld } from '../results/numbers-held';
import { useShownJudged } from './use-shown-judged';
import { setUpLine } from './set-up-line';
import { AbOfStep, CameFromNote } from './AbOfStep';
import { LESSON_SHEET_QUERY, SHOW_LESSON, useSheetHeight } from './sheet-height';
import { useScrollEdges } from './sheet-edges';
import { answersBelowWords, useAnswersBelow } from './answers-below';
import { useMediaQuery } from '../util/use-media-query';
import { useResultsVeiled } from '../state/results-veiled';
import { announce } from '../state/announcer';
import { NEXT_UNRUN_WORDS, NextUnrun } from './NextUnrun';
import { QueuesTable } from './QueuesTable';
import './lessons.css';

/** N / P move between steps while a lesson is open (the app's other shortcuts stay as they are). */
function useStepKeys(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !useViewStore.getState().shortcutsOn || keyBelongsToControl(e)) return;
      if (e.key === 'n' || e.key === 'N') moveStep(1);
      else if (e.key === 'p' || e.key === 'P') moveStep(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

/** "✓ matches" or "✗ does not match", and why — for the chosen answer and, on request, the others. */
function PredictionFeedback({ step, skey, choice, judged, boxRef }: { step: Step; skey: string; choice: number; judged: Judged; boxRef: RefObject<HTMLDivElement | null> }) {
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  const choices = step.prediction!.choices;
  const chosen = choices[choice];
  // What the run showed when the prediction was judged, and the answers that say so.
  const shown = judged.matched ? chosen.ifCheck : chosen.ifCheck === 'pass' ? 'fail' : 'pass';
  const right = choices.filter((c, i) => i !== choice && c.ifCheck === shown);
  const others = choices.filter((c, i) => i !== choice && c.ifCheck !== shown);
  const latest = work.status === 'done' && work.verdict ? (work.verdict.pass ? 'pass' : 'fail') : null;
  const tryAgain = () => {
    const fieldset = boxRef.current?.closest('fieldset');
    retryPrediction();
    requestAnimationFrame(() => fieldset?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus());
  };
  const flipped = latest !== null && latest !== shown && work.edits.kind !== 'none';
  const sheet = useMediaQuery(LESSON_SHEET_QUERY);
  // Judged on the step's run, with the scenario on screen edited since: the line says which run
  // (bloat-0055 confusion 5: "✗ … 358.3 ms" beside At a glance's 40.7 after Buffer → 20).
  const current = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  const beforeEdit = useMemo(() => judgedBeforeEdit(judged, current ? describeEdits(step, current, preset) : { kind: 'other', what: 'a scenario with errors' }), [judged, step, current, preset]);
  const held = useNumbersHeld();
  const verdictWords = predictionVerdictWords(judged, beforeEdit, held);
  return (
    <div ref={boxRef} tabIndex={-1} className={`prediction-outcome ${judged.matched ? 'pass' : 'fail'}`} data-testid="prediction-outcome" data-matched={judged.matched ? 'yes' : 'no'} data-before-edit={beforeEdit ? 'yes' : 'no'} aria-label={verdictWords} role="group">
      <p className="outcome-line">
        <span aria-hidden="true">{judged.matched ? '✓' : '✗'}</span> {verdictWords}
      </p>
      {/* The step's view, now uncovered, from where the student is: the "Look at" at the step's
            top was scrolled out of sight by the verdict, and a phone's sheet covered the plot it
            named (phone trial 07:10, step 1: fold and ~1 300 px of scrolling to the cwnd plot). On a
            phone's sheet it follows the verdict's line, the first thing in sight; beside the plots
            (a side panel) after the chosen answer's why, which it must not push out of the panel
            (bloat 01:00 s9). */}
      {sheet ? <ViewAfterAnswer step={step} /> : null}
      {judged.edits.kind !== 'none' ? <p className="small">Judged on your edited run ({editsText(judged.edits)}); the explanations are about the step as set up.</p> : null}
      {step.prediction?.afterAnswer ? (
        <div className="why" data-testid="prediction-after-answer">
          <Markup text={step.prediction.afterAnswer} />
        </div>
      ) : null}
      <div className="why" data-testid="prediction-why">
        <p className="why-head">{judged.matched ? 'Why:' : `Why not “${chosen.text}”:`}</p>
        <Markup text={chosen.why} />
        {/* Beside the plots, the step's view follows the answer's why, before its side story: the
            side story's point shows outside its fold (AsideFold), and after it the "Now look at"
            note fell 105 px below the panel at 1366×768 (trial-bloat6, bloat finding 5). */}
        {sheet ? null : <ViewAfterAnswer step={step} />}
        <ChoiceAside choice={chosen} />
      </div>
      {right.map((c) => (
        <div key={c.text} className="why" data-testid="prediction-right-why">
          <p className="why-head">What happens instead — “{c.text}”:</p>
          <Markup text={c.why} />
          <ChoiceAside choice={c} />
        </div>
      ))}
      {others.length ? (
        <details className="other-answers" data-testid="other-answers">
          <summary>Why not the other answers?</summary>
          <ul>
            {others.map((c) => (
              <li key={c.text}>
                <strong>{c.text}:</strong> <Markup text={c.why} inlineOnly />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="try-again-row">
        {/* Asks the question afresh (the answer is remembered across visits, so without this a
            student could never answer again); focus goes to the first answer. */}
        <button type="button" onClick={() => tryAgain()} data-testid="prediction-try-again">
          Try again
        </button>
      </p>
      {flipped ? (
        <p className="stale" data-testid="prediction-edited">
          Your latest check was on your edited run ({editsText(work.edits)}) and gives the other result. Your prediction was judged on the run above; see the check for the edited one.
        </p>
      ) : null}
    </div>
  );
}

/** Under "Now look at …": what to see in the view, one sentence (schema.ts: views.lookFor). */
function LookFor({ step }: { step: Step }) {
  return step.views.lookFor ? (
    <p className="look-for" data-testid="look-for">
      <Markup text={step.views.lookFor} inlineOnly />
    </p>
  ) : null;
}

/** After an answer, the step's view: its "Now look at" and what to look for in it (nothing for a step without a view). */
function ViewAfterAnswer({ step }: { step: Step }) {
  if (!step.views.highlight) return null;
  return (
    <>
      <p className="look-at-row">
        <LookAt view={step.views.highlight} zoom={step.views.zoom} flow={step.views.flow} after />
      </p>
      <LookFor step={step} />
    </>
  );
}

/** An answer's side story: its point in the open, the rest folded (schema.ts: a choice's `aside`; AsideFold). */
function ChoiceAside({ choice }: { choice: NonNullable<Step['prediction']>['choices'][number] }) {
  if (!choice.aside) return null;
  return (
    <AsideFold title={choice.aside.title} text={choice.aside.text} className="why-aside" testId="prediction-why-aside" />
  );
}

/** How long the tips stay quiet after a prediction's verdict has taken Submit's place. */
const VERDICT_SETTLE_MS = 1200;

/**
 * Where a prediction's Submit button goes: a bar of the sheet's own under its scrolling body, not
 * a row stuck over the body. Stuck at the body's bottom edge it covered the last answer whenever
 * the answers ran on behind it (phone trial 04:00, step 8: only "spare" showed below it); in a bar
 * of its own it is always in sight and never over an answer, whatever the body's scroll.
 */
const SubmitSlot = createContext<HTMLElement | null>(null);

function Prediction({ step, skey }: { step: Step; skey: string }) {
  const choice = useLessonStore((s) => s.choices[skey]);
  // Marked as the check beside it judges the run (use-shown-judged.ts), whatever was stored.
  const judged = useShownJudged(skey, step);
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  // The answer being considered: arrows move through the radio group freely; only "Submit
  // answer" commits it (one ArrowDown used to commit an answer and lock the others).
  const [considered, setConsidered] = useState<number | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const p = step.prediction!;
  const answered = choice !== undefined;
  const shown = answered ? choice : considered;
  // Once judged, the verdict's top comes into view and takes focus (the Submit button it replaces
  // is gone; focus says it to a screen reader, after the live region's "matches the run"). Before a
  // layout effect did this, the check's verdict arriving with it scrolled the sheet past the
  // student's own verdict to the Check box (phone and bufferbloat trials, 10:00). An answer
  // remembered from an earlier visit (lesson-answers.ts) opens the step at its top, as any step.
  const judgedBefore = useRef(judged !== undefined);
  useLayoutEffect(() => {
    const fresh = judged !== undefined && !judgedBefore.current;
    judgedBefore.current = judged !== undefined;
    const box = outcome.current;
    if (!fresh || !box) return;
    // The verdict takes Submit's place under a pointer that stays still: the term that lands under
    // it is "entered" and its tip opened, scrolling the sheet to make room under it, past this
    // verdict (look-at.spec, Vegas step 3, clicked with a mouse). Quiet for as long as that lasts.
    quietTips(VERDICT_SETTLE_MS);
    showTopInSheet(box);
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('[data-testid="prediction"]')) box.focus({ preventScroll: true });
  }, [judged]);
  const submit = () => {
    if (considered === null) return;
    // The sheet grown for the answers ("Go to the question") gives the plots their room back: the
    // verdict is read against them (the student's own "Taller" stays).
    if (useLessonStore.getState().sheetSize === 'question') useLessonStore.getState().setSheetSize('peek');
    answerPrediction(considered);
    // The button goes: focus moves to what replaces it (waiting, then the verdict), never to the page.
    requestAnimationFrame(() => {
      const box = outcome.current ?? document.querySelector<HTMLElement>('[data-testid="prediction-waiting"]');
      if (box && (document.activeElement === document.body || document.activeElement === null)) box.focus();
    });
  };
  const questionId = `pred-q-${skey.replace(/[^a-z0-9-]/gi, '-')}`;
  const slot = useContext(SubmitSlot);
  const choicesRef = useRef<HTMLDivElement>(null);
  const { below, total } = useAnswersBelow(choicesRef, !answered);
  const submitRow = (
    <div className="prediction-submit-row" data-testid="prediction-submit-row">
      <button type="button" className="primary" data-testid="prediction-submit" aria-disabled={considered === null} aria-describedby={`${questionId}-hint`} onClick={() => submit()}>
        {LESSON_BUTTONS.submitAnswer}
      </button>
      {below > 0 ? (
        // Answers under the bar are said, and one press brings them all up (the group's top stays in sight where it fits).
        <button type="button" className="link answers-below" data-testid="prediction-answers-below" onClick={() => choicesRef.current && showInSheet(choicesRef.current)}>
          {answersBelowWords(below, total)}
        </button>
      ) : null}
    </div>
  );
  return (
    <fieldset className="prediction" data-testid="prediction" data-answered={answered ? 'yes' : 'no'}>
      {/* Answered, the question is shown as answered: "Predict first" over an answer given on an
          earlier visit read as the answer lost (phone trial 02:20, s17). */}
      <legend data-testid="prediction-legend">{answered ? 'Your prediction' : 'Predict first'}</legend>
      <div id={questionId}>
        <Markup text={p.question} />
      </div>
      <div ref={choicesRef} role="radiogroup" aria-labelledby={questionId} className="choices">
        {p.choices.map((c, i) => (
          <label key={i} className={`choice${judged && choice === i ? (judged.matched ? ' right' : ' wrong') : ''}`}>
            <input
              type="radio"
              name={`pred-${skey}`}
              checked={shown === i}
              disabled={answered}
              onChange={() => setConsidered(i)}
              // The whole answer in sight above the Submit bar, not only its radio (keyboard focus, answers-below.ts).
              onFocus={(e) => showInSheet(e.currentTarget.closest('label') ?? e.currentTarget)}
              data-testid={`prediction-choice-${i}`}
            />{' '}
            {c.text}
          </label>
        ))}
      </div>
      {!answered ? (
        <>
          {slot ? createPortal(submitRow, slot) : submitRow}
          <p className="muted small prediction-hint" id={`${questionId}-hint`} data-testid="prediction-hint">
            {considered === null ? 'Choose an answer, then submit it: the results stay covered until you do, then your run is checked.' : 'Submit your answer to uncover the results and check your run.'}
          </p>
        </>
      ) : null}
      {answered && !judged ? (
        <p className="muted small" data-testid="prediction-waiting" tabIndex={-1}>
          {work.status === 'error' ? 'The check could not run; see below.' : 'Checking your run…'}
        </p>
      ) : null}
      {answered && judged ? <PredictionFeedback step={step} skey={skey} choice={choice} judged={judged} boxRef={outcome} /> : null}
    </fieldset>
  );
}

/** Whether the step still waits for its prediction: what would state the outcome (the check's claim, the challenge) is withheld until then. */
function usePredictionPending(step: Step, skey: string): boolean {
  const hasChoice = useLessonStore((s) => s.choices[skey] !== undefined);
  return step.prediction !== undefined && !hasChoice;
}

/** Said in place of the check's button before the prediction: the prediction's Submit runs it. */
export const CHECK_ON_SUBMIT = 'Submitting your prediction checks this run and shows what was checked.';

function StepCheck({ step, skey }: { step: Step; skey: string }) {
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  const c = step.check!;
  const needsPrediction = usePredictionPending(step, skey);
  // Asked from the "Try:" line: the sheet stays where the student is (the explanation and the Try
  // line stay while the check runs again, and the new verdict does not scroll the sheet to itself),
  // and the outcome is said under the button (bloat trial 07:10, confusion 7: the Try line's button
  // scrolled the panel up to the result, and the student lost their place).
  const [fromTry, setFromTry] = useState(false);
  const shown = work.status === 'done' || (fromTry && work.status === 'running');
  return (
    <section className="lesson-check" aria-label={step.challenge ? 'Check on the step’s set-up' : 'Check'}>
      <h4 data-testid="check-head">{step.challenge ? 'Check on the step’s set-up' : 'Check'}</h4>
      {/* Before the prediction, no greyed button: submitting the prediction runs the check, and a
          disabled "Check my run" left a student wondering whether a second press was needed (phone
          trial 15:40, step 9). The button comes once it does something. */}
      {needsPrediction ? (
        <p className="muted" data-testid="check-withheld">
          {CHECK_ON_SUBMIT}
        </p>
      ) : (
        <Markup text={c.says} />
      )}
      {/* Once checked (the prediction runs the check), the button says it checks again: a student
          took an active "Check my run" beside a shown result for a step still to do. */}
      {needsPrediction ? null : (
      <button
        type="button"
        className="primary"
        disabled={work.status === 'running'}
        onClick={() => {
          setFromTry(false);
          void runLessonCheck('check');
        }}
        data-testid="check-run"
      >
        {work.status === 'done' ? LESSON_BUTTONS.checkRunAgain : LESSON_BUTTONS.checkRun}
      </button>
      )}
      <SetUpLine step={step} skey={skey} work={work} />
      <VerdictView work={work} testId="check-verdict" quiet={fromTry} setUp={c.expect} addsUpFold={c.addsUp?.fold} />
      {shown ? (
        <>
          {step.explanation ? (
            <div className="explanation" data-testid="explanation">
              <h4>What the plots show</h4>
              <Markup text={step.explanation} />
              {step.aside ? (
                <AsideFold title={step.aside.title} text={step.aside.text} className="explanation-aside" testId="explanation-aside" />
              ) : null}
              {step.abOfStep !== undefined ? <AbOfStep step={step.abOfStep} /> : null}
            </div>
          ) : null}
          {/* Its own part under its own heading, its button plain: two alike blue buttons, this one
              and the challenge's just under it, read as one choice (phone trial 15:40, step 15).
              The challenge's is the primary one, in its framed block (lessons.css). */}
          <section className="step-try" aria-label={TRY_HEAD}>
          <h4>{TRY_HEAD}</h4>
          <p className="try">
            <Markup text={c.contrast.note} inlineOnly /> <Markup text={tryThen()} inlineOnly />{' '}
            {/* The button the Try line names, beside it (button-names.ts tryThen): the check's own is at the section's top. */}
            <button
              type="button"
              disabled={work.status === 'running'}
              onClick={() => {
                setFromTry(true);
                void runLessonCheck('check');
              }}
              data-testid="try-check-run"
            >
              {LESSON_BUTTONS.checkEditedRun}
            </button>
          </p>
          {fromTry ? <TryOutcome work={work} setUp={c.expect} /> : null}
          </section>
          {/* The lesson's closing table, revealed with the explanation (so never while the step's results
              are veiled), last: its runs take a while, and arriving above the Try line it pushed the line's
              button and outcome out of the sheet's sight (trial-lesson14 in CI on 52316b9c). */}
          {step.queuesTable ? <QueuesTable table={step.queuesTable} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** The heading of the step's "try an edit" part, apart from "Your challenge". */
const TRY_HEAD = 'Try it: change the run';

/**
 * Under the "Try:" line's button, once pressed: the outcome in one line, on which run, and a way up
 * to the check's figures; the sheet itself stays where the student is.
 */
function TryOutcome({ work, setUp }: { work: CheckWork; setUp: 'pass' | 'fail' }) {
  const line = useRef<HTMLParagraphElement>(null);
  const current = useScenarioStore((s) => s.valid);
  // Only as far as the line itself needs (the button stays in sight above it), never up to the verdict.
  useEffect(() => {
    if (line.current && work.status === 'done') showInSheet(line.current);
  }, [work.status, work.verdict]);
  const see = (from: HTMLElement) => {
    const verdict = from.closest('.lesson-check')?.querySelector<HTMLElement>('[data-testid="check-verdict-edits"], [data-testid="check-verdict"]');
    if (verdict) showTopInSheet(verdict);
  };
  if (work.status === 'running')
    return (
      <p ref={line} className="try-outcome muted" role="status" data-testid="try-outcome" data-state="running">
        Checking your run…
      </p>
    );
  if (work.status !== 'done' || !work.verdict) return null;
  // Words about a run no longer on screen are not said (an edited run's are checked again by
  // themselves: check-follows-edits.ts; a draft with errors has no run to check).
  if (checkOutdated(work.scenario, current))
    return (
      <p ref={line} className="try-outcome muted" role="status" data-testid="try-outcome" data-state="stale">
        You changed the scenario since; check it again.
      </p>
    );
  const edited = work.edits.kind !== 'none' ? editedOutcomeOf(work.verdict, setUp) : null;
  const head = verdictHead(work.verdict, edited);
  // On an edited run the ⇄/✗ is whether the edit did what the Try line expects (a flip: bloat-1130
  // step 29; not a ✓ over a failing claim: bloat trial 17:40, step 27), then whether the claim holds, with the figure and what it needs as the step's own
  // check says them, and how the set-up compares (bloat trial 08:20, confusion 6). Each failed
  // condition with its own figure and bound, the ones that held apart: one "needs" after every
  // figure named the bound that held, or read as another figure's (bloat-2045 C6, C4).
  const conditions = work.conditions ?? [];
  const words = conditionsWords(conditions);
  const mark = edited?.mark ?? (work.verdict.pass ? '✓' : '✗');
  return (
    <p ref={line} className="try-outcome" role="status" data-testid="try-outcome" data-state="done" data-pass={work.verdict.pass ? 'yes' : 'no'} data-flipped={edited ? (edited.flipped ? 'yes' : 'no') : undefined}>
      <strong>
        {work.verdict.measurable ? <span aria-hidden="true">{mark} </span> : null}
        {head}
      </strong>
      {edited ? `. ${editedClaimLine(edited, conditions)}` : words ? `: ${words}` : ''} ({edited || work.edits.kind !== 'none' ? `your edited run: ${editsText(work.edits)}` : 'the step’s run as set up: you have not changed it yet'}).{' '}
      <button type="button" className="link" data-testid="try-outcome-see" onClick={(e) => see(e.currentTarget)}>
        All the check’s figures ↑
      </button>
    </p>
  );
}

/** On a step that also sets a challenge: the check is about the step's own set-up, said with its figure (set-up-line.ts). */
function SetUpLine({ step, skey, work }: { step: Step; skey: string; work: CheckWork }) {
  const choice = useLessonStore((s) => s.choices[skey]);
  if (!step.challenge || work.status !== 'done' || !work.verdict) return null;
  const chosen = choice === undefined ? undefined : step.prediction?.choices[choice];
  const predicted = chosen === undefined ? null : chosen.ifCheck === (work.verdict.pass ? 'pass' : 'fail');
  const line = setUpLine({ step, verdict: work.verdict, figure: work.figure ?? null, edited: work.edits.kind !== 'none', predicted });
  return line === null ? null : (
    <p className="set-up-line" data-testid="check-set-up-line">
      {line}
    </p>
  );
}

function StepChallenge({ step, skey, lessonId }: { step: Step; skey: string; lessonId: string }) {
  const work = useLessonStore((s) => s.work[`${skey}:challenge`] ?? IDLE);
  const pending = usePredictionPending(step, skey);
  const ch = step.challenge!;
  const auto = !checkSweep(ch.test);
  // Checked by itself after an edit (challenge-on-edit.ts), the verdict does not pull the sheet to
  // itself: the student may be reading anywhere; the bar under the sheet says the outcome. Pressed,
  // the button's verdict comes into view as before.
  const [asked, setAsked] = useState(false);
  // The task may name an earlier step's figure and what to aim for, its hint why: under a question
  // still open that gives the answer away (the Vegas lesson's step 3 showed "Step 2's thresholds …
  // gave Vegas about 80 % of Reno's goodput" under its own question; phone trial 20:20).
  if (pending)
    return (
      <section className="lesson-challenge" aria-label="Your challenge">
        <h4 data-testid="challenge-head" tabIndex={-1}>Your challenge</h4>
        <p className="muted" data-testid="challenge-withheld">
          The challenge is shown after your prediction.
        </p>
      </section>
    );
  return (
    <section className="lesson-challenge" aria-label="Your challenge">
      {/* "Your challenge", not "Challenge": the step's own check above it, on the step's set-up, read as the challenge's (phone trial 02:20, s12–s15). */}
      <h4 data-testid="challenge-head" tabIndex={-1}>Your challenge</h4>
      <Markup text={ch.task} />
      {ch.controls?.length ? <ChallengeControls paths={ch.controls} /> : null}
      {/* Under the task, above the Hint: below it, a phone student scrolled past the hint to find it
          (phone trial 10:30, step 24). A run the student changed is checked by itself
          (challenge-on-edit.ts); the button checks again. */}
      <p className="challenge-check-row">
        <button type="button" className="primary" disabled={work.status === 'running'} onClick={() => {
            setAsked(true);
            void runLessonCheck('challenge');
          }} data-testid="check-challenge">
          {LESSON_BUTTONS.checkChallenge}
        </button>{' '}
        {auto ? <span className="muted small" data-testid="challenge-auto-note">{CHALLENGE_WORDS.checkedOnEdit}</span> : null}
      </p>
      {work.status === 'done' && work.turn ? (
        <p className={`challenge-turn ${work.turn.pass ? 'pass' : 'fail'}`} data-testid="challenge-turn">
          {work.turn.words}
        </p>
      ) : null}
      <VerdictView work={work} testId="challenge-verdict" quiet={!asked} />
      {ch.hint ? (
        <details>
          <summary>Hint</summary>
          <Markup text={ch.hint} />
        </details>
      ) : null}
      {work.status === 'done' && work.verdict?.pass ? <p className="done-note" data-testid="challenge-done">Challenge completed. Copy the step link to hand in your settings.</p> : null}
      {work.status === 'done' && work.verdict?.pass && work.seeds ? <SeedsNote seeds={work.seeds} /> : null}
      {work.status === 'done' && work.verdict?.pass && work.beside && ch.besideOnPass ? <BesideOnPassNote beside={work.beside} about={ch.besideOnPass} lessonId={lessonId} /> : null}
    </section>
  );
}

/**
 * Under a passed challenge: what the pass rests on, one run, and how it fares over the Sweep's
 * first seeds (lessons/challenge-seeds.ts; phone trial 05:10, confusion 11: 0.975 passed on one
 * run where the Sweep's median was 0.909), with the Sweep one tap away to see more seeds.
 */
function SeedsNote({ seeds }: { seeds: NonNullable<CheckWork['seeds']> }) {
  if (seeds.status === 'running') return <p className="muted small" data-testid="challenge-seeds" data-state="running">Your pass is one run; checking it over {CHALLENGE_SEEDS} of the Sweep&rsquo;s seeds…</p>;
  if (seeds.status === 'error') return <p className="muted small" data-testid="challenge-seeds" data-state="error">Your pass is one run; checking it over more seeds failed: {seeds.error}</p>;
  return (
    <p className="challenge-seeds" data-testid="challenge-seeds" data-state="done" data-passes={seeds.line.passes}>
      {seeds.line.words}{' '}
      <button type="button" onClick={() => useViewStore.getState().setMode('sweep')} data-testid="challenge-seeds-sweep">
        Open the Sweep →
      </button>
    </p>
  );
}

/**
 * Under a passed challenge: the student's figure beside another queue's on their own link, and
 * the step that says what it means (bloat trial 01:00: a 50-packet FIFO passed, and nothing said
 * the call still waited twice as long as under CoDel).
 */
function BesideOnPassNote({ beside, about, lessonId }: { beside: NonNullable<CheckWork['beside']>; about: BesideOnPass; lessonId: string }) {
  const lesson = findLesson(lessonId);
  const see = lesson?.steps[about.seeStep - 1];
  if (beside.status === 'running') return <p className="muted small" data-testid="challenge-beside" data-state="running">Running {about.name} on your link to compare…</p>;
  if (beside.status === 'error') return <p className="muted small" data-testid="challenge-beside" data-state="error">Could not run {about.name} on your link: {beside.error}</p>;
  const { line } = beside;
  return (
    <div className="challenge-beside" data-testid="challenge-beside" data-state="done">
      <p>
        {line.label} <strong>{line.mine}</strong> on your run, against <strong>{line.theirs}</strong> with {about.name} on the same link.
      </p>
      {line.edge ? <p data-testid="challenge-beside-edge">{line.edge}</p> : null}
      {/* Right under the small FIFO's edge, where "just shrink the buffer" is the honest reading, not after the drops (bloat-2045 C8). */}
      {line.caution ? (
        <p className="challenge-caution" data-testid="challenge-beside-caution">
          <strong>{line.caution}</strong>
        </p>
      ) : null}
      {see ? (
        <p>
          {about.ask}{' '}
          <button type="button" onClick={() => openStep(lessonId, about.seeStep)} data-testid="challenge-beside-step">
            Step {about.seeStep}: {see.title} →
          </button>
        </p>
      ) : null}
      {line.drops ? <p data-testid="challenge-beside-drops">{line.drops}</p> : null}
    </div>
  );
}

function CopyStepLink() {
  const [copied, setCopied] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <>
    <button
      type="button"
      data-testid="copy-step-link"
      onClick={() => {
        const why = shareRefusal();
        setRefused(why);
        if (why === null) void navigator.clipboard?.writeText(currentShareLink()).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      {copied ? 'Link copied' : (
        <>
          Copy link<span className="wide-only"> to this step</span>
        </>
      )}
    </button>
    {refused !== null ? (
      <span className="muted" role="status" data-testid="copy-step-link-refused">
        {refused}
      </span>
    ) : null}
    </>
  );
}

/** One line under the step's title when Next / Back from Compare A/B could not stay there (lesson-controller.ts moveStep). */
function OpensInExplore() {
  const left = useLessonStore((s) => s.leftCompare);
  const explore = useViewStore((s) => s.mode === 'explore');
  return left && explore ? (
    <p className="hint" role="status" data-testid="step-opens-in-explore">
      {OPENS_IN_EXPLORE}
    </p>
  ) : null;
}

/**
 * "Look at" the step's view. While the prediction covers the results, a covered view is named as
 * what to look at once answered, not a button: pressed, it folded a phone's sheet onto a blurred
 * plot (phone trial 04:00, steps 5 and 7). Once answered, the button brings the view into sight
 * whole, folding a phone's sheet out of its way (reveal-view.ts).
 */
function LookAt({ view, zoom, flow: flowNumber, after = false }: { view: LessonView; zoom?: LookAtZoom; flow?: number; after?: boolean }) {
  const veiled = useResultsVeiled();
  // The flow the step speaks of, named as the plots' highlight menu names it (views.flow, numbered from 1).
  const flowNamed = useScenarioStore((s) => (flowNumber === undefined ? undefined : s.draft.flows[flowNumber - 1]?.name));
  const flow = flowNumber === undefined ? null : { index: flowNumber - 1, name: flowName(flowNumber - 1, flowNamed) };
  if (after)
    return (
      <button type="button" className="look-at look-at-after" data-testid="look-at-after-answer" title={flow ? lookAtFlowWords(flow) : undefined} onClick={() => void lookAt(view, zoom, flow)}>
        Now look at: {lookAtTarget(view, zoom)} ↓
      </button>
    );
  if (veiled && !EDITOR_VIEWS.includes(view))
    return (
      <p className="look-at-later muted" data-testid="look-at-later">
        After your answer, look at the {LESSON_VIEWS[view]}.
      </p>
    );
  return (
    <button type="button" className="look-at" data-testid="look-at" title={flow ? lookAtFlowWords(flow) : undefined} onClick={() => void lookAt(view, zoom, flow)}>
      Look at: {lookAtTarget(view, zoom)} ↓
    </button>
  );
}

/** Bring the step's challenge to the top of the sheet and the keyboard to its heading. */
function goToChallenge(from: HTMLElement | null): void {
  const head = from?.closest('.lesson-body')?.querySelector<HTMLElement>('[data-testid="challenge-head"]');
  if (!head) return;
  showTopInSheet(head.closest('section') ?? head);
  head.focus({ preventScroll: true });
}

/**
 * At the top of a step that asks a prediction before its challenge: the challenge is there, and
 * where. The step titled "Challenge: fair and busy" opened with another prediction and its task sat
 * ~1 500 px further down the sheet; a phone student nearly pressed Finish without seeing it
 * (phone trial 07:10, step 15).
 */
function ChallengeAhead() {
  return (
    <p className="hint challenge-ahead" data-testid="challenge-ahead">
      {CHALLENGE_WORDS.ahead}{' '}
      <button type="button" className="link" data-testid="go-to-challenge" onClick={(e) => goToChallenge(e.currentTarget)}>
        {CHALLENGE_WORDS.goTo}
      </button>
    </p>
  );
}

/** The challenge's outcome in the bar once checked (by itself after an edit, or asked), with the way to its figures. */
function ChallengeOutcome({ work }: { work: CheckWork }) {
  const state = work.status === 'running' ? 'running' : work.verdict?.pass ? 'met' : 'not-met';
  const words = CHALLENGE_WORDS[state];
  // A verdict that turned says why (challenge-turn.ts): in the words said and as the button's title;
  // pressed on a folded sheet, the sheet opens at the challenge, where the same words stand.
  const turn = state !== 'running' ? (work.turn ?? null) : null;
  const go = (from: HTMLElement) => {
    const panel = from.closest('.lesson-panel');
    const head = () => goToChallenge(panel?.querySelector<HTMLElement>('.lesson-body [data-testid="challenge-head"]') ?? null);
    if (!panel?.classList.contains('collapsed')) return head();
    useLessonStore.getState().setCollapsed(false);
    requestAnimationFrame(head);
  };
  return (
    <p className="hint challenge-untried challenge-outcome" role="status" data-testid="challenge-status" data-state={state} data-turned={turn ? 'yes' : undefined}>
      <span className="challenge-untried-words">
        {words.long}
        {turn ? ` ${turn.words}` : ''}
      </span>{' '}
      <button type="button" className="link" data-testid="challenge-status-go" title={turn?.words} onClick={(e) => go(e.currentTarget)}>
        <span className="wide-only">{CHALLENGE_WORDS.goTo}</span>
        <span className="narrow-only">{words.short}</span>
      </button>
    </p>
  );
}

/**
 * Beside Next / Finish on a step whose challenge has not been checked: said, not blocking (a
 * student may well skip it), with the way to it. The ending lists it as not tried either way.
 * In the bar's one row on a phone, as a button "Challenge ↓" (the sentence is its row's
 * description, said with Finish): as a strip of its own above the bar, it and the bar left the
 * step's text a fifth of the screen (phone trial 10:30, steps 11–17). Above the buttons elsewhere.
 * Its name is the label shown (no aria-label): "Go to the challenge ↓" named a phone's "Challenge ↓",
 * which a search by its visible word did not find (phone trial 17:40, footnote); the sentence before
 * it is read first, visually hidden on a phone.
 */
function ChallengeUntried({ id }: { id: string }) {
  const strip = useRef<HTMLParagraphElement>(null);
  // With the challenge in sight above, no jump to it: it read "Go to the challenge ↓" under a
  // fully visible challenge box (bloat-0055 confusion 8).
  const inView = useChallengeInView(strip);
  return (
    <p ref={strip} className="hint challenge-untried" id={id} data-testid="challenge-untried" data-challenge-in-view={inView ? 'yes' : 'no'}>
      <span className="challenge-untried-words">{CHALLENGE_WORDS.untried}</span>{' '}
      {inView ? (
        <span className="challenge-in-view" data-testid="challenge-untried-above">
          <span className="wide-only">{CHALLENGE_WORDS.inView.long}</span>
          <span className="narrow-only">{CHALLENGE_WORDS.inView.short}</span>
        </span>
      ) : (
      <button
        type="button"
        className="link"
        data-testid="challenge-untried-go"
        onClick={(e) => goToChallenge(e.currentTarget.closest('.lesson-panel')?.querySelector('.lesson-body [data-testid="challenge-head"]') ?? null)}
      >
        <span className="wide-only">{CHALLENGE_WORDS.goTo}</span>
        <span className="narrow-only">{CHALLENGE_WORDS.goToShort}</span>
      </button>
      )}
    </p>
  );
}

function StepBody({ lesson, step, index }: { lesson: Lesson; step: Step; index: number }) {
  const skey = stepKey({ id: lesson.id, step: index });
  const firsts = useMemo(() => firstMentions(stepTextsInOrder(step), markupToText), [step]);
  const edits = useStepEdits(step);
  return (
    <FirstMentions.Provider value={firsts}>
    <StepRunEdited.Provider value={edits !== null && edits.kind !== 'none'}>
    <div className="lesson-step" data-testid="lesson-step" data-step={index}>
      <h3 data-testid="step-title">{step.title}</h3>
      <OpensInExplore />
      <CameFromNote step={index} />
      <StepEditedBanner step={step} />
      {step.challenge && step.prediction ? <ChallengeAhead /> : null}
      <Markup text={step.text} />
      <ChallengeRecall lessonId={lesson.id} step={step} />
      {step.views.highlight ? <LookAt view={step.views.highlight} zoom={step.views.zoom} flow={step.views.flow} /> : null}
      {/* Keyed by step: the answer being considered must not carry over into the next step's question (a trial found step 3 pre-checked). */}
      {step.prediction ? <Prediction key={skey} step={step} skey={skey} /> : null}
      {step.check ? <StepCheck key={`${skey}:check`} step={step} skey={skey} /> : null}
      {step.challenge ? <StepChallenge step={step} skey={skey} lessonId={lesson.id} /> : null}
      {step.find ? <StepFind step={step} /> : null}
    </div>
    </StepRunEdited.Provider>
    </FirstMentions.Provider>
  );
}

/**
 * A lesson's sheet on a phone folds when the student goes to Compare A/B, from a step or its
 * ending: over A/B's table it hid what A and B were until they found Fold (phone trial 10:30,
 * step 26; after the ending, 20:10 s25). A finished lesson's folds on going to any other mode.
 * Only on a mode change: ▲ opens it again there, and the folded head says the step waits in it.
 */
function useFoldOnLeaving(ending: boolean, setCollapsed: (on: boolean) => void) {
  const mode = useViewStore((s) => s.mode);
  const sheet = useMediaQuery(LESSON_SHEET_QUERY);
  const was = useRef(mode);
  useEffect(() => {
    if (mode !== was.current && sheet && (ending || mode === 'compare')) {
      setCollapsed(true);
      if (mode === 'compare') void showAbNoteAboveSheet();
    }
    was.current = mode;
  }, [mode, ending, sheet, setCollapsed]);
}

/**
 * On a folded sheet, beside its step, where the lesson is: folded into this bar (folded for
 * Compare A/B, the bar read as a title and the lesson as closed; phone trial 10:30, step 26).
 */
/**
 * The folded sheet's peek: the step's prediction verdict, in one line under the head. Folded
 * out of the way of a plot ("Now look at …"), the sheet left the student the plot without the
 * verdict it was to be read against (phone-1130 steps 4–9: the answered sheet covers ~58 % of the
 * screen, so the plots are seen folded). Nothing before the prediction is judged.
 */
function FoldedVerdict({ skey, step }: { skey: string; step: Step | undefined }) {
  const judged = useShownJudged(skey, step);
  const held = useNumbersHeld();
  if (!judged) return null;
  return (
    <p className={`lesson-folded-verdict ${judged.matched ? 'pass' : 'fail'}`} data-testid="lesson-folded-verdict">
      <span aria-hidden="true">{judged.matched ? '✓' : '✗'}</span> {predictionVerdictWords(judged, false, held)}
    </p>
  );
}

function foldedWhere(mode: string): string {
  return mode === 'compare' ? 'folded here for A/B' : 'folded here';
}

/**
 * A phone's sheet peeks at 40 % of the screen, so the plot a step talks about stays in sight above
 * it (at 55 % it lay under the sheet: phone trial 9, finding 3); "Taller" gives the step's text
 * 62 % and "Shorter" gives the plots their room back ("Go to the question" takes the same room for
 * the answers and Submit gives it back: LessonState.sheetSize). Shown only where the panel is a
 * sheet (lessons.css); the side panel of a wide screen has the whole height.
 */
function SheetSizeButton() {
  const tall = useLessonStore((s) => s.sheetSize !== 'peek');
  const setSheetSize = useLessonStore((s) => s.setSheetSize);
  return (
    <button type="button" className="sheet-size" data-testid="lesson-sheet-size" data-tall={tall ? 'yes' : 'no'} onClick={() => setSheetSize(tall ? 'peek' : 'tall')} title={tall ? 'Make the lesson sheet shorter: more of the page in sight' : 'Make the lesson sheet taller: more of the step in sight'}>
      {tall ? 'Shorter' : 'Taller'}
    </button>
  );
}

/** The lesson player: a side panel on wide screens, a bottom drawer on narrow ones. */
export function LessonPanel() {
  const place = useLessonStore((s) => s.place);
  const notesOpen = useLessonStore((s) => s.notesOpen);
  const setNotesOpen = useLessonStore((s) => s.setNotesOpen);
  const ending = useLessonStore((s) => s.ending);
  const collapsed = useLessonStore((s) => s.collapsed);
  const challengeWork = useLessonStore((s) => (s.place === null ? IDLE : (s.work[`${stepKey(s.place)}:challenge`] ?? IDLE)));
  const challengeIdle = challengeWork.status === 'idle';
  const setCollapsed = useLessonStore((s) => s.setCollapsed);
  useStepKeys(place !== null);
  useChallengeCheckedOnEdit(place !== null);
  useCheckFollowsEdits(place !== null);
  useEffect(() => {
    document.body.classList.toggle('lesson-open', place !== null);
    return () => document.body.classList.remove('lesson-open');
  }, [place]);
  const panel = useSheetHeight(place !== null);
  const [submitSlot, setSubmitSlot] = useState<HTMLDivElement | null>(null);
  useFoldOnLeaving(ending, setCollapsed);
  const mode = useViewStore((s) => s.mode);
  // A new step (or the notes, or the ending) starts at its top: the body is one scrolled box for
  // every step, and the next step opened where the last one had been scrolled to.
  const where = place ? `${place.id}:${place.step}:${notesOpen ? 'notes' : ending ? 'end' : 'step'}` : '';
  useEffect(() => {
    const body = panel.current?.querySelector<HTMLElement>('.lesson-body');
    if (body) body.scrollTop = 0;
  }, [where, panel]);
  // While the step waits for its prediction the results are veiled: a phone's sheet grows to show
  // the whole question (layout/phone.css).
  const predicting = useResultsVeiled();
  // A phone's sheet: a 40 % peek, or taller for the question's answers or on the student's word (SheetSizeButton).
  const tall = useLessonStore((s) => s.sheetSize !== 'peek');
  const [nextAskedAt, setNextAskedAt] = useState<string | null>(null);
  const edges = useScrollEdges(panel, `${where}:${collapsed ? 'folded' : 'open'}`);
  const lesson = place ? findLesson(place.id) : undefined;
  const step = lesson?.steps[(place?.step ?? 1) - 1];
  if (!place || !lesson || !step) return null;
  const n = lesson.steps.length;
  const last = place.step >= n;
  // Beside Next / Finish once the prediction is answered, not while the student predicts: on a
  // phone the strip and the sheet's Submit left the question a small window, its choices below
  // the fold (phone trial 08:20, step 3). The top of the step says the challenge is ahead.
  const challengeUntried = !ending && step.challenge !== undefined && challengeIdle && !predicting;
  // Next pressed on a step whose run is still covered says so first (NextUnrun.tsx); pressed again, it moves on.
  const unrunAsked = predicting && !ending && !notesOpen && nextAskedAt === where;
  const next = () => {
    if (predicting && !ending && nextAskedAt !== where) {
      setNextAskedAt(where);
      announce(`${NEXT_UNRUN_WORDS.said} ${NEXT_UNRUN_WORDS.again}`);
      return;
    }
    moveStep(1);
  };
  return (
    // A region inside the main area (App.tsx), not a complementary landmark: an aside in main is
    // not a top-level landmark.
    <section
      ref={panel}
      className={`lesson-panel${collapsed ? ' collapsed' : ''}${tall ? ' tall' : ''}${predicting ? ' predicting' : ''}${edges.above ? ' more-above' : ''}${edges.below ? ' more-below' : ''}`}
      aria-label={`Lesson: ${lesson.title}`}
      data-testid="lesson-panel"
      data-more={edges.above && edges.below ? 'both' : edges.above ? 'above' : edges.below ? 'below' : 'none'}
    >
      {ending ? null : <StepViews step={step} />}
      <div className="lesson-head">
        {/* A word, not only ▼: nothing told a phone trial (20:20, s6) that the sheet folds away
            from the plots. The name begins with the visible word (WCAG 2.5.3). */}
        {/* Folded on a phone, the words give way to the glyph (fold-word, lessons.css): the folded
            sheet is one row (phone-2045, confusion 3); the name still says them. */}
        <button type="button" className="drawer-toggle" data-testid="lesson-fold" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed} aria-label={collapsed ? SHOW_LESSON : 'Fold: hide the lesson, show the page'} title={collapsed ? SHOW_LESSON : undefined}>
          <span className="fold-word">{collapsed ? SHOW_LESSON : 'Fold'}</span> <span aria-hidden="true">{collapsed ? '▲' : '▼'}</span>
        </button>
        <div className="lesson-title">
          <strong className="lesson-sheet-title" title={lesson.title} data-testid="lesson-sheet-title">
            {lesson.title}
          </strong>
          <span className="muted small" data-testid="lesson-progress">
            {ending ? 'Finished' : `Step ${place.step} of ${n}`}
          </span>
          {collapsed ? (
            <span className="muted small lesson-folded-where" data-testid="lesson-folded-where">
              {foldedWhere(mode)}
            </span>
          ) : null}
        </div>
        <SheetSizeButton />
        {/* Back to the lessons (the landing page), as a student expects of ×: it dropped them into
            the sandbox (phone trial 06:30). The browser's Back, or the card's "Continue", returns. */}
        {/* × keeps what is on screen (the scenario, its mode, an A/B set-up) to explore on: a bufferbloat
            trial lost its A/B comparison when × went to the lessons. Back returns to the step; the
            title goes to the lessons, where the card says "Continue at step N". */}
        <button type="button" onClick={() => closeLessonByCross()} aria-label="Close the lesson and keep exploring this scenario" title="Close the lesson and keep this scenario (Back returns to the step; the title goes to the lessons)" data-testid="lesson-close">
          ×
        </button>
      </div>
      {collapsed && !ending && !notesOpen ? <FoldedVerdict skey={stepKey(place)} step={lesson.steps[place.step - 1]} /> : null}
      <div className="lesson-progressbar" aria-hidden="true">
        {lesson.steps.map((_, i) => (
          <span key={i} className={ending || i + 1 <= place.step ? 'on' : ''} />
        ))}
      </div>
      <SubmitSlot.Provider value={submitSlot}>
        <div className="lesson-body">
          {notesOpen ? <LecturerNotes lesson={lesson} /> : ending ? <LessonEnding lesson={lesson} /> : <StepBody lesson={lesson} step={step} index={place.step} />}
        </div>
      </SubmitSlot.Provider>
      {/* A prediction's Submit, under the body and never over it (SubmitSlot); empty otherwise. */}
      <div className="lesson-submit-slot" ref={setSubmitSlot} data-testid="lesson-submit-slot" />
      <div className="lesson-nav">
        {challengeUntried && !notesOpen ? <ChallengeUntried id="challenge-untried" /> : null}
        {unrunAsked ? <NextUnrun id="next-unrun" /> : null}
        {!ending && step.challenge && !challengeIdle && challengeWork.status !== 'error' && !predicting && !notesOpen ? <ChallengeOutcome work={challengeWork} /> : null}
        <button type="button" onClick={() => moveStep(-1)} disabled={!ending && place.step <= 1} data-testid="lesson-prev" title="Previous step (P)">
          ←<span className="nav-word"> Back</span>
        </button>
        {/* One name for screen readers: the two spans (one hidden by width) used to read "Lecturer notesNotes". */}
        <button type="button" className={notesOpen ? 'on' : ''} onClick={() => setNotesOpen(!notesOpen)} aria-pressed={notesOpen} aria-label="Lecturer notes" data-testid="lecturer-notes-toggle">
          <span className="wide-only" aria-hidden="true">Lecturer notes</span>
          <span className="narrow-only" aria-hidden="true">Notes</span>
        </button>
        <CopyStepLink />
        {ending ? (
          nextLesson(lesson) ? (
            <button type="button" className="primary" onClick={() => openStep(nextLesson(lesson)!.id, 1)} data-testid="lesson-next-lesson" title={`Next lesson: ${nextLesson(lesson)!.title}`}>
              Next lesson →
            </button>
          ) : null
        ) : (
          <button type="button" className="primary" onClick={next} data-testid="lesson-next" title={last ? 'Finish the lesson (N)' : 'Next step (N)'} aria-describedby={challengeUntried && !notesOpen ? 'challenge-untried' : unrunAsked ? 'next-unrun' : undefined}>
            {last ? (
              <>
                <span className="nav-word">Finish </span>✓
              </>
            ) : (
              <>
                <span className="nav-word">Next </span>→
              </>
            )}
          </button>
        )}
      </div>
    </section>
  );
}
