import { jumpTo } from '../util/jump-to';

/**
 * Explore's parts a reader looks for first, from the top of the page: the numbers (the summary, at
 * the page's foot under every plot) and the plots. A phone trial scrolled about 2 000 px for each
 * flow's numbers, and a lecturer saw no goodput figure without scrolling five screens (trials of
 * 16:06); A/B has had its own jump links (CompareJumps).
 */
export const EXPLORE_JUMPS = [
  { id: 'summary', label: "Summary: each flow's numbers", selector: '.panel.summary' },
  { id: 'plots', label: 'Plots', selector: '.plots figure.plot' },
] as const;

export function ExploreJumps() {
  return (
    <nav className="jump-nav explore-jumps" aria-label="Jump to a part of Explore" data-testid="explore-jumps">
      <span className="muted">Jump to:</span>{' '}
      {EXPLORE_JUMPS.map((j) => (
        <a key={j.id} href="#main" className="jump-link" data-testid={`explore-jump-${j.id}`} onClick={(e) => jumpTo(e, j.selector)}>
          {j.label}
        </a>
      ))}
    </nav>
  );
}
