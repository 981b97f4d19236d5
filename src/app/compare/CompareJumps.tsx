import { plotKind, type PlotId } from '../../plot-kinds/plot-kinds';
import { PLOTS } from '../plots/registry';
import { jumpTo } from '../util/jump-to';
import { useRunOf } from '../plots/Legends';
import { abStores } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { flowTimesTitle } from './FlowTimes';

/** A place on the A/B page a phone reader jumps to: its words and the element it leads to. */
interface CompareJump {
  id: string;
  label: string;
  selector: string;
}

/**
 * The A/B page's parts in page order: the set-up, each plot pair (from the plot registry, A's
 * panel; a kind drawing both runs, its one panel), the per-flow card by its own title ("Goodput per flow"), the whole summary table. On a phone the page is about 7500 px tall.
 */
export function compareJumps(flowsTitle = 'Elapsed time per flow', shown: readonly PlotId[] | null = null): CompareJump[] {
  return [
    { id: 'setup', label: 'A and B set-up', selector: '[data-testid="ab-card-a"]' },
    ...PLOTS.filter((p) => p.compare && (shown === null || shown.includes(p.id))).map((p) => ({ id: `plot-${p.id}`, label: `${plotKind(p.id).label} plots`, selector: plotKind(p.id).bothRuns ? `[data-testid="plot-${p.id}"]` : `[data-testid="plot-compare-${p.id}-a"]` })),
    { id: 'flow-times', label: flowsTitle, selector: '[data-testid="flow-times"]' },
    { id: 'summary', label: 'whole A/B table', selector: '[data-testid="compare-summary"]' },
  ];
}

/** "Jump to" links over the A/B page's parts (compareJumps; `shown`: the plot pairs on the page), shown with the headline numbers at its top on a phone. */
export function CompareJumps({ shown }: { shown: readonly PlotId[] }) {
  const a = useRunOf(abStores(useCompareStore((st) => st.pinA)).a);
  return (
    <nav className="jump-nav compare-jumps" aria-label="Jump to a part of A/B" data-testid="compare-jumps">
      <span className="muted">Jump to:</span>{' '}
      {compareJumps(flowTimesTitle(a), shown).map((j) => (
        <a key={j.id} href="#main" className="jump-link" data-testid={`compare-jump-${j.id}`} onClick={(e) => jumpTo(e, j.selector)}>
          {j.label}
        </a>
      ))}
    </nav>
  );
}
