import { currentShareLink } from '../controller/run-controller';
import { ModeContent } from '../layout/ModeContent';
import { PlotChooser } from '../presentation/PlotChooser';
import { useScenarioStore } from '../state/scenario-store';
import { useScenarioHeading } from '../header/ScenarioTitle';

/**
 * Embedded in another page (`?embed=1` or `#…&embed=1`): the scenario's name, the chosen plots
 * and playback, and a link that opens the full app in a new tab (never inside the frame).
 */
export function EmbedView() {
  // As the page's heading: an edited preset says so, with its queue now.
  const title = useScenarioHeading().title;
  useScenarioStore((s) => s.revision);
  const full = currentShareLink({ embed: undefined });
  return (
    <div className="embed focused" data-testid="embed">
      <header className="embed-bar">
        <h1 className="embed-title">{title}</h1>
        <PlotChooser />
        <a href={full} target="_blank" rel="noopener noreferrer" data-testid="open-full">
          Open in Congestion Lab ↗
        </a>
      </header>
      <main className="embed-main">
        <ModeContent focused />
      </main>
    </div>
  );
}
