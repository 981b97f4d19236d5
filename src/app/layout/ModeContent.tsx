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
import { ExploreJumps } from './ExploreJumps';

// Sweep and Web batch are heavy (figures, CDFs, job pools) and not on the first screen: their
// code is fetched when the mode is opened (and precached by the service worker).
const SweepPanel = lazy(() => import('../sweep/SweepPanel').then((m) => ({ default: m.SweepPanel })));
const WebBatchPanel = lazy(() => import('../web-batch/WebBatchPanel').then((m) => ({ default: m.WebBatchPanel })));

/**
 * What a mode shows. `focused` (presentation mode, an embed): the chosen plots and the playback
 * bar only, without the timeline and the summary table.
 */
export function ModeContent({ focused }: { focused: boolean }) {
  const mode = useViewStore((s) => s.mode);
  const chosen = usePresentedPlots();
  const filter = focused ? choicesForMode(chosen, mode) : null;
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
            <section className="panel">
              {/* The jump links in the heading's row: a row of their own pushed the first plot below a
                  projected 1080-px screen (presentation-lecture.spec.ts). */}
              <div className="panel-heading timeline-heading">
                <h2>Flows over time</h2>
                <ExploreJumps />
              </div>
              <FlowTimeline />
            </section>
            <PlaybackBar />
            <Plots />
            <LazyPacketsPanel />
            <SummaryTable />
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
