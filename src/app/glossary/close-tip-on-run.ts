import { results } from '../results/results-store';
import { useGlossaryStore } from '../state/glossary-store';
import { PHONE_QUERY } from './TermTip';

/**
 * A new run closes the field tip open beside the editor: an edit committed with Tab had focus
 * land on the next field, whose tip, placed over the results beside the editor's column, stayed
 * over the run the edit started (bloat trial 23:10, s17: the unit's tip over "Flows over time").
 * The student is looking at the results now; the tip opens again on the next focus or hover. On a
 * phone the tip sits in room of its own under its field and stays (closing it moves the fields).
 */
export function installCloseTipOnRun(): () => void {
  let runId = results.current?.runId ?? null;
  return results.subscribe(() => {
    const now = results.current?.runId ?? null;
    if (now === runId) return;
    runId = now;
    if (typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches) return;
    if (useGlossaryStore.getState().activeTip !== null) useGlossaryStore.getState().setActiveTip(null);
  });
}
