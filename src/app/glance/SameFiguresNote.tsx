import { useEffect, useRef } from 'react';
import type { RunData } from '../results/run-data';
import { useScenarioStore } from '../state/scenario-store';
import type { ExploreGlance } from './glance-model';
import { useSameFiguresStore } from './same-figures-store';
import { peakQueue, sameFiguresNote, shownFigures, type ShownRun } from './same-figures';

/**
 * Under "At a glance", once a re-run after an edit shows the very figures of the run before it:
 * a line saying so, and why where the run shows it (same-figures.ts). The runs are remembered as
 * they finish, so the line speaks of the edit that led from one to the next.
 */
export function SameFiguresNote({ model, run }: { model: ExploreGlance; run: RunData | null }) {
  const preset = useScenarioStore((s) => s.preset);
  const seen = useRef<{ last: ShownRun | null; note: string | null }>({ last: null, note: null });
  if (model.state === 'final' && run && seen.current.last?.scenario !== run.scenario) {
    const shown: ShownRun = { scenario: run.scenario, preset, figures: shownFigures(model), peakQueue: peakQueue(run) };
    seen.current = { last: shown, note: seen.current.last ? sameFiguresNote(seen.current.last, shown) : null };
  }
  const note = model.state === 'final' ? seen.current.note : null;
  const scenario = model.state === 'final' ? (seen.current.last?.scenario ?? null) : null;
  useEffect(() => useSameFiguresStore.setState({ scenario, note }), [scenario, note]);
  return note ? (
    <p className="glance-same" role="status" data-testid="glance-same-figures">
      {note}
    </p>
  ) : null;
}
