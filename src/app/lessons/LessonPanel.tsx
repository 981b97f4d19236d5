import { useEffect, useState } from 'react';
import { findLesson } from '../../lessons/catalogue';
import type { Lesson, Step } from '../../lessons/schema';
import { isEditable } from '../controller/keyboard';
import { currentShareLink } from '../controller/run-controller';
import { closeLesson, moveStep, runLessonCheck } from './lesson-controller';
import { IDLE, stepKey, useLessonStore } from './lesson-store';
import { ChallengeControls } from './ChallengeControls';
import { LecturerNotes } from './LecturerNotes';
import { Markup } from './Markup';
import { StepViews } from './StepViews';
import { LESSON_VIEWS } from '../../lessons/views';
import { VIEW_SELECTORS } from './view-selectors';
import { VerdictView } from './VerdictView';
import './lessons.css';

/** N / P move between steps while a lesson is open (the app's other shortcuts stay as they are). */
function useStepKeys(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isEditable(e.target)) return;
      if (e.key === 'n' || e.key === 'N') moveStep(1);
      else if (e.key === 'p' || e.key === 'P') moveStep(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

function Prediction({ step, skey }: { step: Step; skey: string }) {
  const choice = useLessonStore((s) => s.choices[skey]);
  const choose = useLessonStore((s) => s.choose);
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  const p = step.prediction!;
  const chosen = choice === undefined ? null : p.choices[choice];
  const outcome = work.status === 'done' && work.verdict ? (work.verdict.pass ? 'pass' : 'fail') : null;
  return (
    <fieldset className="prediction" data-testid="prediction">
      <legend>Predict first</legend>
      <Markup text={p.question} />
      {p.choices.map((c, i) => (
        <label key={i} className="choice">
          <input type="radio" name={`pred-${skey}`} checked={choice === i} onChange={() => choose(skey, i)} data-testid={`prediction-choice-${i}`} /> {c.text}
        </label>
      ))}
      {choice === undefined ? <p className="muted small">The plots are veiled until you choose.</p> : null}
      {chosen && outcome && chosen.ifCheck ? (
        <p className={`prediction-outcome ${chosen.ifCheck === outcome ? 'pass' : 'fail'}`} data-testid="prediction-outcome">
          {chosen.ifCheck === outcome ? 'Your prediction matches this run.' : 'This run does not match your prediction: compare the figures below with what you expected.'}
        </p>
      ) : null}
    </fieldset>
  );
}

function StepCheck({ step, skey }: { step: Step; skey: string }) {
  const work = useLessonStore((s) => s.work[`${skey}:check`] ?? IDLE);
  const hasChoice = useLessonStore((s) => s.choices[skey] !== undefined);
  const c = step.check!;
  const needsPrediction = step.prediction !== undefined && !hasChoice;
  return (
    <section className="lesson-check" aria-label="Check">
      <h4>Check</h4>
      <Markup text={c.says} />
      <button type="button" className="primary" disabled={needsPrediction || work.status === 'running'} onClick={() => void runLessonCheck('check')} data-testid="check-run">
        Check my run
      </button>
      {needsPrediction ? <span className="muted small"> Make a prediction first.</span> : null}
      <VerdictView work={work} testId="check-verdict" />
      {work.status === 'done' ? (
        <>
          {step.explanation ? (
            <div className="explanation" data-testid="explanation">
              <h4>Why</h4>
              <Markup text={step.explanation} />
            </div>
          ) : null}
          <p className="try">
            <strong>Try:</strong> <Markup text={c.contrast.note} inlineOnly /> Then press <em>Check my run</em> again.
          </p>
        </>
      ) : null}
    </section>
  );
}

function StepChallenge({ step, skey }: { step: Step; skey: string }) {
  const work = useLessonStore((s) => s.work[`${skey}:challenge`] ?? IDLE);
  const ch = step.challenge!;
  return (
    <section className="lesson-challenge" aria-label="Challenge">
      <h4>Challenge</h4>
      <Markup text={ch.task} />
      {ch.controls?.length ? <ChallengeControls paths={ch.controls} /> : null}
      {ch.hint ? (
        <details>
          <summary>Hint</summary>
          <Markup text={ch.hint} />
        </details>
      ) : null}
      <button type="button" className="primary" disabled={work.status === 'running'} onClick={() => void runLessonCheck('challenge')} data-testid="check-challenge">
        Check challenge
      </button>
      <VerdictView work={work} testId="challenge-verdict" />
      {work.status === 'done' && work.verdict?.pass ? <p className="done-note" data-testid="challenge-done">Challenge completed. Copy the step link to hand in your settings.</p> : null}
    </section>
  );
}

function CopyStepLink() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      data-testid="copy-step-link"
      onClick={() => {
        void navigator.clipboard?.writeText(currentShareLink()).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      {copied ? 'Link copied' : (
        <>
          Copy link<span className="wide-only"> to this step</span>
        </>
      )}
    </button>
  );
}

function StepBody({ lesson, step, index }: { lesson: Lesson; step: Step; index: number }) {
  const skey = stepKey({ id: lesson.id, step: index });
  return (
    <div className="lesson-step" data-testid="lesson-step" data-step={index}>
      <h3 data-testid="step-title">{step.title}</h3>
      <Markup text={step.text} />
      {step.views.highlight ? (
        <button
          type="button"
          className="look-at"
          data-testid="look-at"
          onClick={() => document.querySelector(VIEW_SELECTORS[step.views.highlight!])?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
        >
          Look at: {LESSON_VIEWS[step.views.highlight]} ↓
        </button>
      ) : null}
      {step.prediction ? <Prediction step={step} skey={skey} /> : null}
      {step.check ? <StepCheck step={step} skey={skey} /> : null}
      {step.challenge ? <StepChallenge step={step} skey={skey} /> : null}
    </div>
  );
}

/** The lesson player: a side panel on wide screens, a bottom drawer on narrow ones. */
export function LessonPanel() {
  const place = useLessonStore((s) => s.place);
  const notesOpen = useLessonStore((s) => s.notesOpen);
  const setNotesOpen = useLessonStore((s) => s.setNotesOpen);
  const [collapsed, setCollapsed] = useState(false);
  const predicted = useLessonStore((s) => (place ? s.choices[stepKey(place)] !== undefined : false));
  useStepKeys(place !== null);
  useEffect(() => {
    document.body.classList.toggle('lesson-open', place !== null);
    return () => document.body.classList.remove('lesson-open');
  }, [place]);
  const lesson = place ? findLesson(place.id) : undefined;
  const step = lesson?.steps[(place?.step ?? 1) - 1];
  if (!place || !lesson || !step) return null;
  const n = lesson.steps.length;
  return (
    <aside className={`lesson-panel${collapsed ? ' collapsed' : ''}`} aria-label={`Lesson: ${lesson.title}`} data-testid="lesson-panel">
      <StepViews step={step} veiled={step.prediction !== undefined && !predicted && !notesOpen} />
      <div className="lesson-head">
        <button type="button" className="drawer-toggle" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed} aria-label={collapsed ? 'Show the lesson' : 'Hide the lesson'}>
          {collapsed ? '▲' : '▼'}
        </button>
        <div className="lesson-title">
          <strong>{lesson.title}</strong>
          <span className="muted small" data-testid="lesson-progress">
            Step {place.step} of {n}
          </span>
        </div>
        <button type="button" onClick={() => closeLesson()} aria-label="Close the lesson" data-testid="lesson-close">
          ×
        </button>
      </div>
      <div className="lesson-progressbar" aria-hidden="true">
        {lesson.steps.map((_, i) => (
          <span key={i} className={i + 1 <= place.step ? 'on' : ''} />
        ))}
      </div>
      <div className="lesson-body">
        {notesOpen ? <LecturerNotes lesson={lesson} /> : <StepBody lesson={lesson} step={step} index={place.step} />}
      </div>
      <div className="lesson-nav">
        <button type="button" onClick={() => moveStep(-1)} disabled={place.step <= 1} data-testid="lesson-prev" title="Previous step (P)">
          ← Back
        </button>
        <button type="button" className={notesOpen ? 'on' : ''} onClick={() => setNotesOpen(!notesOpen)} aria-pressed={notesOpen} data-testid="lecturer-notes-toggle">
          <span className="wide-only">Lecturer notes</span>
          <span className="narrow-only">Notes</span>
        </button>
        <CopyStepLink />
        <button type="button" className="primary" onClick={() => moveStep(1)} disabled={place.step >= n} data-testid="lesson-next" title="Next step (N)">
          Next →
        </button>
      </div>
    </aside>
  );
}
