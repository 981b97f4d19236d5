import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';

/**
 * A slide title is written for the scenario on the screen: loading another preset clears it (a
 * lecturer trial switched from the RED demo to the ten-flow one and kept "RED …" over it). Edits
 * keep it (the preset stays the same), and a link keeps its own: its title is applied after its
 * scenario (run-controller.ts loadFromHash). Installed after the run controller (start.tsx), whose
 * listener writes the preset left into its history entry first, title included: cleared before,
 * the entry lost `title=` and Back returned to the slide without the lecturer's title
 * (lecturer-2235, confusion 6).
 */
export function installSlideTitleReset(): () => void {
  return useScenarioStore.subscribe((s, prev) => {
    if (s.preset !== prev.preset && useViewStore.getState().slideTitle !== null) useViewStore.getState().setSlideTitle(null);
  });
}
