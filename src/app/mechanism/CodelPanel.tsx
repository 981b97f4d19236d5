import { DISCIPLINE_PANEL_PLOT } from '../../plot-kinds/plot-kinds';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { PlotFrame } from '../plot-base/PlotFrame';
import type { TextAlternative } from '../plot-base/text-alternative';
import { codelLaw } from './codel-law';

export { delayLawTable, describeDelayLaw } from './codel-law';

/**
 * How CoDel (and FQ-CoDel's per-queue CoDel) decides, in words with this run's target, interval
 * and drops, and its recorded state at the playback cursor: the counterpart of RED's panel for a
 * discipline whose rule is a time law, not a curve (codel-law.ts).
 */
export function CodelPanel({ alternative }: { alternative: () => TextAlternative | null }) {
  useResultsVersion();
  const cursor = usePlaybackStore((s) => (Number.isFinite(s.cursor) ? visibleUntil(s) : Number.POSITIVE_INFINITY));
  const run = results.current;
  const law = codelLaw(run, Math.min(cursor, run?.now ?? 0));
  const title = `How ${law?.label ?? 'CoDel'} decides, in this run`;
  return (
    <PlotFrame name={DISCIPLINE_PANEL_PLOT} title={title} alternative={alternative} bodyClass="mechanism-host">
      {!law ? (
        <p className="muted" data-testid="codel-law-empty">
          Run the scenario to see how CoDel decides in it.
        </p>
      ) : (
        <div className="codel-law" data-testid="codel-law">
          <ol data-testid="codel-law-rule">
            {law.rule.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
          {law.run.map((r) => (
            <p key={r} data-testid="codel-law-run">
              {r}
            </p>
          ))}
          {law.now ? (
            <p className="mechanism-readout" data-testid="codel-law-now" aria-live="off">
              {law.now}
            </p>
          ) : null}
        </div>
      )}
    </PlotFrame>
  );
}
