import { useEffect, type ReactNode } from 'react';
import { useLessonStore } from '../state/lesson-store';
import { showsStepRun, useResultsVeiled } from '../state/results-veiled';
import { useViewStore } from '../state/view-store';
import { showWholeInSheet } from './sheet-scroll';
import { findLesson } from '../../lessons/built-in';
import { veiledPlotsLine } from './veiled-plots';
import './veil.css';

export function goToPrediction(): void {
  useLessonStore.getState().setCollapsed(false);
  // The question is in the step, not in the lecturer notes (which keep the veil: lecturer-0315, confusion 12).
  useLessonStore.getState().setNotesOpen(false);
  // A phone's sheet grows for every answer at once (at its 40 % peek one and a half showed: phone
  // trial 11:45); the veil's words above it have been read. Submit gives the room back.
  if (useLessonStore.getState().sheetSize === 'peek') useLessonStore.getState().setSheetSize('question');
  // The drawer may have just unfolded: focus on the next frame. The question and its answers
  // come into view together (the sheet has grown for them while predicting,
  // layout/phone.css): scrolled only as far as the first answer, at 45 % of a phone's height the
  // others stayed below the fold (phone trial 23:10, s5–s6). Scrolled no further than the
  // question's top, so the step's setup above it stays in sight where there is room (a phone trial
  // had to scroll back up to read what the step sets up). The first answer takes focus without scrolling.
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLInputElement>('[data-testid="prediction"] input');
    first?.focus({ preventScroll: true });
    const question = document.querySelector<HTMLElement>('[data-testid="lesson-panel"] [data-testid="prediction"]');
    // Down to the last answer (Submit is in the sheet's own bar under the body, always in sight).
    if (question) showWholeInSheet(question, question.querySelector<HTMLElement>('.choices label:last-child') ?? question);
  });
}

/** While the results are covered, the page behind a phone's lesson sheet holds still (layout/phone.css). */
function useVeilHoldsPage(veiled: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('veil-holds-page', veiled);
    return () => document.documentElement.classList.remove('veil-holds-page');
  }, [veiled]);
}

/**
 * Wraps the mode's results. The element tree is the same veiled or not (only attributes and the
 * cover change), so the plots are never remounted. While veiled the results are `inert`: not
 * focusable, not read out; the cover's button takes the student to the question.
 */
export function ResultsVeil({ children }: { children: ReactNode }) {
  // Only the modes that show the step's run are covered: over Sweep's set-up the cover left a phone
  // student no way to use the Sweep tab while a prediction was open (trial phone9, finding 4).
  // A sweep's own results wait for the answer in the sweep (SweepPanel.tsx).
  const mode = useViewStore((s) => s.mode);
  const veiled = useResultsVeiled() && showsStepRun(mode);
  useVeilHoldsPage(veiled);
  const place = useLessonStore((s) => s.place);
  const plots = veiled && place ? veiledPlotsLine(findLesson(place.id)?.steps[place.step - 1]) : null;
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
            {plots ? (
              <p className="veil-plots" data-testid="veil-plots">
                {plots}
              </p>
            ) : null}
            <p className="veil-why">The plots and figures are covered until you answer the question in the lesson panel. The simulation is already running underneath.</p>
            {/* On a phone the sheet starts under the card (46 % down while predicting): the line
                above ran on under it, cut mid-word (phone trial 17:40, step 5). There one short
                line beside the button says where the plots come (veil.css). */}
            <div className="veil-go-row">
              <p className="veil-short">They show here once you answer.</p>
              <button type="button" className="primary" onClick={goToPrediction} data-testid="veil-go">
                Go to the question
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
