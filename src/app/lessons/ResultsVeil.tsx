import type { ReactNode } from 'react';
import { findLesson } from '../../lessons/catalogue';
import { stepKey, useLessonStore, type LessonState } from './lesson-store';
import './veil.css';

/**
 * True while the open lesson step asks a prediction that has not been answered: the results
 * (timeline, plots, summary) are covered and the demo's description is withheld, so nothing on
 * screen states the outcome first. The run goes on underneath. Lecturer notes lift it.
 */
export function useResultsVeiled(): boolean {
  return useLessonStore(resultsVeiled);
}

/** The same, read outside React (announcements must not say a veiled figure either). */
export function resultsVeiled(s: LessonState = useLessonStore.getState()): boolean {
  if (!s.place || s.ending || s.notesOpen) return false;
  const step = findLesson(s.place.id)?.steps[s.place.step - 1];
  return step?.prediction !== undefined && s.choices[stepKey(s.place)] === undefined;
}

function goToPrediction(): void {
  useLessonStore.getState().setCollapsed(false);
  // The drawer may have just unfolded: focus on the next frame.
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLInputElement>('[data-testid="prediction"] input');
    first?.focus();
    first?.scrollIntoView({ block: 'nearest' });
  });
}

/**
 * Wraps the mode's results. The element tree is the same veiled or not (only attributes and the
 * cover change), so the plots are never remounted. While veiled the results are `inert`: not
 * focusable, not read out; the cover's button takes the student to the question.
 */
export function ResultsVeil({ children }: { children: ReactNode }) {
  const veiled = useResultsVeiled();
  return (
    <div className={`results${veiled ? ' veiled' : ''}`} data-testid="results" data-veiled={veiled ? 'yes' : 'no'}>
      <div className="results-content" inert={veiled} aria-hidden={veiled || undefined}>
        {children}
      </div>
      {veiled ? (
        <div className="veil" data-testid="veil">
          <div className="veil-card" role="group" aria-labelledby="veil-h">
            <p id="veil-h" className="veil-title">
              Make your prediction first
            </p>
            <p>The plots and figures are covered until you answer the question in the lesson panel. The simulation is already running underneath.</p>
            <button type="button" className="primary" onClick={goToPrediction} data-testid="veil-go">
              Go to the question
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
