import { ScenarioTitle } from './header/ScenarioTitle';
import { useAbPageHeading, usePresetPairOffScreen } from './presentation/ab-heading';

/** The main area's heading: the scenario's, or in A/B both sides' (its own component, so an edit re-renders only it). */
export function PageHeading() {
  return <ScenarioTitle title={useAbPageHeading()} pairOffScreen={usePresetPairOffScreen()} />;
}
