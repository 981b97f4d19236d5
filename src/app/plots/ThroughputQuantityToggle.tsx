import { THROUGHPUT_QUANTITIES, useViewStore } from '../state/view-store';
import { QUANTITY_SERIES } from './throughput';
import { PLOT, plotName } from '../../plot-kinds/plot-kinds';
import { useShownQuantity } from '../state/throughput-quantity';

/**
 * "Throughput | Goodput": what the throughput plot draws, named by the metric catalogue's series.
 * Tail drop's throughput sat flat on the 10 Mbit/s line while the headline said goodput 8.56, and
 * there was no goodput curve to show the room (lecturer-2045, confusion 4). Kept in the link
 * (`tput=goodput`); the default is goodput in Compare A/B (its At a glance compares goodput) and
 * presented under a system-goodput headline, throughput elsewhere (throughput-quantity.ts).
 */
export function ThroughputQuantityToggle({ testId = 'throughput-quantity' }: { testId?: string }) {
  const quantity = useShownQuantity();
  const set = useViewStore((s) => s.setThroughputQuantity);
  return (
    <span className="quantity-toggle" role="group" aria-label="What the throughput plot draws" data-testid={testId}>
      {THROUGHPUT_QUANTITIES.map((q) => {
        const series = QUANTITY_SERIES[q];
        return (
          <button key={q} type="button" className="small" aria-pressed={quantity === q} data-testid={`${testId}-${q}`} title={`${series.label}: ${series.definition}`} onClick={() => set(q)}>
            {plotName(PLOT.throughput.id, q)}
          </button>
        );
      })}
    </span>
  );
}

/**
 * The same choice as one menu, in place of the throughput plot's name in presentation's plot
 * chooser ("☑ [Throughput ▾]"): the two buttons beside the name wrapped the bar with Settings
 * open and took 30 px from every projected plot (trial-plots19's fifth of the height).
 */
export function ThroughputQuantitySelect({ testId = 'present-throughput-quantity' }: { testId?: string }) {
  const quantity = useShownQuantity();
  const set = useViewStore((s) => s.setThroughputQuantity);
  return (
    <select aria-label="What the throughput plot draws" data-testid={testId} value={quantity} title={`${QUANTITY_SERIES[quantity].label}: ${QUANTITY_SERIES[quantity].definition}`} onChange={(e) => set(THROUGHPUT_QUANTITIES.find((q) => q === e.target.value) ?? quantity)}>
      {THROUGHPUT_QUANTITIES.map((q) => (
        <option key={q} value={q}>
          {plotName(PLOT.throughput.id, q)}
        </option>
      ))}
    </select>
  );
}
