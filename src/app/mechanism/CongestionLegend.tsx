import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { Swatch } from '../plots/PlotPanel';
import { CONGESTION_MARKS } from './annotation-layer';

/** The kinds of congestion event the current run recorded (in marker order). */
function kindsInRun(): number[] {
  const run = results.current;
  if (!run) return [];
  const seen = new Set<number>();
  for (const f of run.flows) {
    const c = f.congestion;
    for (let i = 0; i < c.length; i++) seen.add(c.cols.kind[i]);
  }
  return Object.keys(CONGESTION_MARKS)
    .map(Number)
    .filter((k) => seen.has(k));
}

/**
 * Legend of the congestion-event markers (hover or focus one for its numbers; click to go
 * there): only the kinds this run has, so a projected plot is not headed by a list of events
 * that never happen in it.
 */
export function CongestionLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  useResultsVersion();
  const kinds = kindsInRun();
  if (kinds.length === 0) return null;
  return (
    <span className="legend congestion-legend" title="Hover or focus a marker for its numbers; click it to move the cursor there">
      {kinds.map((k) => (
        <Swatch key={k} color={theme.text} label={CONGESTION_MARKS[k].label} shape={CONGESTION_MARKS[k].glyph} />
      ))}
    </span>
  );
}
