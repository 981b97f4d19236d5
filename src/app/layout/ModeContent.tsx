import { lazy, Suspense } from 'react';
import { ComparePanel } from '../compare/ComparePanel';
import { FlowTimeline } from '../editor/FlowTimeline';
import { LazyPacketsPanel } from '../packets/LazyPacketsPanel';
import { PlaybackBar } from '../playback/PlaybackBar';
import { Plots } from '../plots/Plots';
import { PlotFilterContext } from '../plots/plot-filter';
import { choicesForMode, usePresentedPlots } from '../state/plot-choices';
import { useViewStore } from '../state/view-store';
import { SummaryTable } from '../summary/SummaryTable';
import { EXPLORE_JUMPS, ExploreJumps } from './ExploreJumps';
import { ExploreGlance } from '../glance/AtAGlance';
import { NARROW_QUERY } from './breakpoints';
import { useMediaQuery } from '../util/use-media-query';
import { HoldNumbers } from '../glance/HoldNumbers';
import { results } from '../results/results-store';

// Sweep and Web batch are heavy (figures, CDFs, job pools) and not on the first screen: their
// code is fetched when the mode is opened (and precached by the service worker).
const SweepPanel = lazy(() => import('../sweep/SweepPanel').then((m) => ({ default: m.SweepPanel })));
const WebBatchPanel = lazy(() => import('../web-batch/WebBatchPanel').then((m) => ({ default: m.WebBatchPanel })));

/**
 * Flow cells "At a glance" shows before it folds them to the lowest and highest: two short rows on
 * a phone; four rows of two on a wide screen, now that each cell names its flow ("flow 1 (sack 1)":
 * twelve named cells pushed a projected 1080p screen's first plot below its bottom edge).
 */
const PHONE_FLOW_CELLS = 6;
const WIDE_FLOW_CELLS = 8;
/** Where "All numbers ↓" leads: the summary table, as Explore's jump link does. */
const SUMMARY_SELECTOR = EXPLORE_JUMPS.find((j) => j.id === 'summary')!.selector;

/**
 * What a mode shows. `focused` (presentation mode, an embed): the chosen plots and the playback
 * bar only, without the timeline and the summary table.
 */
export function ModeContent({ focused }: { focused: boolean }) {
  const mode = useViewStore((s) => s.mode);
  const chosen = usePresentedPlots();
  const filter = focused ? choicesForMode(chosen, mode) : null;
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <PlotFilterContext.Provider value={filter}>
      {mode === 'explore' ? (
        focused ? (
          <>
            <PlaybackBar />
            <Plots />
          </>
        ) : (
          <>
            <div className="explore-top">
            {/* The headline numbers and each flow's goodput on the first screen (issue 37): first on a
                phone, beside the timeline on a wide screen (glance.css). */}
            <ExploreGlance room={narrow ? PHONE_FLOW_CELLS : WIDE_FLOW_CELLS} allNumbers={SUMMARY_SELECTOR} />
            <section className="panel">
              {/* The jump links in the heading's row: a row of their own pushed the first plot below a
                  projected 1080-px screen (presentation-lecture.spec.ts). */}
              <div className="panel-heading timeline-heading">
                <h2>Flows over time</h2>
                <ExploreJumps />
              </div>
              <FlowTimeline />
            </section>
            </div>
            <PlaybackBar />
            <Plots />
            <LazyPacketsPanel />
            <HoldNumbers panel={{ heading: 'Summary', className: 'panel summary', testId: 'summary' }}>
              <SummaryTable />
            </HoldNumbers>
          </>
        )
      ) : mode === 'compare' ? (
        <ComparePanel />
      ) : (
        <Suspense fallback={<p className="panel" role="status">Loading…</p>}>
          {mode === 'web' ? <WebBatchPanel /> : <SweepPanel />}
        </Suspense>
      )}
    </PlotFilterContext.Provider>
  );
}
