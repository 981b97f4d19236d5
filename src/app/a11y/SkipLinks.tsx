import type { MouseEvent } from 'react';
import { useLessonStore } from '../state/lesson-store';
import { NARROW_QUERY } from '../layout/breakpoints';
import { useMediaQuery } from '../util/use-media-query';
import { useViewStore, type Mode } from '../state/view-store';
import { focusHeading, HEADINGS } from '../util/heading-focus';
import { bringToTop } from '../util/jump-to';

/** Where each mode's results begin: the table a screen-reader user reads the figures from. */
const RESULTS: Record<Mode, string[]> = {
  explore: ['[data-testid="summary"] h2'],
  compare: ['[data-testid="compare-summary"] h2'],
  // Before a sweep has results, its status line (how to start one).
  sweep: ['[data-testid="sweep-results"] h2', '[data-testid="sweep-status"]'],
  web: ['[data-testid="web-results"] h2', '[data-testid="web-status"]'],
};

/**
 * The page's landmarks a keyboard user jumps between: where each leads (the first selector on the
 * page wins) and when it is offered. One list for the skip links at the top and the "Jump to"
 * links after the results, so the two never disagree.
 */
interface Jump {
  id: 'header' | 'main' | 'results' | 'plots' | 'editor' | 'lesson';
  label: string;
  targets: (mode: Mode) => string[];
  /** Offered in this mode, with or without a lesson open. */
  offered: (mode: Mode, lesson: boolean) => boolean;
}

const JUMPS: readonly Jump[] = [
  { id: 'header', label: 'modes and preset (top)', targets: () => ['[role="tab"][aria-selected="true"]', '[data-testid="home"]'], offered: () => true },
  { id: 'main', label: 'main content', targets: () => ['#main h2'], offered: () => true },
  { id: 'results', label: 'results', targets: (m) => RESULTS[m], offered: () => true },
  { id: 'plots', label: 'plots', targets: () => ['#main figure.plot'], offered: (m) => m === 'explore' || m === 'compare' },
  { id: 'editor', label: 'scenario editor', targets: () => ['#editor h2'], offered: () => true },
  { id: 'lesson', label: 'lesson', targets: () => [HEADINGS.step, HEADINGS.ending], offered: (_, lesson) => lesson },
];

/** Skip links at the top of the page (the header is next anyway). */
const AT_TOP = ['main', 'results', 'plots', 'editor', 'lesson'] as const;
/** After the results: back to the header, and to the other regions (the trial counted 52–81 Shift+Tabs from the results to the header). */
const AFTER_RESULTS = ['header', 'plots', 'editor', 'lesson'] as const;

/** Go to a jump's target; false when it is not on the page. */
function goTo(jump: Jump, mode: Mode, narrow: boolean): boolean {
  // On a narrow screen the editor is a drawer: opening it moves focus into it (EditorPanel).
  if (jump.id === 'editor' && narrow) {
    useViewStore.getState().setDrawerOpen(true);
    return true;
  }
  let el = jump.targets(mode).map((s) => document.querySelector<HTMLElement>(s)).find((x) => x !== null) ?? null;
  // Before a lesson's prediction the results are covered (inert): the cover's button says why.
  if (el?.closest('[inert]')) el = document.querySelector<HTMLElement>('[data-testid="veil-go"]');
  if (!el) return false;
  focusHeading(el);
  bringToTop(el);
  return true;
}

function JumpLinks({ ids, className, testPrefix }: { ids: readonly Jump['id'][]; className: string; testPrefix: string }) {
  const mode = useViewStore((s) => s.mode);
  const lesson = useLessonStore((s) => s.place !== null);
  const narrow = useMediaQuery(NARROW_QUERY);
  const jumps = ids.map((id) => JUMPS.find((j) => j.id === id)!).filter((j) => j.offered(mode, lesson));
  const go = (e: MouseEvent<HTMLAnchorElement>, j: Jump) => {
    if (goTo(j, mode, narrow)) e.preventDefault();
  };
  return (
    <>
      {jumps.map((j) => (
        <a key={j.id} href="#main" className={className} data-testid={`${testPrefix}-${j.id}`} onClick={(e) => go(e, j)}>
          {testPrefix === 'skip' ? `Skip to ${j.label}` : j.label}
        </a>
      ))}
    </>
  );
}

/**
 * Skip links, the first Tab stops of the page, shown when focused (WCAG 2.4.1): main content,
 * results, plots, the scenario editor, the lesson. There were 68–91 Tab presses to the main area
 * and over 100 to the table.
 */
export function SkipLinks() {
  return (
    <nav className="skip-links" aria-label="Skip links">
      <JumpLinks ids={AT_TOP} className="skip-link" testPrefix="skip" />
    </nav>
  );
}

/**
 * "Jump to" after the results (the end of the main area): back to the header, the plots, the
 * editor and the lesson without Shift+Tab through every plot's buttons.
 */
export function JumpNav() {
  return (
    <nav className="jump-nav" aria-label="Jump to" data-testid="jump-nav">
      <span className="muted">Jump to:</span> <JumpLinks ids={AFTER_RESULTS} className="jump-link" testPrefix="jump" />
    </nav>
  );
}
