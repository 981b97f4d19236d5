import { ScenarioTitle } from './header/ScenarioTitle';
import { useAbPageHeading, usePresetPairOffScreen } from './presentation/ab-heading';
import { QueueThresholdsLine, useThresholdWords } from './compare/QueueThresholdsLine';

/**
 * The main area's heading: the scenario's, or in A/B both sides' (its own component, so an edit
 * re-renders only it). In A/B its shorthand ("Gentle RED 4/6") is said in words under it and in
 * its tooltip (QueueThresholdsLine).
 */
export function PageHeading() {
  const ab = useAbPageHeading();
  const words = useThresholdWords();
  return <ScenarioTitle title={ab} pairOffScreen={usePresetPairOffScreen()} titleWords={ab === null ? null : words} under={ab === null ? null : <QueueThresholdsLine />} />;
}
