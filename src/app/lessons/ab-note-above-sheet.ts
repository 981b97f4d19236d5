import { compareResults } from '../results/ab-results';
import { results } from '../results/results-store';
import { useLessonStore } from '../state/lesson-store';
import { useViewStore } from '../state/view-store';

/** How long A/B is given to lay out (B's run arriving fills its glance) before the note is left where it is. */
const LAYOUT_MS = 15_000;

/** Space kept between the note and the folded sheet's top. */
const GAP_PX = 8;

/** What says what A and B are on a phone's A/B (ComparePanel.tsx: above At a glance in a lesson, else compare-top): the rule with its "Lesson step as A" choice, and A as the student's edit of the step. */
const NOTE_SELECTOR = '[data-testid="compare-top"] .ab-rule, [data-testid="ab-rule-first"] .ab-rule, [data-testid="a-lesson-edit"]';

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/**
 * Whether A/B's figures are all in (its glance, above the note, has its final height): the newest
 * run asked for on each side is complete (`newest` is a started run before its first batch). Read
 * from the results, not from compare's controller, which would make lessons and compare import
 * each other (tests/architecture/layers.test.ts).
 */
const laidOut = () => results.newest?.done === true && compareResults.newest?.done === true;

/**
 * On a phone, the sheet folded for Compare A/B (LessonPanel.tsx useFoldOnLeaving): the note saying
 * what A and B are is brought just above it, its table's heads still in sight above. Folded, the
 * sheet still covered the note (it follows A/B's glance), and the trial learned what A and B were
 * only by scrolling (phone trial 10:30, steps 26–29). Only while A/B is shown and the sheet stays
 * folded; the page scrolls only down, as far as the note's last line needs.
 */
export async function showAbNoteAboveSheet(): Promise<void> {
  if (!(await abNoteReady())) return;
  await frame();
  await frame();
  const sheet = document.querySelector<HTMLElement>('[data-testid="lesson-panel"]');
  const notes = [...document.querySelectorAll<HTMLElement>(NOTE_SELECTOR)];
  if (!stillThere() || !sheet || notes.length === 0) return;
  const bottom = Math.max(...notes.map((n) => n.getBoundingClientRect().bottom));
  const over = bottom - (sheet.getBoundingClientRect().top - GAP_PX);
  if (over > 0) window.scrollBy({ top: over, behavior: 'auto' });
}

/** Still in A/B with the sheet folded: else the note is not brought anywhere. */
const stillThere = () => useViewStore.getState().mode === 'compare' && useLessonStore.getState().collapsed;

/**
 * Resolves true once both runs are done and the note is in the page, false when the student left
 * A/B, opened the sheet, or LAYOUT_MS passed first. Told by the results, the stores and the page's
 * changes (no polling); every listener, the observer and the one timer are gone when it resolves.
 */
function abNoteReady(): Promise<boolean> {
  return new Promise((resolve) => {
    const ready = () => laidOut() && document.querySelector(NOTE_SELECTOR) !== null;
    const stops: (() => void)[] = [];
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      for (const stop of stops) stop();
      resolve(ok);
    };
    const check = () => {
      if (!stillThere()) finish(false);
      else if (ready()) finish(true);
    };
    check();
    if (settled) return;
    const page = new MutationObserver(check);
    page.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => finish(false), LAYOUT_MS);
    stops.push(
      () => page.disconnect(),
      () => window.clearTimeout(timer),
      results.subscribe(check),
      compareResults.subscribe(check),
      useViewStore.subscribe(check),
      useLessonStore.subscribe(check),
    );
  });
}
