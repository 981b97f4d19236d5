import { currentShareLink } from '../controller/run-controller';
import { ModeContent } from '../layout/ModeContent';
import { PlotChooser } from '../presentation/PlotChooser';
import { useScenarioStore } from '../state/scenario-store';

/**
 * Embedded in another page (`?embed=1` or `#…&embed=1`): the scenario's name, the chosen plots
 * and playback, and a link that opens the full app in a new tab (never inside the frame).
 */
export function EmbedView() {
  const name = useScenarioStore((s) => s.draft.name);
  useScenarioStore((s) => s.revision);
  const full = currentShareLink({ embed: undefined });
  return (
    <div className="embed focused" data-testid="embed">
      <header className="embed-bar">
        <h1 className="embed-title">{name ?? 'Congestion Lab'}</h1>
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
