import { presetWhy } from '../../scenario-edit/catalog';
import { useScenarioHeading } from '../header/ScenarioTitle';
import { useTitlesHeld } from '../heading/neutral-title';
import { useCompareStore } from '../state/compare-store';
import { useResultsVeiled } from '../state/results-veiled';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';

/**
 * The demo's one sentence of why (PresetInfo.why), under the slide's title in the room's type. It
 * was only in the normal view's description, so a lecturer who presented throughout never had the
 * talking point (lecturer-1540, confusion 3). It states the finding, so it is held with the numbers
 * and veiled by a lesson, as the finding's title is; an edited scenario's run is no longer the
 * demo's, nor is a pinned A's.
 */
export function PresentWhy() {
  const preset = useScenarioStore((s) => s.preset);
  const edited = useScenarioHeading().editedFrom !== null;
  const compare = useViewStore((s) => s.mode) === 'compare';
  const pinA = useCompareStore((s) => s.pinA);
  const pinned = compare && pinA !== null;
  const held = useTitlesHeld();
  const veiled = useResultsVeiled();
  const why = preset === null || edited || pinned ? null : presetWhy(preset);
  if (why === null || held || veiled) return null;
  return (
    <p className="present-why" data-testid="present-why">
      {why}
    </p>
  );
}
