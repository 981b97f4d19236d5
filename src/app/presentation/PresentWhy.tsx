import { presetWhy } from '../../scenario-edit/catalog';
import { CompareWithControl } from '../header/CompareWithControl';
import { BackFromControl, useBackFromControl } from '../header/BackFromControl';
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
 * demo's, nor is a pinned A's. Its control run, where it has one, is one press away after it.
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
  // On a demo's control, the way back to the demo, before the reveal too (it states no finding):
  // in the why's place while the why is held, after it once shown (lecturer-2235, confusion 4).
  const onControl = useBackFromControl() !== null;
  const back = onControl ? <BackFromControl className="present-compare present-control" testId="present-back-from-control" /> : null;
  if (veiled) return null;
  if (why === null || held) return back === null ? null : <p className="present-why">{back}</p>;
  return (
    // The demo's control beside its why, on the same line where it fits: the talking point and the
    // question a student asks next ("and without the Wi-Fi?", lecturer-2045, confusion 9), at no
    // cost in height to the plots (e2e/screens.spec.ts).
    <p className="present-why">
      <span data-testid="present-why">{why}</span> <CompareWithControl className="present-compare present-control" testId="present-compare-control" />
      {back === null ? null : <> {back}</>}
    </p>
  );
}
