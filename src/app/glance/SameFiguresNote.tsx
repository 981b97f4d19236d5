import type { Scenario } from '../../sim-core';
import { useSameFiguresStore } from './same-figures-store';

/**
 * Under "At a glance", once a re-run after an edit shows the very figures of the run before it:
 * a line saying so, and why where the run shows it (same-figures.ts; worked out as the run
 * finished, same-figures-on-run.ts). `scenario`: the finished run shown, or null while computing.
 */
export function SameFiguresNote({ scenario }: { scenario: Scenario | null }) {
  const note = useSameFiguresStore((s) => (scenario !== null && s.scenario === scenario ? s.note : null));
  return note ? (
    <p className="glance-same" role="status" data-testid="glance-same-figures">
      {note}
    </p>
  ) : null;
}
