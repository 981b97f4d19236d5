import { results } from '../results/results-store';
import { useGlossaryStore } from '../state/glossary-store';
import { PHONE_QUERY } from './TermTip';

/**
 * Whether the open tip lies over the results: placed beside the editor's column (placeTip's
 * fallback where every place by the field covered another field), or a tip of the results' own
 * (a legend's). A tip within the editor's column covers only the editor and stays.
 */
function tipOverResults(activeTip: string): boolean {
  const tip = document.getElementById(`${activeTip}-tip`)?.closest('.term-tip');
  const editor = document.getElementById('editor');
  if (!tip || !editor) return true;
  const t = tip.getBoundingClientRect();
  const e = editor.getBoundingClientRect();
  return t.left < e.left || t.right > e.right;
}

/**
 * A new run closes an open field tip that lies over the results: an edit committed with Tab had
 * focus land on the next field, whose tip, placed over the results beside the editor's column,
 * stayed over the run the edit started (bloat trial 23:10, s17: the unit's tip over "Flows over
 * time"). The student is looking at the results now; the tip opens again on the next focus or
 * hover. A tip inside the editor's column (under or above its field) stays, so a tip asked for
 * while the run computes is not taken away when it arrives. On a phone the tip sits in room of
 * its own under its field and stays (closing it moves the fields).
 */
export function installCloseTipOnRun(): () => void {
  let runId = results.current?.runId ?? null;
  return results.subscribe(() => {
    const now = results.current?.runId ?? null;
    if (now === runId) return;
    runId = now;
    if (typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches) return;
    const open = useGlossaryStore.getState().activeTip;
    if (open !== null && tipOverResults(open)) useGlossaryStore.getState().setActiveTip(null);
  });
}
