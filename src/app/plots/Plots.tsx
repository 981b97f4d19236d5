import { useContext } from 'react';
import { FlowBar } from './FlowBar';
import { Overview } from './Overview';
import { RunStopBanner } from './RunStopBanner';
import { PlotFilterContext } from './plot-filter';
import { PlotPanel } from './PlotPanel';
import { PLOTS } from './registry';


/** Every registered plot (registry.tsx) on one shared time axis, with the overview/brush strip above them. */
export function Plots() {
  // Presentation and embeds show the chosen kinds only.
  const chosen = useContext(PlotFilterContext);
  return (
    <div className="plots">
      <RunStopBanner />
      <Overview />
      {/* Presentation and embeds show only the chosen plots; the flow choices made before still apply. */}
      {chosen === null && <FlowBar />}
      {/* A kind that draws both runs of A/B has no place in Explore's one run. */}
      {PLOTS.filter((p) => !p.bothRuns).map((p) => (
        <PlotPanel key={p.id} kind={p.id} />
      ))}
    </div>
  );
}
