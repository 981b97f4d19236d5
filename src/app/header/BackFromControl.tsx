import { demoOfControl, presetNeutralTitle, presetTitle } from '../../scenario-edit/catalog';
import { useControlOrigin } from '../state/control-origin';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { HEADINGS, MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';

/**
 * Where "← Back to …" leads from a demo's control run: the run it was opened from (as left: its
 * address, view included), else, for a control opened by its own link, the demo whose control it
 * is (the registry's PresetInfo.control) in the view on screen. Null off a control, and in a
 * lesson step (whose steps say what to open, as for "Compare with: …": CompareWithControl.tsx).
 */
export function useBackFromControl(): { preset: string; fragment: string | null } | null {
  const preset = useScenarioStore((s) => s.preset);
  const inLesson = useLessonStore((s) => s.place !== null);
  const origin = useControlOrigin((s) => s.origin);
  if (preset === null || inLesson) return null;
  if (origin !== null && origin.control === preset) return { preset: origin.from, fragment: origin.fragment };
  const demo = demoOfControl(preset);
  return demo === null ? null : { preset: demo, fragment: null };
}

/**
 * The run's name on the button: its set-up (PresetInfo.neutralTitle) where its title states the
 * finding. The button stands there before the reveal too, and a label that changed at the reveal
 * would move under the lecturer's pointer.
 */
export function backName(preset: string): string {
  return presetNeutralTitle(preset) ?? presetTitle(preset);
}

/** Go back: the address left (a navigation, as the browser's Back is), or the demo in the view on screen. */
export function goBackFromControl(back: { preset: string; fragment: string | null }): void {
  const view = useViewStore.getState();
  if (back.fragment !== null) {
    useControlOrigin.getState().setOrigin(null);
    location.hash = back.fragment;
  } else if (useScenarioStore.getState().loadPreset(back.preset)) view.setZoom(null);
  requestHeadingFocus(view.presenting ? HEADINGS.presentation : MODE_HEADINGS[view.mode]);
}

/**
 * "← Back to <the run it was switched from>" on a demo's control, beside or in place of
 * "Compare with: …" (which a control has none of): the lecturer's way back to the demo without the
 * browser's Back, which in full screen is out of reach (lecturer-2235, confusion 4). Shown while
 * the numbers are held too: it states no finding.
 */
export function BackFromControl({ className, testId }: { className: string; testId: string }) {
  const back = useBackFromControl();
  if (back === null) return null;
  const name = backName(back.preset);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      onClick={() => goBackFromControl(back)}
      title={back.fragment !== null ? `Return to “${name}” as you left it (its view and slide title too)` : `Open “${name}”, the demo this run is the control of`}
    >
      ← Back to {name}
    </button>
  );
}
