import { useEffect, useRef } from 'react';
import { LESSONS } from '../../lessons/catalogue';
import type { Lesson } from '../../lessons/schema';
import { splitConditions } from '../../lessons/check-words';
import { PREDICTION_OUTCOME_WORDS, predictionOutcomeWords } from '../../lessons/prediction-outcome';
import { closeLesson, closeLessonToLanding, openStep } from './lesson-controller';
import { IDLE, stepKey, useLessonStore } from '../state/lesson-store';
import { Markup } from './Markup';

/** The lesson after this one in the catalogue's order (the first for a lecturer's own lesson). */
export function nextLesson(lesson: Lesson): Lesson | undefined {
  const at = LESSONS.findIndex((l) => l.id === lesson.id);
  // In catalogue order after this one, the first the student has not worked on in this session
  // (a trial student was sent back to the lesson they had just finished); else simply the next.
  const judged = Object.keys(useLessonStore.getState().judged);
  const worked = (id: string) => judged.some((k) => k.startsWith(`${id}:`));
  const order = LESSONS.map((_, i) => LESSONS[(Math.max(at, -1) + 1 + i) % LESSONS.length]).filter((l) => l.id !== lesson.id);
  return order.find((l) => !worked(l.id)) ?? order[0];
}

/** Where to go after a lesson: the next one, then others of the same topic. */
function nextLessons(lesson: Lesson): Lesson[] {
  const next = nextLesson(lesson);
  const sameTopic = LESSONS.filter((l) => l.topic === lesson.topic && l.id !== lesson.id && l.id !== next?.id);
  return [...(next ? [next] : []), ...sameTopic].slice(0, 3);
}

/**
 * The end of a lesson: what it set out to teach, how the student's predictions and challenges
 * went (from the verdicts of their own runs), and where to go next — another lesson, or the
 * sandbox with the scenario as they left it.
 */
export function LessonEnding({ lesson }: { lesson: Lesson }) {
  const choices = useLessonStore((s) => s.choices);
  const judged = useLessonStore((s) => s.judged);
  const work = useLessonStore((s) => s.work);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const key = (i: number) => stepKey({ id: lesson.id, step: i + 1 });
  const predictions = lesson.steps.flatMap((s, i) => (s.prediction ? [{ s, i }] : []));
  const challenges = lesson.steps.flatMap((s, i) => (s.challenge ? [{ s, i }] : []));
  const answered = predictions.filter(({ i }) => judged[key(i)] !== undefined).length;
  const matched = predictions.filter(({ i }) => judged[key(i)]?.matched).length;
  return (
    <section className="lesson-ending" data-testid="lesson-ending" aria-labelledby="lesson-ending-h">
      <h3 ref={heading} tabIndex={-1} id="lesson-ending-h">
        Lesson complete
      </h3>
      <p>
        You have finished <strong>{lesson.title}</strong>.
      </p>
      <h4>What you learned to do</h4>
      <ul data-testid="ending-goals">
        {lesson.goals.map((g, i) => (
          <li key={i}>
            <Markup text={g} inlineOnly />
          </li>
        ))}
      </ul>
      <h4>
        Your predictions{' '}
        <span className="muted small">
          ({answered ? `${matched} of ${answered} answered ${PREDICTION_OUTCOME_WORDS.right}` : 'none answered'})
        </span>
      </h4>
      <ul className="ending-results" data-testid="ending-predictions">
        {predictions.map(({ s, i }) => {
          const c = choices[key(i)];
          const j = judged[key(i)];
          return (
            <li key={i}>
              <button type="button" className="link" onClick={() => openStep(lesson.id, i + 1)}>
                Step {i + 1}: {s.title}
              </button>{' '}
              {c === undefined ? <span className="muted">not answered</span> : j ? <span className={j.matched ? 'good' : 'bad'}>{j.matched ? '✓' : '✗'} {predictionOutcomeWords(j.matched)}</span> : <span className="muted">answered, not checked</span>}
              {/* The run's own figure the prediction was judged on ("Vegas/Reno 0.281"): the lesson's conclusion in the student's numbers. */}
              {j?.figure ? <span className="small ending-figures" data-testid={`ending-figure-${i + 1}`}> your run: {j.figure}</span> : null}
            </li>
          );
        })}
      </ul>
      <h4>Challenges</h4>
      <ul className="ending-results" data-testid="ending-challenges">
        {challenges.map(({ s, i }) => {
          const w = work[`${key(i)}:challenge`] ?? IDLE;
          const v = w.status === 'done' ? w.verdict : null;
          // Not solved: the conditions it missed, each with its own figure and bound (bloat-2045 C6).
          const missed = v && !v.pass && w.conditions?.length ? splitConditions(w.conditions).failed.join('; ') : '';
          const figures = missed || (v ? v.figures.filter((f) => f.at === undefined && f.needs !== '').map((f) => `${f.label}: ${f.value}`).join('; ') : '');
          return (
            <li key={i} data-testid={`ending-challenge-${i + 1}`} data-pass={v ? (v.pass ? 'yes' : 'no') : 'untried'}>
              <button type="button" className="link" onClick={() => openStep(lesson.id, i + 1)}>
                Step {i + 1}: {s.title}
              </button>{' '}
              {v ? <span className={v.pass ? 'good' : 'bad'}>{v.pass ? '✓ solved' : '✗ not solved yet'}</span> : <span className="muted">not tried yet</span>}
              {figures ? <span className="small muted ending-figures"> ({figures})</span> : null}
            </li>
          );
        })}
      </ul>
      <h4>Where next</h4>
      <div className="ending-actions">
        {nextLessons(lesson).map((l, i) => (
          <button key={l.id} type="button" className={i === 0 ? 'primary' : ''} onClick={() => openStep(l.id, 1)} data-testid={i === 0 ? 'ending-next' : `ending-more-${l.id}`}>
            {i === 0 ? 'Next lesson: ' : ''}
            {l.title} <span className="small">({l.minutes} min)</span>
          </button>
        ))}
        <button type="button" onClick={() => closeLesson()} data-testid="ending-sandbox">
          Explore this scenario in the sandbox
        </button>
        <button type="button" className="link" onClick={() => closeLessonToLanding()} data-testid="ending-landing">
          All lessons and demos
        </button>
      </div>
    </section>
  );
}
