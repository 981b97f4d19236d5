import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { Swatch } from '../plots/PlotPanel';
import { CONGESTION_MARKS } from './annotation-layer';

/** Legend of the congestion-event markers (hover or focus one for its numbers; click to go there). */
export function CongestionLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  return (
    <span className="legend" title="Hover or focus a marker for its numbers; click it to move the cursor there">
      {Object.values(CONGESTION_MARKS).map((m) => (
        <Swatch key={m.label} color={theme.text} label={m.label} shape={m.glyph} />
      ))}
    </span>
  );
}
