import { useContext } from 'react';
import { formatMetric, metricById, readMetric, windowSpan, windowWords } from '../../sim-core';
import type { PlotId } from '../../plot-kinds/plot-kinds';
import { useRunOf } from '../plot-base/use-run-of';
import { useCompareStore } from '../state/compare-store';
import type { PlotEntry, CompareSide } from './registry';
import { PlotFilterContext } from './plot-filter';

/**
 * A compared panel's y scale, in its caption: A and B of a kind share one scale by default, so
 * their heights compare (a FIFO's 1200 ms and CoDel's 100 ms on separate axes looked the same
 * height, trials 1000). A's panel has the pair's toggle; the panel of the run that lies flat on
 * the shared scale (AbScaleNote) says so, with its catalogue figure, and offers its own scale.
 */
export function AbScaleToggle({ kind, compare }: { kind: PlotId; compare: CompareSide }) {
  const own = useCompareStore((s) => s.ownScale.includes(kind));
  const filtered = useContext(PlotFilterContext) !== null;
  // Presentation and embeds leave the caption to the plot (as the flow bar and the unit picker).
  if (compare.side !== 'a' || filtered) return null;
  return (
    <label className="ab-scale-toggle" title="Off: A and B share one y scale, so their heights compare directly. On: each panel fits its own run (read the axis numbers before comparing heights).">
      <input type="checkbox" data-testid={`ab-own-scale-${kind}`} checked={own} onChange={(e) => useCompareStore.getState().setOwnScale(kind, e.target.checked)} /> own y scale for A and for B
    </label>
  );
}

/**
 * Under the panel of the smaller run when A's and B's tops are far apart (the plot kind's
 * `farApart`): on the shared scale, what its catalogue figure is against the other's and a button
 * for its own scale; on own scales, that the heights no longer compare and a button back.
 */
export function AbScaleNote({ entry, compare }: { entry: PlotEntry; compare: CompareSide }) {
  const own = useCompareStore((s) => s.ownScale.includes(entry.id));
  // Projected (presentation, embeds) the 2×2 grid keeps its height for the plots: the choice made
  // before presenting (or the link's abown=) holds there.
  const projected = useContext(PlotFilterContext) !== null;
  const mine = useRunOf(compare.own);
  const other = useRunOf(compare.other);
  const far = entry.abScale?.farApart;
  const peak = entry.abScale?.peak;
  const [a, b] = compare.side === 'a' ? [mine, other] : [other, mine];
  if (projected || !far || !peak || !mine?.summary || !other?.summary || !far(a, b)) return null;
  const m = metricById(peak);
  const [vMine, vOther] = [readMetric(m, mine.summary), readMetric(m, other.summary)];
  // The note is the smaller run's (the one flattened by the shared scale).
  if (!(vMine < vOther)) return null;
  const me = compare.side.toUpperCase();
  const them = compare.side === 'a' ? 'B' : 'A';
  const window = windowWords(m, mine.summary) === m.window ? m.window : `window ${windowSpan(mine.summary)}`;
  const name = m.label.replace(/\s*\([^)]*\)$/, '');
  const figure = `${me}'s ${name}: ${formatMetric(m, vMine)} against ${them}'s ${formatMetric(m, vOther)} (${window})`;
  const set = (on: boolean) => useCompareStore.getState().setOwnScale(entry.id, on);
  return (
    <p className="hint ab-scale-note" data-testid={`ab-scale-note-${entry.id}`} role="note">
      {own ? (
        <>
          {`A and B are each on their own scale: compare the axis numbers, not the heights. ${figure}. `}
          <button type="button" className="small" data-testid={`ab-shared-scale-${entry.id}`} onClick={() => set(false)}>
            Back to the shared A/B scale
          </button>
        </>
      ) : (
        <>
          {`On the shared A/B scale ${me} lies flat: ${figure}. `}
          <button type="button" className="small" data-testid={`ab-show-own-${entry.id}`} onClick={() => set(true)}>
            Show {me} on its own scale
          </button>
        </>
      )}
    </p>
  );
}
